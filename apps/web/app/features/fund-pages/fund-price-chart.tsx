import { localeOf } from '@pusula/core/format/date-format.ts';
import { formatNumber, isolateLtr } from '@pusula/core/format/number-format.ts';
import { type ChartSeries, LineChart } from '../../components/line-chart/line-chart.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { formatChartDate } from './fund-page-format.ts';

interface Props {
  series: ChartSeries[];
  title: string;
  description: string;
  /** Decimals of the grid values (prices 4, rebased values 1). */
  decimals: number;
}

/** The shared line chart with the page language's numbers and dates (isolated in Arabic). */
export function FundPriceChart({ series, title, description, decimals }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const rtl = locale === 'ar';
  return (
    <LineChart
      series={series}
      title={title}
      description={description}
      formatValue={(value) => isolateLtr(formatNumber(value, decimals, locale), rtl)}
      formatDate={(date) => isolateLtr(formatChartDate(date, locale), rtl)}
      emptyText={t('funds:page.noHistory')}
    />
  );
}
