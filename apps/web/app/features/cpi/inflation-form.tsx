import { cpiSeries } from '@pusula/core/cpi/cpi-series.ts';
import { rateInLocale } from '@pusula/core/format/amount-input.ts';
import { formatNumber, formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import styles from '../../components/ui/form.module.css';
import { focusFirstError } from '../../components/ui/form-field.tsx';
import { MonthSelect } from '../../components/ui/month-select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { monthLabel } from '../../lib/i18n/month-label.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import local from './cpi.module.css';
import { indexMonths } from './cpi-months.ts';
import {
  ensureCpi,
  inflationAmountTyped,
  inflationCalculated,
  inflationMonthChosen,
  inflationNominalTyped,
  selectCpi,
} from './cpi-slice.ts';

/** The inflation page's result link: `tutar`, `bas` and `son` (YYYY-MM) and the optional `getiri` (percent). */
const NAMES = ['tutar', 'bas', 'son', 'getiri'] as const;

/** Inflation between two months and, with a nominal return, the real return (docs/domain-rules.md#consumer-price-index). */
export function InflationForm() {
  const { t, i18n } = useTranslation();
  const locale = langFromCode(i18n.resolvedLanguage);
  const lang = i18n.resolvedLanguage ?? 'tr';
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { data, inflation } = useAppSelector((root) => selectCpi(root));
  const months = useMemo(() => indexMonths(cpiSeries(data?.points ?? [])), [data]);

  useEffect(() => {
    void dispatch(ensureCpi());
  }, [dispatch]);

  const publish = useResultLink(NAMES, (values) => {
    if (values.tutar !== undefined) dispatch(inflationAmountTyped({ text: values.tutar, locale: 'en' }));
    if (values.bas !== undefined) dispatch(inflationMonthChosen({ which: 'from', month: values.bas }));
    if (values.son !== undefined) dispatch(inflationMonthChosen({ which: 'to', month: values.son }));
    if (values.getiri !== undefined) dispatch(inflationNominalTyped({ text: values.getiri, locale: 'en' }));
    void dispatch(ensureCpi()).finally(() => dispatch(inflationCalculated()));
  });

  const onCalculate = async () => {
    await dispatch(ensureCpi());
    dispatch(inflationCalculated());
    const after = selectCpi(store.getState()).inflation;
    if (after.result)
      publish({
        tutar: after.amount,
        bas: after.from,
        son: after.to,
        ...(after.nominal ? { getiri: after.nominal } : {}),
      });
    focusFirstError([
      [
        'inflation-amount',
        after.error === 'invalidAmount' || after.error === 'maxAmount' ? 'error' : undefined,
      ],
      ['inflation-from', after.error === 'invalidMonth' || after.error === 'noFigure' ? 'error' : undefined],
    ]);
  };

  const { error, result } = inflation;
  const amountError =
    error === 'invalidAmount' || error === 'maxAmount' ? t(`calc:cpi.errors.${error}`) : undefined;
  const monthError =
    error === 'invalidMonth' || error === 'noFigure' ? t(`calc:cpi.errors.${error}`) : undefined;

  return (
    <>
      <CalculatorForm onCalculate={onCalculate} columns={2}>
        <AmountField
          id="inflation-amount"
          label={t('calc:cpi.labels.amount')}
          error={amountError}
          select={(root: RootState) => selectCpi(root).inflation.amount}
          typed={inflationAmountTyped}
          withKurus
        />
        <TextField
          id="inflation-nominal"
          label={t('calc:cpi.labels.realReturn')}
          unit={t('calc:ui.percent')}
          inputMode="decimal"
          maxLength={12}
          value={rateInLocale(inflation.nominal, locale)}
          onChange={(text) => dispatch(inflationNominalTyped({ text, locale }))}
        />
        <MonthSelect
          id="inflation-from"
          label={t('calc:cpi.labels.fromMonth')}
          months={months}
          value={inflation.from}
          error={monthError}
          onChange={(month) => dispatch(inflationMonthChosen({ which: 'from', month }))}
        />
        <MonthSelect
          id="inflation-to"
          label={t('calc:cpi.labels.toMonth')}
          months={months}
          value={inflation.to}
          onChange={(month) => dispatch(inflationMonthChosen({ which: 'to', month }))}
        />
      </CalculatorForm>
      {result && (
        <section
          className={`${styles.card} ${local.results}`}
          aria-live="polite"
          aria-labelledby="inflation-result"
          data-testid="inflation-result"
        >
          <h2 id="inflation-result" className={styles.cardTitle}>
            {t('calc:ui.results')}
          </h2>
          <dl className={styles.rows}>
            <div className={styles.row} data-result="value">
              <dt>{t('calc:cpi.labels.value', { month: monthLabel(inflation.to, lang) })}</dt>
              <dd className="num">{formatTL(result.value, 2, locale)}</dd>
            </div>
            <div className={styles.row} data-result="change">
              <dt>{t('calc:cpi.labels.change')}</dt>
              <dd className="num">{formatPercent(result.changePercent, 2, locale)}</dd>
            </div>
            {result.realReturn !== null && (
              <div className={styles.row} data-result="realReturn">
                <dt>{t('calc:cpi.labels.realReturn')}</dt>
                <dd className="num">{formatPercent(result.realReturn, 2, locale)}</dd>
              </div>
            )}
            <div className={styles.row} data-result="fromIndex">
              <dt>{t('calc:cpi.labels.fromIndex', { month: monthLabel(inflation.from, lang) })}</dt>
              <dd className="num">{formatNumber(result.fromIndex, 2, locale)}</dd>
            </div>
            <div className={styles.row} data-result="toIndex">
              <dt>{t('calc:cpi.labels.toIndex', { month: monthLabel(inflation.to, lang) })}</dt>
              <dd className="num">{formatNumber(result.toIndex, 2, locale)}</dd>
            </div>
          </dl>
        </section>
      )}
      {result && <CopyLinkButton />}
    </>
  );
}
