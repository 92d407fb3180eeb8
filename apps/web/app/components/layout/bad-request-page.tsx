import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { PageContainer } from './page-intro.tsx';

/**
 * The site's 400 page: a link whose query holds a control character (`?tutar=%00`) or an undecodable
 * escape (docs/security.md "Page rendering and caching"). Not indexed; the way home is a link.
 */
export function BadRequestPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <title>{`${t('pages.badRequest.title')} | ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('pages.badRequest.title')}</h1>
      <p>{t('pages.badRequest.text')}</p>
      <Link to="/">{t('pages.notFound.goHome')}</Link>
    </PageContainer>
  );
}
