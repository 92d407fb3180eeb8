import alertsTexts from 'texts:alerts/confirm,kinds';
import pageStyles from '../components/layout/page.module.css';
import { PageContainer } from '../components/layout/page-intro.tsx';
import { ConfirmLanding } from '../features/alerts/alert-landing.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { SeoHead } from '../lib/seo/seo-head.tsx';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ alerts: alertsTexts });

/** The page of an alert's mailed confirmation link (not indexed). */
export default function AlertConfirm() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <SeoHead title={t('alerts:confirm.title')} description={t('alerts:confirm.working')} noindex />
      <header className={pageStyles.intro}>
        <h1>{t('alerts:confirm.title')}</h1>
      </header>
      <ConfirmLanding />
    </PageContainer>
  );
}
