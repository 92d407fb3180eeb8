import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { EarlyRepaymentCalculator } from '../../features/early-repayment/early-repayment-calculator.tsx';
import { PaymentPlan } from '../../features/payment-plan/payment-plan.tsx';

export default function Page() {
  return (
    <PageContainer>
      <PageIntro page="erken-odeme-hesaplama" />
      <EarlyRepaymentCalculator renderPlan={(plan, title) => <PaymentPlan plan={plan} title={title} />} />
    </PageContainer>
  );
}
