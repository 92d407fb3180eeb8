import type { Locale } from '@pusula/core/format/number-format.ts';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { AsOfMark, ownAsOf } from './fund-as-of.tsx';
import { formatReturn, returnValue, signOf } from './fund-format.ts';
import type { FundRow } from './fund-types.ts';
import { SampleLabel } from './fund-view.tsx';
import styles from './funds.module.css';
import { GOLD_BLOCK_SIZE, loadGoldFunds, selectGoldFunds } from './gold-funds-slice.ts';
import { useFundFallback } from './use-fund-fallback.ts';

/** The gold funds of the built-in fallback list, best 1-year return first. */
const goldOf = (funds: FundRow[]): FundRow[] =>
  funds
    .filter((fund) => fund.fundName.includes('ALTIN'))
    .sort((a, b) => (returnValue(b.oneYearReturn) ?? -Infinity) - (returnValue(a.oneYearReturn) ?? -Infinity))
    .slice(0, GOLD_BLOCK_SIZE);

/** Home: the gold investment funds with the best 1-year return. */
export function GoldFundsBlock() {
  const { t, i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? 'tr') as Locale;
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectGoldFunds(root));
  const headingId = useId();

  useEffect(() => {
    void dispatch(loadGoldFunds());
  }, [dispatch]);

  const failed = state.error !== null;
  const fallback = useFundFallback(failed);
  const fallbackGold = useMemo(() => (fallback ? goldOf(fallback.FALLBACK_FUNDS.Tefas) : []), [fallback]);
  const rows: FundRow[] = failed ? fallbackGold : state.items;
  // On a failure the fallback list loads first (use-fund-fallback.ts): placeholders until it is in.
  const pending = state.loading || !state.loaded || (failed && !fallback);
  const listAsOf = failed ? (fallback?.FALLBACK_AS_OF ?? null) : state.asOf;

  return (
    <section className={styles.block} aria-labelledby={headingId} id="altin-fonlari">
      <h2 id={headingId}>{t('funds:blocks.goldTitle')}</h2>
      <p className={styles.muted}>{t('funds:blocks.goldIntro')}</p>
      {failed ? (
        <p className={styles.warning} role="alert">
          {t('funds:states.error', { message: state.error?.message || t('funds:states.errorDefault') })}
        </p>
      ) : null}
      {pending ? (
        <ul className={styles.goldList} aria-busy="true">
          {Array.from({ length: GOLD_BLOCK_SIZE }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className={styles.goldCard} aria-hidden="true">
              <span className={styles.skeleton} />
            </li>
          ))}
          <li className="visually-hidden">{t('funds:states.loading')}</li>
        </ul>
      ) : rows.length === 0 ? (
        <p>{t('funds:blocks.goldEmpty')}</p>
      ) : (
        <ol className={styles.goldList}>
          {rows.map((fund) => {
            const sign = signOf(fund.oneYearReturn);
            return (
              <li key={fund.fundCode} className={styles.goldCard}>
                <span className={`num ${styles.goldCode}`}>
                  {fund.fundCode}
                  <AsOfMark asOf={ownAsOf(fund, listAsOf)} locale={locale} />
                </span>
                <span className={styles.goldName}>{fund.fundName}</span>
                <span className={styles.goldReturn}>
                  <span className={styles.muted}>{t('funds:columns.oneYearReturn')}</span>
                  <strong
                    className={`num ${sign === 'positive' ? styles.gain : sign === 'negative' ? styles.loss : ''}`}
                  >
                    {formatReturn(fund.oneYearReturn, locale, true)}
                  </strong>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <SampleLabel
        isSample={state.isSample || failed}
        asOf={listAsOf}
        locale={locale}
        rows={pending ? [] : rows}
      />
    </section>
  );
}
