import authTexts from 'texts:auth/validation,password,login,register';
import commonTexts from 'texts:common/pages.login,pages.register';
import { useSearchParams } from 'react-router';
import { PageContainer, PageIntro } from '../components/layout/page-intro.tsx';
import { LoginPanel } from '../features/auth/login-panel.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ common: commonTexts, auth: authTexts });

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
