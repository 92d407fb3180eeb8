import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { BorrowingCalculator } from '../../features/borrowing-limit/borrowing-calculator.tsx';

export default function Page() {
  return (
    <PageContainer>
      <PageIntro page="kredi-limiti-hesaplama" />
      <BorrowingCalculator />
    </PageContainer>
  );
}
