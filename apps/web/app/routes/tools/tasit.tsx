import calcTexts from 'texts:calc/common,ui,loan,asset,plan,planCost';
import commonTexts from 'texts:common/pages.tasit';
import loansTexts from 'texts:loans/widget,form,results,assetCap,cost,errors,types';
import { LoanPage } from '../../features/loans/loan-page.tsx';
import { initialLoansState } from '../../features/loans/loans-state.ts';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { startSlices } from '../../store/store.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, calc: calcTexts, loans: loansTexts });

// Landing here, the store starts on this type, as the server HTML did (store.ts#startSlices).
startSlices({ loans: initialLoansState('tasit') });

export default function Page() {
  return <LoanPage loanType="tasit" />;
}
