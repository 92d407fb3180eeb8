import type { LoanType } from '@pusula/core/loans/constants.ts';
import { useEffect } from 'react';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import type { RenderPlan } from './loan-results.tsx';
import { LoanPageCalculator } from './loan-widget.tsx';
import { loanStateReset } from './loans-slice.ts';

/**
 * A loan page (ihtiyac, tasit, konut): the type's defaults on arrival, the form, the ranked list; the
 * loan state is reset when the visitor leaves (docs/requirements/loans-and-deposits.md#loan-state).
 */
export function LoanPage({ loanType, renderPlan }: { loanType: LoanType; renderPlan: RenderPlan }) {
  const dispatch = useAppDispatch();
  // The store starts on the default type (ihtiyac); other pages show their form once it is set.
  const ready = useAppSelector((root) => root.loans.selectedLoanType === loanType);
  useEffect(() => {
    dispatch(loanStateReset(loanType));
    return () => {
      dispatch(loanStateReset());
    };
  }, [dispatch, loanType]);
  return (
    <PageContainer>
      <PageIntro page={loanType} />
      {ready && <LoanPageCalculator renderPlan={renderPlan} />}
    </PageContainer>
  );
}
