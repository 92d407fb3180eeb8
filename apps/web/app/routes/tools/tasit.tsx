import { LoanPage } from '../../features/loans/loan-page.tsx';
import { PaymentPlan } from '../../features/payment-plan/payment-plan.tsx';

export default function Page() {
  return (
    <LoanPage
      loanType="tasit"
      renderPlan={(plan, title, cost) => <PaymentPlan plan={plan} title={title} cost={cost} />}
    />
  );
}
