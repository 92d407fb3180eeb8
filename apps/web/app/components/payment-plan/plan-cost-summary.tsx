import { formatPercent, formatTL, type Locale } from '@pusula/core/format/number-format.ts';
import { type OfferCostSummary, upfrontCostLines } from '@pusula/core/loans/offer-cost.ts';
import styles from './payment-plan.module.css';
import type { PlanCsvCostLabels } from './plan-csv.ts';

/**
 * The offer's cost over the plan (docs/domain-rules.md#true-cost): allocation fee, its BSMV and a
 * housing offer's up-front costs, KKDF, BSMV, total cost and annual cost rate, money with 2 decimals
 * like the plan's table.
 */
export function PlanCostSummary({
  cost,
  labels,
  title,
  locale,
}: {
  cost: OfferCostSummary;
  labels: PlanCsvCostLabels;
  title: string;
  locale: Locale;
}) {
  const rows = [
    ...upfrontCostLines(cost).map(([key, value]) => [key, formatTL(value, 2, locale)] as const),
    ['totalKkdf', formatTL(cost.totalKkdf, 2, locale)],
    ['totalBsmv', formatTL(cost.totalBsmv, 2, locale)],
    ['totalCost', formatTL(cost.totalCost, 2, locale)],
    ['annualCostRate', formatPercent(cost.annualCostRate, 2, locale)],
  ] as const;
  return (
    <section className={styles.cost} aria-label={title}>
      <dl className={styles.costList}>
        {rows.map(([key, value]) => (
          <div key={key} data-cost={key}>
            <dt>{labels[key]}</dt>
            <dd className="num">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
