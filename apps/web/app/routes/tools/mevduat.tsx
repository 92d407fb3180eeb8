import { FaqSection } from '../../components/faq-section.tsx';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { DepositPageCalculator } from '../../features/deposits/deposit-calculator.tsx';

export default function Page() {
  return (
    <PageContainer>
      <PageIntro page="mevduat" />
      <DepositPageCalculator />
      <FaqSection page="mevduat" />
    </PageContainer>
  );
}
