import { formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { EMPLOYER_INCENTIVES } from '@pusula/core/salary/salary-year.ts';
import type { FormEvent } from 'react';
import { useStore } from 'react-redux';
import { AmountField } from '../../components/ui/amount-field.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import styles from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import local from './salary.module.css';
import { SALARY_QUERY_NAMES, salaryFromQuery, salaryToQuery } from './salary-query.ts';
import {
  salaryAmountTyped,
  salaryCalculated,
  salaryDirectionChanged,
  salaryIncentiveChanged,
  selectSalary,
} from './salary-slice.ts';

const INCENTIVE_LABELS = {
  none: 'incentiveNone',
  other: 'incentiveOther',
  manufacturing: 'incentiveManufacturing',
} as const;

/**
 * Salary form (docs/domain-rules.md#salary): direction, the monthly amount and the employer's premium
 * support; results after Calculate, or at once from a result link.
 */
export function SalaryForm() {
  const { t, i18n } = useTranslation();
  const locale = langFromCode(i18n.resolvedLanguage);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const state = useAppSelector((root) => selectSalary(root));
  const { error } = state;
  const errorText = error
    ? t(`calc:salary.errors.${error.key}`, {
        min: error.amount === undefined ? '' : formatTL(error.amount, 2, locale),
        max: error.amount === undefined ? '' : formatTL(error.amount, 0, locale),
      })
    : undefined;

  const publish = useResultLink(SALARY_QUERY_NAMES, (values) => {
    const inputs = salaryFromQuery(values);
    if (inputs.direction) dispatch(salaryDirectionChanged(inputs.direction));
    if (inputs.incentive) dispatch(salaryIncentiveChanged(inputs.incentive));
    // Plain digits with a '.' in any language (docs/number-format.md).
    if (inputs.amount !== undefined) dispatch(salaryAmountTyped({ text: inputs.amount, locale: 'en' }));
    dispatch(salaryCalculated());
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(salaryCalculated());
    const after = selectSalary(store.getState());
    if (after.result) publish(salaryToQuery(after));
    focusFirstError([['salary-amount', after.error ? 'error' : undefined]]);
  };

  return (
    <>
      <form className={`${styles.card} ${styles.form} ${local.form}`} noValidate onSubmit={onSubmit}>
        <FormField id="salary-direction" label={t('calc:salary.labels.direction')}>
          <select
            {...controlProps('salary-direction', undefined)}
            value={state.direction}
            onChange={(event) => dispatch(salaryDirectionChanged(event.target.value))}
          >
            <option value="grossToNet">{t('calc:salary.labels.grossToNet')}</option>
            <option value="netToGross">{t('calc:salary.labels.netToGross')}</option>
          </select>
        </FormField>
        <AmountField
          id="salary-amount"
          label={t(
            state.direction === 'grossToNet'
              ? 'calc:salary.labels.amountGross'
              : 'calc:salary.labels.amountNet',
          )}
          error={errorText}
          select={(root: RootState) => selectSalary(root).amount}
          typed={salaryAmountTyped}
          withKurus
        />
        <FormField id="salary-incentive" label={t('calc:salary.labels.incentive')}>
          <select
            {...controlProps('salary-incentive', undefined)}
            value={state.incentive}
            onChange={(event) => dispatch(salaryIncentiveChanged(event.target.value))}
          >
            {EMPLOYER_INCENTIVES.map((incentive) => (
              <option key={incentive} value={incentive}>
                {t(`calc:salary.labels.${INCENTIVE_LABELS[incentive]}`)}
              </option>
            ))}
          </select>
        </FormField>
        <div className={`${styles.actions} ${local.actions}`}>
          <button type="submit" className={styles.primary}>
            {t('calc:ui.calculate')}
          </button>
        </div>
      </form>
      {state.result && <CopyLinkButton />}
    </>
  );
}
