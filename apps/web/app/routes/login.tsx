import { LoginPanel } from '../features/auth/login-panel.tsx';
import { PageContainer, PageIntro } from '../features/layout/page-intro.tsx';

export default function Login() {
  return (
    <PageContainer>
      <PageIntro page="login" />
      <LoginPanel />
    </PageContainer>
  );
}
