import { ComingSoon, PageContainer, PageIntro } from '../features/layout/page-intro.tsx';

export default function Login() {
  return (
    <PageContainer>
      <PageIntro page="login" />
      <ComingSoon />
    </PageContainer>
  );
}
