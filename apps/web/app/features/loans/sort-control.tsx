import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { loanSortChanged, selectLoans } from './loans-slice.ts';
import styles from './offer-cost.module.css';
import { LOAN_SORT_ORDERS } from './offer-sort.ts';

const LABELS = { rate: 'sortByRate', totalCost: 'sortByTotalCost' } as const;

/** Rate (the spec's order, default) or total cost including the fee (docs/domain-rules.md#true-cost). */
export function LoanSortControl() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const order = useAppSelector((root) => selectLoans(root).sortOrder);
  const name = useId();
  return (
    <fieldset className={styles.sort}>
      <legend className={styles.sortLegend}>{t('loans:cost.sortLabel')}</legend>
      {LOAN_SORT_ORDERS.map((value) => (
        <label key={value} className={styles.sortOption}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={order === value}
            onChange={() => dispatch(loanSortChanged(value))}
          />
          {t(`loans:cost.${LABELS[value]}`)}
        </label>
      ))}
    </fieldset>
  );
}
