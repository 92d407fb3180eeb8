import { localeOf } from '@pusula/core/format/date-format.ts';
import { formatTL } from '@pusula/core/format/number-format.ts';
import type { CapNotice as CapNoticeData } from '@pusula/core/loans/asset-caps.ts';
import type { TermListContext } from '@pusula/core/loans/constants.ts';
import { type LegalRuleId, legalRuleHref } from '@pusula/core/rules/legal-rule-types.ts';
import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { Trans } from '../../lib/i18n/trans.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import styles from './cap-notice.module.css';
import { calculateLoan } from './loans-calculate.ts';
import { loanAmountTyped, loanTermChanged, offerPlanClosed, selectLoans } from './loans-slice.ts';
import type { LoansState } from './loans-state.ts';

/** The rules page's row of the cap a notice applies: the vehicle table of the chosen kind, or housing. */
function capRuleOf(loans: LoansState): LegalRuleId {
  if (loans.selectedLoanType === 'konut') return 'konut-deger-orani';
  return loans.assetDetails.vehicleKind === 'domesticElectric' ? 'tasit-yerli-elektrikli' : 'tasit-genel';
}

/** Which form the results belong to, so the switch recalculates with that form's term list. */
export const LoanFormContext = createContext<TermListContext>('page');

/** What the form does after a Calculate that passed validation (a loan page writes its result link). */
export const LoanCalculatedContext = createContext<(() => void) | undefined>(undefined);

/**
 * The asset value's cap, once above the offers (docs/domain-rules.md#asset-value-caps): the largest
 * amount and term in the page language (built from the numbers: the API's `message` is Turkish), the
 * amount and term the offers were computed for, and a button that fills the largest in and calculates
 * again like Calculate (on a loan page the address then carries them).
 */
export function CapNotice({ notice }: { notice: CapNoticeData }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const context = useContext(LoanFormContext);
  const onCalculated = useContext(LoanCalculatedContext);
  const locale = localeOf(i18n.resolvedLanguage);
  const ruleId = useAppSelector((root) => capRuleOf(selectLoans(root)));
  const apply = async () => {
    dispatch(loanAmountTyped({ text: String(notice.maxAmount), locale: 'en' }));
    // No term in the notice (housing): the chosen term is allowed and stays.
    if (notice.maxMaturity !== null) dispatch(loanTermChanged(String(notice.maxMaturity)));
    dispatch(offerPlanClosed()); // a plan open on the old figures would no longer match
    const outcome = await dispatch(calculateLoan(context));
    if (outcome.ok) onCalculated?.();
  };
  const num = <bdi dir="ltr" />;
  return (
    <div className={styles.notice} data-testid="cap-notice">
      <p className={styles.text}>
        <Trans
          i18nKey={notice.maxMaturity === null ? 'loans:assetCap.noticeAmount' : 'loans:assetCap.notice'}
          values={{ amount: formatTL(notice.maxAmount, 0, locale), months: notice.maxMaturity }}
          components={{ num }}
        />{' '}
        <Trans
          i18nKey="loans:assetCap.applied"
          values={{ amount: formatTL(notice.appliedAmount, 0, locale), months: notice.appliedMaturity }}
          components={{ num }}
        />
      </p>
      <button type="button" className={styles.apply} onClick={() => void apply()}>
        {t('loans:assetCap.apply')}
      </button>
      <Link className={styles.rule} to={legalRuleHref(ruleId)}>
        {t('loans:assetCap.ruleLink')}
      </Link>
    </div>
  );
}
