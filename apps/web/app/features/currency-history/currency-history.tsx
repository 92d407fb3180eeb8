import type { RatesHistory } from '@pusula/core/contract/market-history.ts';
import { formatIsoDate, localeOf } from '@pusula/core/format/date-format.ts';
import { formatNumber, formatPercent, isolateLtr } from '@pusula/core/format/number-format.ts';
import { HISTORY_RANGES, seriesStats } from '@pusula/core/market/history-stats.ts';
import { LineChart } from '../../components/line-chart/line-chart.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { lastAndChange, lastThirtyDays, valueDecimals } from './currency-figures.ts';
import styles from './currency-history.module.css';

interface Props {
  history: RatesHistory;
  /** The code's name in the page language. */
  name: string;
}

const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/**
 * docs/requirements/market-and-funds.md#currency-pages: a ticker code's current value and day change,
 * period links (1 m, 3 m, 1 y, 5 y; plain links, so the page works without script), the period's
 * high, low and change, the chart and the last 30 days as a table.
 */
export function CurrencyHistory({ history, name }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const rtl = i18n.dir() === 'rtl';
  const decimals = valueDecimals(history.code);
  const number = (value: number) => formatNumber(value, decimals, locale);
  const date = (iso: string) => formatIsoDate(iso, locale);
  const { last, change, changePercent } = lastAndChange(history.points);
  const stats = seriesStats(history.points.map((point) => point.value));
  const rangeName = t(`market:history.ranges.${history.range}`);
  const table = lastThirtyDays(history.points);
  return (
    <div className={styles.history}>
      {history.isSample && last && (
        <p className={styles.sample} data-sample>
          {t('market:history.sample', { date: date(last.date) })}
        </p>
      )}
      <dl className={styles.headline}>
        <div>
          <dt>{t('market:history.current')}</dt>
          <dd>
            <span className={`num ${styles.big}`} data-current>
              {last ? number(last.value) : '–'}
            </span>
            {last && (
              <span className={styles.muted}>{t('market:history.asOf', { date: date(last.date) })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('market:history.dayChange')}</dt>
          <dd className="num" data-day-change>
            {change === null || changePercent === null
              ? '–'
              : `${signed(number(change), change)} (${signed(formatPercent(changePercent, 2, locale), changePercent)})`}
          </dd>
        </div>
      </dl>
      <nav aria-label={t('market:history.range')} className={styles.ranges}>
        {HISTORY_RANGES.map((range) => (
          <a
            key={range}
            href={`?range=${range}`}
            aria-current={range === history.range ? 'page' : undefined}
            className={styles.range}
          >
            {t(`market:history.ranges.${range}`)}
          </a>
        ))}
      </nav>
      {stats && (
        <dl className={styles.stats}>
          <div>
            <dt>{t('market:history.high')}</dt>
            <dd className="num">{number(stats.high)}</dd>
          </div>
          <div>
            <dt>{t('market:history.low')}</dt>
            <dd className="num">{number(stats.low)}</dd>
          </div>
          <div>
            <dt>{t('market:history.change')}</dt>
            <dd className="num" data-period-change>
              {`${signed(number(stats.change), stats.change)} (${signed(formatPercent(stats.changePercent, 2, locale), stats.changePercent)})`}
            </dd>
          </div>
        </dl>
      )}
      <LineChart
        series={[{ label: history.code, points: history.points.map(({ date, value }) => ({ date, value })) }]}
        title={t('market:history.chartTitle', { name, range: rangeName })}
        description={
          stats
            ? t('market:history.chartDescription', {
                from: date(history.points[0]?.date ?? history.from),
                to: date(last?.date ?? history.to),
                high: isolateLtr(number(stats.high), rtl),
                low: isolateLtr(number(stats.low), rtl),
                change: isolateLtr(formatPercent(stats.changePercent, 2, locale), rtl),
              })
            : ''
        }
        formatValue={(value) => formatNumber(value, decimals, locale)}
        formatDate={(iso) =>
          new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale === 'tr' ? 'tr-TR' : 'en-GB', {
            timeZone: 'UTC',
            day: '2-digit',
            month: '2-digit',
            year: '2-digit',
          })
        }
        emptyText={t('market:history.noData')}
      />
      {table.length > 0 && (
        <div className={styles.tableFrame}>
          <table className={styles.table} data-last-30>
            <caption>{t('market:history.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('market:history.date')}</th>
                <th scope="col">{t('market:history.buy')}</th>
                <th scope="col">{t('market:history.sell')}</th>
              </tr>
            </thead>
            <tbody>
              {table.map((point) => (
                <tr key={point.date}>
                  <th scope="row">{date(point.date)}</th>
                  <td className="num">{point.buy === null ? '–' : number(point.buy)}</td>
                  <td className="num">{number(point.sell ?? point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.muted}>{t('market:history.source')}</p>
    </div>
  );
}
