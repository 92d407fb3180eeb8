import calcTexts from 'texts:calc/common,ui,vat,faq.title,faq.kdv';
import commonTexts from 'texts:common/pages.kdv';
import { FaqSection } from '../../components/faq-section.tsx';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { VatCalculator } from '../../features/vat/vat-calculator.tsx';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { startSlices } from '../../store/store.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, calc: calcTexts });

startSlices();

export default function Page() {
  return (
    <PageContainer>
      <PageIntro page="kdv" />
      <VatCalculator />
      <FaqSection page="kdv" />
    </PageContainer>
  );
}
