import { FUND_HISTORY_RANGES, type FundHistoryRange } from '@pusula/core/site/fund-paths.ts';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './fund-pages.module.css';

/** The chart periods as plain links (`?range=`), so they work before and without the script. */
export function FundRangeLinks({
  current,
  hrefOf,
}: {
  current: FundHistoryRange;
  hrefOf: (range: FundHistoryRange) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('funds:page.rangeLabel')} className={styles.ranges}>
      {FUND_HISTORY_RANGES.map((range) => (
        <Link
          key={range}
          to={hrefOf(range)}
          className={range === current ? styles.rangeCurrent : styles.range}
          aria-current={range === current ? 'true' : undefined}
          preventScrollReset
        >
          {t(`funds:page.periods.${range}`)}
        </Link>
      ))}
    </nav>
  );
}
