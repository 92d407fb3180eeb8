import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../components/ui/form.module.css';
import { useAppDispatch } from '../../store/store.ts';
import { DepositForm } from './deposit-form.tsx';
import { DepositResults } from './deposit-results.tsx';
import styles from './deposits.module.css';
import { depositReset } from './deposits-slice.ts';

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

/** The deposit page's calculator; the deposit state is reset when the visitor leaves. */
export function DepositPageCalculator() {
  const dispatch = useAppDispatch();
  useEffect(
    () => () => {
      dispatch(depositReset());
    },
    [dispatch],
  );
  return (
    <>
      <section className={form.card}>
        <DepositForm idPrefix="page-deposit" />
      </section>
      <DepositResults />
    </>
  );
}
