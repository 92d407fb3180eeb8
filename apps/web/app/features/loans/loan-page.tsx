import type { LoanType } from '@pusula/core/loans/constants.ts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import type { RenderPlan } from './loan-results.tsx';
import { LoanPageCalculator } from './loan-widget.tsx';
import { calculateLoan } from './loans-calculate.ts';
import { loanAmountTyped, loanStateReset, loanTermChanged } from './loans-slice.ts';

/**
 * A loan page (ihtiyac, tasit, konut): the type's defaults on arrival, the form, the ranked list; the
 * loan state is reset when the visitor leaves (docs/requirements/loans-and-deposits.md#loan-state).
 * `?tutar=…&vade=…` (the borrowing calculator's link) fills amount and term and calculates at once.
 */
export function LoanPage({ loanType, renderPlan }: { loanType: LoanType; renderPlan: RenderPlan }) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const amount = params.get('tutar');
  const term = params.get('vade');
  // The store starts on the default type (ihtiyac); other pages show their form once it is set.
  const ready = useAppSelector((root) => root.loans.selectedLoanType === loanType);
  useEffect(() => {
    dispatch(loanStateReset(loanType));
    if (amount !== null && term !== null) {
      // Plain digits in any language; the form's own validation applies.
      dispatch(loanAmountTyped({ text: amount.replace(/\D/g, ''), locale: 'tr' }));
      dispatch(loanTermChanged(term));
      dispatch(calculateLoan('page'));
    }
    return () => {
      dispatch(loanStateReset());
    };
  }, [dispatch, loanType, amount, term]);
  return (
    <PageContainer>
      <PageIntro page={loanType} />
      {ready && <LoanPageCalculator renderPlan={renderPlan} />}
    </PageContainer>
  );
}
