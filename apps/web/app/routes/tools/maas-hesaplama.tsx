import calcTexts from 'texts:calc/common,ui,salary,faq.title,faq.maas';
import commonTexts from 'texts:common/pages.maas-hesaplama';
import { FaqSection } from '../../components/faq-section.tsx';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { SalaryForm } from '../../features/salary/salary-form.tsx';
import { SalaryNote, SalaryResults } from '../../features/salary/salary-results.tsx';
import { selectSalary } from '../../features/salary/salary-slice.ts';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { startSlices, useAppSelector } from '../../store/store.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, calc: calcTexts });

startSlices();

export default function Page() {
  const result = useAppSelector((state) => selectSalary(state).result);
  return (
    <PageContainer>
      <PageIntro page="maas-hesaplama" />
      <SalaryForm />
      {result && <SalaryResults result={result} />}
      <SalaryNote />
      <FaqSection page="maas" />
    </PageContainer>
  );
}
