import calcTexts from 'texts:calc/common,ui,loan,earlyRepayment.feeBands,refinance,plan,planCost,faq.title,faq.yapilandirma';
import commonTexts from 'texts:common/pages.kredi-yapilandirma-hesaplama';
import loansTexts from 'texts:loans/types';
import { FaqSection } from '../../components/faq-section.tsx';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { RefinanceCalculator } from '../../features/refinance/refinance-calculator.tsx';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { startSlices } from '../../store/store.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, calc: calcTexts, loans: loansTexts });

startSlices();

export default function Page() {
  return (
    <PageContainer>
      <PageIntro page="kredi-yapilandirma-hesaplama" />
      <RefinanceCalculator />
      <FaqSection page="yapilandirma" />
    </PageContainer>
  );
}
