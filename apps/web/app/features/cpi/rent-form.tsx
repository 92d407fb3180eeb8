import { cpiSeries } from '@pusula/core/cpi/cpi-series.ts';
import { formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import styles from '../../components/ui/form.module.css';
import { focusFirstError } from '../../components/ui/form-field.tsx';
import { MonthSelect } from '../../components/ui/month-select.tsx';
import { monthLabel } from '../../lib/i18n/month-label.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import local from './cpi.module.css';
import { renewalMonths } from './cpi-months.ts';
import { ensureCpi, rentAmountTyped, rentCalculated, rentMonthChosen, selectCpi } from './cpi-slice.ts';

/** The rent page's result link: `kira` (plain digits with an optional '.') and `ay` (YYYY-MM, the renewal month). */
const NAMES = ['kira', 'ay'] as const;

/** Rent increase (docs/domain-rules.md#consumer-price-index): current rent and renewal month → the largest new rent. */
export function RentForm() {
  const { t, i18n } = useTranslation();
  const locale = langFromCode(i18n.resolvedLanguage);
  const lang = i18n.resolvedLanguage ?? 'tr';
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { data, rent } = useAppSelector((root) => selectCpi(root));
  const months = useMemo(() => renewalMonths(cpiSeries(data?.points ?? [])), [data]);

  useEffect(() => {
    void dispatch(ensureCpi());
  }, [dispatch]);

  const publish = useResultLink(NAMES, (values) => {
    if (values.kira !== undefined) dispatch(rentAmountTyped({ text: values.kira, locale: 'en' }));
    if (values.ay !== undefined) dispatch(rentMonthChosen(values.ay));
    void dispatch(ensureCpi()).finally(() => dispatch(rentCalculated()));
  });

  const onCalculate = async () => {
    await dispatch(ensureCpi());
    dispatch(rentCalculated());
    const after = selectCpi(store.getState()).rent;
    if (after.result) publish({ kira: after.amount, ay: after.month });
    focusFirstError([
      ['rent-amount', after.error === 'invalidAmount' || after.error === 'maxAmount' ? 'error' : undefined],
      ['rent-month', after.error === 'invalidMonth' || after.error === 'noFigure' ? 'error' : undefined],
    ]);
  };

  const amountError =
    rent.error === 'invalidAmount' || rent.error === 'maxAmount'
      ? t(`calc:cpi.errors.${rent.error}`)
      : undefined;
  const monthError =
    rent.error === 'invalidMonth' || rent.error === 'noFigure'
      ? t(`calc:cpi.errors.${rent.error}`)
      : undefined;
  const result = rent.result;

  return (
    <>
      <CalculatorForm onCalculate={onCalculate} columns={2}>
        <AmountField
          id="rent-amount"
          label={t('calc:cpi.labels.rent')}
          error={amountError}
          select={(root: RootState) => selectCpi(root).rent.amount}
          typed={rentAmountTyped}
          withKurus
        />
        <MonthSelect
          id="rent-month"
          label={t('calc:cpi.labels.renewalMonth')}
          months={months}
          value={rent.month}
          error={monthError}
          onChange={(month) => dispatch(rentMonthChosen(month))}
        />
      </CalculatorForm>
      {result && (
        <section
          className={`${styles.card} ${local.results}`}
          aria-live="polite"
          aria-labelledby="rent-result"
          data-testid="rent-result"
        >
          <h2 id="rent-result" className={styles.cardTitle}>
            {t('calc:ui.results')}
          </h2>
          <dl className={styles.rows}>
            <div className={styles.row} data-result="rate">
              <dt>{t('calc:cpi.labels.rate', { month: monthLabel(result.indexMonth, lang) })}</dt>
              <dd className="num">{formatPercent(result.ratePercent, 2, locale)}</dd>
            </div>
            <div className={styles.row} data-result="increase">
              <dt>{t('calc:cpi.labels.increase')}</dt>
              <dd className="num">{formatTL(result.increase, 2, locale)}</dd>
            </div>
            <div className={styles.row} data-result="newRent">
              <dt>{t('calc:cpi.labels.newRent')}</dt>
              <dd className="num">{formatTL(result.newRent, 2, locale)}</dd>
            </div>
          </dl>
          <p>{t('calc:cpi.labels.rule')}</p>
        </section>
      )}
      {result && <CopyLinkButton />}
    </>
  );
}
