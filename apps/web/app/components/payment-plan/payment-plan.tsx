import { formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import type { OfferCostSummary } from '@pusula/core/loans/offer-cost.ts';
import type { LoanPlan } from '@pusula/core/loans/payment-plan.ts';
import { sumMoney } from '@pusula/core/money/round.ts';
import { Download, Printer } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import type { Resources } from '../../lib/i18n/keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import tables from '../ui/table.module.css';
import styles from './payment-plan.module.css';
import { PlanCostSummary } from './plan-cost-summary.tsx';
import { downloadText, type PlanCsvCostLabels, type PlanCsvHeaders, planToCsv } from './plan-csv.ts';

// chart.js is loaded only when a plan is on screen, so no page's first load carries it.
const PlanChart = lazy(() => import('./plan-chart.tsx'));

const COLUMNS = ['installment', 'principal', 'interest', 'kkdf', 'bsmv', 'balance'] as const;
/** The texts under calc:plan, so each label('…') is checked against them. */
type PlanLabel = keyof Resources['calc']['plan'];

export interface PaymentPlanProps {
  plan: LoanPlan;
  /** Heading; defaults to "Ödeme Planı" in the page language. */
  title?: string;
  /** CSV file name without extension; defaults to the translated "odeme-plani". */
  fileName?: string;
  /** For a bank offer's plan: its fee, taxes, total cost and annual cost rate, shown and exported. */
  cost?: OfferCostSummary;
  /**
   * Inside a dialog whose own title says the same: the heading is shown only on paper (it still names
   * the plan for assistive technology), so the screen shows the title once.
   */
  titleOnPrintOnly?: boolean;
}

/**
 * A loan's payment plan (any LoanPlan from core): table with totals, a chart of principal versus
 * interest and taxes, Print (a print stylesheet shows just the plan) and CSV export; with `cost`, the
 * offer's cost summary above the chart and under the CSV's totals (docs/domain-rules.md#true-cost).
 */
export function PaymentPlan({ plan, title, fileName, cost, titleOnPrintOnly = false }: PaymentPlanProps) {
  const { t, i18n } = useTranslation();
  // The table follows the page language's number format, the CSV one fixed format (docs/number-format.md).
  const locale = langFromCode(i18n.resolvedLanguage);
  const headingId = useId();
  const label = (key: PlanLabel) => t(`calc:plan.${key}`);
  const headers: PlanCsvHeaders = {
    month: label('month'),
    installment: label('installment'),
    principal: label('principal'),
    interest: label('interest'),
    kkdf: label('kkdf'),
    bsmv: label('bsmv'),
    balance: label('balance'),
    total: label('total'),
  };
  const totalPrincipal = sumMoney(plan.rows.map((row) => row.principal));
  const totals: Record<(typeof COLUMNS)[number], number | null> = {
    installment: plan.totalPayment,
    principal: totalPrincipal,
    interest: plan.totalInterest,
    kkdf: plan.totalKkdf,
    bsmv: plan.totalBsmv,
    balance: null,
  };
  const costLabels: PlanCsvCostLabels = {
    allocationFee: t('calc:planCost.allocationFee'),
    allocationFeeBsmv: t('calc:planCost.allocationFeeBsmv'),
    mortgageFee: t('calc:planCost.mortgageFee'),
    appraisalFee: t('calc:planCost.appraisalFee'),
    earthquakeInsurance: t('calc:planCost.earthquakeInsurance'),
    totalKkdf: t('calc:planCost.totalKkdf'),
    totalBsmv: t('calc:planCost.totalBsmv'),
    totalCost: t('calc:planCost.totalCost'),
    annualCostRate: t('calc:planCost.annualCostRate'),
  };
  const csvCost = cost ? { labels: costLabels, figures: cost } : undefined;
  const exportCsv = () =>
    downloadText(`${fileName ?? label('fileName')}.csv`, planToCsv(plan, headers, csvCost));

  return (
    <section className={styles.plan} aria-labelledby={headingId} data-payment-plan>
      <div className={styles.head}>
        <h2
          id={headingId}
          className={titleOnPrintOnly ? `${styles.title} ${styles.printOnly}` : styles.title}
        >
          {title ?? label('title')}
        </h2>
        <div className={`${styles.buttons} ${styles.noPrint}`}>
          <button type="button" className={styles.button} onClick={() => window.print()}>
            <Printer size={18} aria-hidden /> {label('print')}
          </button>
          <button type="button" className={styles.button} onClick={exportCsv}>
            <Download size={18} aria-hidden /> {label('csv')}
          </button>
        </div>
      </div>
      {cost && (
        <PlanCostSummary cost={cost} labels={costLabels} title={t('calc:planCost.title')} locale={locale} />
      )}
      <div className={styles.noPrint}>
        <Suspense fallback={<p className={styles.chartLoading}>{label('chartLoading')}</p>}>
          <PlanChart plan={plan} />
        </Suspense>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={`${tables.scroll} ${styles.scroll}`} tabIndex={0} aria-labelledby={headingId}>
        <table className={`${tables.table} ${tables.figures} ${styles.table}`}>
          <thead>
            <tr>
              <th scope="col">{headers.month}</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {headers[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plan.rows.map((row) => (
              <tr key={row.month}>
                <th scope="row" className="num">
                  {row.month}
                </th>
                {COLUMNS.map((column) => (
                  <td key={column} className="num">
                    {formatTL(row[column], 2, locale)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{headers.total}</th>
              {COLUMNS.map((column) => {
                const total = totals[column];
                return (
                  <td key={column} className="num">
                    {total === null ? '' : formatTL(total, 2, locale)}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        </table>
      </section>
    </section>
  );
}
