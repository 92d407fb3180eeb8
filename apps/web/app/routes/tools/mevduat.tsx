import { FaqSection } from '../../components/faq-section.tsx';
import { DepositPageCalculator } from '../../features/deposits/deposit-calculator.tsx';
import { PageContainer, PageIntro } from '../../features/layout/page-intro.tsx';

export default function Page() {
  return (
    <PageContainer>
      <PageIntro page="mevduat" />
      <DepositPageCalculator />
      <FaqSection page="mevduat" />
    </PageContainer>
  );
}
