import { FaqSection } from '../../components/faq-section.tsx';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { VatCalculator } from '../../features/vat/vat-calculator.tsx';

export default function Page() {
  return (
    <PageContainer>
      <PageIntro page="kdv" />
      <VatCalculator />
      <FaqSection page="kdv" />
    </PageContainer>
  );
}
