import calcTexts from 'texts:calc/common,ui,cardDebt,faq.title,faq.kart';
import commonTexts from 'texts:common/pages.kredi-karti-borc-hesaplama';
import { FaqSection } from '../../components/faq-section.tsx';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { CardDebtForm } from '../../features/card-debt/card-debt-form.tsx';
import { CardDebtNote, CardDebtResults } from '../../features/card-debt/card-debt-results.tsx';
import { selectCardDebt } from '../../features/card-debt/card-debt-slice.ts';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { startSlices, useAppSelector } from '../../store/store.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, calc: calcTexts });

startSlices();

export default function Page() {
  const result = useAppSelector((state) => selectCardDebt(state).result);
  return (
    <PageContainer>
      <PageIntro page="kredi-karti-borc-hesaplama" />
      <CardDebtForm />
      {result && <CardDebtResults result={result} />}
      <CardDebtNote />
      <FaqSection page="kart" />
    </PageContainer>
  );
}
