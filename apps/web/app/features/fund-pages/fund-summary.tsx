import type { FundDetail } from '@pusula/core/contract/fund-pages.ts';
import { formatIsoDate, localeOf } from '@pusula/core/format/date-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { formatFundPrice } from './fund-page-format.ts';
import styles from './fund-pages.module.css';

/** Type, founder, platform and the latest price of a fund, with the sample label on demo prices. */
export function FundSummary({ detail }: { detail: Omit<FundDetail, 'history'> }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('funds:page.latestPrice')}</dt>
          <dd data-testid="fund-latest-price">
            {detail.latest ? (
              <>
                <bdi dir="ltr" className="num">{`${formatFundPrice(detail.latest.price, locale)} TL`}</bdi>{' '}
                <span className={styles.muted}>
                  {t('funds:page.latestOn', { date: formatIsoDate(detail.latest.date, locale) })}
                </span>
              </>
            ) : (
              '-'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('funds:page.type')}</dt>
          <dd>{detail.umbrellaType || '-'}</dd>
        </div>
        <div>
          <dt>{t('funds:page.founder')}</dt>
          <dd>{detail.founder ?? '-'}</dd>
        </div>
        <div>
          <dt>{t('funds:page.kind')}</dt>
          <dd>{t(`funds:page.kind${detail.kind}`)}</dd>
        </div>
      </dl>
      {detail.isSample && detail.asOf ? (
        <p className={styles.muted} data-testid="sample-label">
          {t('funds:page.sampleAsOf', { date: formatIsoDate(detail.asOf, locale) })}
        </p>
      ) : null}
    </>
  );
}
