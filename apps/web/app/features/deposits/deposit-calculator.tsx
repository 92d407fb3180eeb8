import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import form from '../../components/ui/form.module.css';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import { DepositForm } from './deposit-form.tsx';
import type { DepositInflation } from './deposit-offer-list.tsx';
import { DepositResults } from './deposit-results.tsx';
import styles from './deposits.module.css';
import { DEPOSIT_QUERY_NAMES, depositFromQuery, depositToQuery } from './deposits-query.ts';
import {
  calculateDeposit,
  depositAmountTyped,
  depositDaysChanged,
  depositReset,
  selectDeposits,
} from './deposits-slice.ts';

/** Home deposit widget: title, form and the comparison cards under it. */
export function DepositWidget() {
  const { t } = useTranslation();
  return (
    <section className={`${form.card} ${styles.form}`} aria-labelledby="deposit-widget-title">
      <h2 id="deposit-widget-title" className={form.cardTitle}>
        {t('deposits:widget.title')}
      </h2>
      <p className={styles.hint}>{t('deposits:widget.intro')}</p>
      <DepositForm idPrefix="home-deposit" />
      <DepositResults />
    </section>
  );
}

/**
 * The deposit page's calculator; the deposit state is reset when the visitor leaves. A result link
 * fills the form and calculates at once (docs/requirements/site-and-pages.md#result-links).
 */
export function DepositPageCalculator({ inflation }: { inflation?: DepositInflation | null } = {}) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const linked = useAppSelector(
    (root) => selectDeposits(root).searched && !selectDeposits(root).loading && !selectDeposits(root).error,
  );
  useEffect(
    () => () => {
      dispatch(depositReset());
    },
    [dispatch],
  );
  const publish = useResultLink(DEPOSIT_QUERY_NAMES, async (values) => {
    const inputs = depositFromQuery(values);
    dispatch(depositReset());
    // Plain digits in any language (docs/number-format.md); the form's own validation applies.
    if (inputs.amount !== undefined) dispatch(depositAmountTyped({ text: inputs.amount, locale: 'en' }));
    if (inputs.days !== undefined) dispatch(depositDaysChanged(inputs.days));
    await dispatch(calculateDeposit());
  });
  const onCalculated = () => {
    const { amount, days, investmentType } = selectDeposits(store.getState());
    publish(depositToQuery({ amount, days, type: investmentType }));
  };
  return (
    <>
      <section className={form.card}>
        <DepositForm idPrefix="page-deposit" onCalculated={onCalculated} />
      </section>
      {linked && <CopyLinkButton />}
      <DepositResults headingLevel={2} inflation={inflation} />
    </>
  );
}
