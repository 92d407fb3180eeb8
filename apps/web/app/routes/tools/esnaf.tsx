import calcTexts from 'texts:calc/common,ui,loan,tradesman';
import commonTexts from 'texts:common/pages.esnaf';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { TradesmanForm } from '../../features/tradesman/tradesman-form.tsx';
import { TradesmanInfo, TradesmanResults } from '../../features/tradesman/tradesman-results.tsx';
import { selectTradesman } from '../../features/tradesman/tradesman-slice.ts';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { startSlices, useAppSelector } from '../../store/store.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, calc: calcTexts });

startSlices();

export default function Page() {
  const result = useAppSelector((state) => selectTradesman(state).result);
  return (
    <PageContainer>
      <PageIntro page="esnaf" />
      <TradesmanForm />
      {result && <TradesmanResults result={result} />}
      <TradesmanInfo />
    </PageContainer>
  );
}
