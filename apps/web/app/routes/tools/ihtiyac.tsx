import { FaqSection } from '../../components/faq-section.tsx';
import { LoanPage } from '../../features/loans/loan-page.tsx';
import { PaymentPlan } from '../../features/payment-plan/payment-plan.tsx';

export default function Page() {
  return (
    <>
      <LoanPage
        loanType="ihtiyac"
        renderPlan={(plan, title, cost) => <PaymentPlan plan={plan} title={title} cost={cost} />}
      />
      <FaqSection page="ihtiyac" />
    </>
  );
}
