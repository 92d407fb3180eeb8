import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { InterestForm } from '../../features/interest-calc/interest-form.tsx';
import { InterestResult } from '../../features/interest-calc/interest-result.tsx';
import { PaymentPlan } from '../../features/payment-plan/payment-plan.tsx';
import { useAppSelector } from '../../store/store.ts';

export default function Page() {
  const result = useAppSelector((state) => state.interestCalc.result);
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
