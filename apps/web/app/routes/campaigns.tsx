import { ComingSoon, PageContainer, PageIntro } from '../features/layout/page-intro.tsx';

export default function Campaigns() {
  return (
    <PageContainer>
      <PageIntro page="kampanyalar" />
      <ComingSoon />
    </PageContainer>
  );
}
