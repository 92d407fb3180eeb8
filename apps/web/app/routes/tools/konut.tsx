import { ComingSoon, PageContainer, PageIntro } from '../../features/layout/page-intro.tsx';

export default function Page() {
  return (
    <PageContainer>
      <PageIntro page="konut" />
      <ComingSoon />
    </PageContainer>
  );
}
