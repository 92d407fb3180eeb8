import { useEffect } from 'react';
import { data, Link, useNavigate } from 'react-router';
import { PageContainer } from '../components/layout/page-intro.tsx';
import { useTranslation } from '../lib/i18n/use-translation.tsx';

/** Unknown paths answer HTTP 404 (the page still takes people home). */
export function loader() {
  return data(null, { status: 404 });
}

/** docs/requirements/site-and-pages.md#not-found (note: it answers 404 and goes home after 2.5 s): any other path shows the not-found page, which redirects home. */
export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/', { replace: true }), 2500);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <PageContainer>
      <title>{`${t('pages.notFound.title')} | ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('pages.notFound.title')}</h1>
      <p role="status">{t('pages.notFound.text')}</p>
      <Link to="/" replace>
        {t('pages.notFound.goHome')}
      </Link>
    </PageContainer>
  );
}
