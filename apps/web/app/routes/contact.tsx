import { ComingSoon, PageContainer, PageIntro } from '../features/layout/page-intro.tsx';

export default function Contact() {
  return (
    <PageContainer>
      <PageIntro page="iletisim" />
      <ComingSoon />
    </PageContainer>
  );
}
