import { formatNumber, formatTL, isolateLtr } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import type { LoanPlan } from '@pusula/core/loans/payment-plan.ts';
import { sumMoney } from '@pusula/core/money/round.ts';
import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './payment-plan.module.css';

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** A design token's value (chart.js draws on a canvas, so it needs the colour itself). */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Stacked bars per month: the principal part against interest + KKDF + BSMV. */
export default function PlanChart({ plan }: { plan: LoanPlan }) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const locale = langFromCode(i18n.resolvedLanguage);
  const costs = useMemo(() => plan.rows.map((row) => sumMoney([row.interest, row.kkdf, row.bsmv])), [plan]);
  const data = {
    labels: plan.rows.map((row) => String(row.month)),
    datasets: [
      {
        label: t('calc:plan.chartPrincipal'),
        data: plan.rows.map((row) => row.principal),
        backgroundColor: token('--color-brand'),
      },
      { label: t('calc:plan.chartInterestTaxes'), data: costs, backgroundColor: token('--color-focus') },
    ],
  };
  const summary = t('calc:plan.chartSummary', {
    count: plan.rows.length,
    principal: formatTL(sumMoney(plan.rows.map((row) => row.principal)), 2, locale),
    interestTaxes: formatTL(sumMoney(costs), 2, locale),
  });
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{t('calc:plan.chartTitle')}</figcaption>
      <div className={styles.canvasBox}>
        <Bar
          data={data}
          role="img"
          aria-label={summary}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: {
              x: { stacked: true, reverse: rtl, title: { display: true, text: t('calc:plan.month') } },
              y: {
                stacked: true,
                position: rtl ? 'right' : 'left',
                ticks: { callback: (v) => formatNumber(Number(v), 0, locale) },
              },
            },
            plugins: {
              legend: { rtl, position: 'bottom' },
              tooltip: {
                rtl,
                callbacks: {
                  label: (item) =>
                    `${item.dataset.label}: ${isolateLtr(formatTL(item.parsed.y ?? 0, 2, locale), rtl)}`,
                },
              },
            },
          }}
        />
      </div>
      <p className="visually-hidden">{summary}</p>
    </figure>
  );
}
