import calcTexts from 'texts:calc/common,ui,cpi,faq.title,faq.kira';
import commonTexts from 'texts:common/pages.kira-artis-hesaplama';
import { FaqSection } from '../../components/faq-section.tsx';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { CpiNote } from '../../features/cpi/cpi-parts.tsx';
import { RentForm } from '../../features/cpi/rent-form.tsx';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { startSlices } from '../../store/store.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, calc: calcTexts });

startSlices();

export default function Page() {
  return (
    <PageContainer>
      <PageIntro page="kira-artis-hesaplama" />
      <RentForm />
      <CpiNote />
      <FaqSection page="kira" />
    </PageContainer>
  );
}
