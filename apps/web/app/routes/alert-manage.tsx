import alertsTexts from 'texts:alerts/manage,kinds';
import pageStyles from '../components/layout/page.module.css';
import { PageContainer } from '../components/layout/page-intro.tsx';
import { ManageLanding } from '../features/alerts/alert-manage.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { SeoHead } from '../lib/seo/seo-head.tsx';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ alerts: alertsTexts });

/** The page of the manage link in every alert mail (not indexed). */
export default function AlertManage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <SeoHead title={t('alerts:manage.title')} description={t('alerts:manage.working')} noindex />
      <header className={pageStyles.intro}>
        <h1>{t('alerts:manage.title')}</h1>
      </header>
      <ManageLanding />
    </PageContainer>
  );
}
