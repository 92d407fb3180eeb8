import calcTexts from 'texts:calc/common,ui,loan,interest,plan,planCost';
import commonTexts from 'texts:common/pages.faiz';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { PaymentPlan } from '../../components/payment-plan/payment-plan.tsx';
import { selectInterestCalc } from '../../features/interest-calc/interest-calc-slice.ts';
import { InterestForm } from '../../features/interest-calc/interest-form.tsx';
import { InterestResult } from '../../features/interest-calc/interest-result.tsx';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { startSlices, useAppSelector } from '../../store/store.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, calc: calcTexts });

startSlices();

export default function Page() {
  const result = useAppSelector((state) => selectInterestCalc(state).result);
  return (
    <PageContainer>
      <PageIntro page="faiz" />
      <InterestForm />
      {result && (
        <>
          <InterestResult result={result} />
          <PaymentPlan plan={result.plan} />
        </>
      )}
    </PageContainer>
  );
}
