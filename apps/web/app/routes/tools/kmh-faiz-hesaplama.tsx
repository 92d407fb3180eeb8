import calcTexts from 'texts:calc/common,ui,overdraft,faq.title,faq.kmh';
import commonTexts from 'texts:common/pages.kmh-faiz-hesaplama';
import { FaqSection } from '../../components/faq-section.tsx';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { OverdraftForm } from '../../features/overdraft/overdraft-form.tsx';
import { OverdraftNote, OverdraftResults } from '../../features/overdraft/overdraft-results.tsx';
import { selectOverdraft } from '../../features/overdraft/overdraft-slice.ts';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { startSlices, useAppSelector } from '../../store/store.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, calc: calcTexts });

startSlices();

export default function Page() {
  const result = useAppSelector((state) => selectOverdraft(state).result);
  return (
    <PageContainer>
      <PageIntro page="kmh-faiz-hesaplama" />
      <OverdraftForm />
      {result && <OverdraftResults result={result} />}
      <OverdraftNote />
      <FaqSection page="kmh" />
    </PageContainer>
  );
}
