import { localeOf } from '@pusula/core/format/date-format.ts';
import { FUND_PERIODS, type FundPeriodReturns } from '@pusula/core/market/fund-returns.ts';
import tables from '../../components/ui/table.module.css';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { formatFundReturn, toneOf } from './fund-page-format.ts';
import styles from './fund-pages.module.css';

interface Props {
  caption: string;
  /** One column per fund (the comparison) or one (a fund's page). */
  funds: Array<{ code: string; returns: FundPeriodReturns }>;
}

/** The seven period returns, one row per period, a column per fund; gains and losses coloured. */
export function FundReturnsTable({ caption, funds }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <div className={`${tables.scroll} ${tables.framed}`}>
      <table className={`${tables.table} ${styles.returns}`} data-testid="fund-returns">
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('funds:page.period')}</th>
            {funds.map((fund) => (
              <th key={fund.code} scope="col" className={tables.end}>
                {funds.length > 1 ? <span className="num">{fund.code}</span> : t('funds:page.return')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FUND_PERIODS.map((period) => (
            <tr key={period}>
              <th scope="row">{t(`funds:page.periods.${period}`)}</th>
              {funds.map((fund) => {
                const value = fund.returns[period];
                const tone = toneOf(value);
                return (
                  <td
                    key={fund.code}
                    className={`${tables.end} ${tone ? styles[tone] : ''}`}
                    data-period={period}
                  >
                    <bdi dir="ltr" className="num">
                      {formatFundReturn(value, locale)}
                    </bdi>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
