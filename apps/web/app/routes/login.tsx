import { useSearchParams } from 'react-router';
import { PageContainer, PageIntro } from '../components/layout/page-intro.tsx';
import { LoginPanel } from '../features/auth/login-panel.tsx';

export default function Login() {
  // `?mode=register` is registration: its own heading, document title and intro, on the server too.
  const [params] = useSearchParams();
  return (
    <PageContainer>
      <PageIntro page={params.get('mode') === 'register' ? 'register' : 'login'} />
      <LoginPanel />
    </PageContainer>
  );
}
