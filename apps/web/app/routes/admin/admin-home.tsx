import { ComingSoon, PageContainer, PageIntro } from '../../features/layout/page-intro.tsx';

export default function AdminHome() {
  return (
    <PageContainer>
      <PageIntro page="admin" />
      <ComingSoon />
    </PageContainer>
  );
}
