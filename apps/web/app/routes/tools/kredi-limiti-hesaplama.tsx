import calcTexts from 'texts:calc/common,ui,loan,borrowing';
import commonTexts from 'texts:common/pages.kredi-limiti-hesaplama';
import loansTexts from 'texts:loans/types';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { BorrowingCalculator } from '../../features/borrowing-limit/borrowing-calculator.tsx';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { startSlices } from '../../store/store.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, calc: calcTexts, loans: loansTexts });

startSlices();

export default function Page() {
  return (
    <PageContainer>
      <PageIntro page="kredi-limiti-hesaplama" />
      <BorrowingCalculator />
    </PageContainer>
  );
}
