import alertsTexts from 'texts:alerts/unsubscribe';
import pageStyles from '../components/layout/page.module.css';
import { PageContainer } from '../components/layout/page-intro.tsx';
import { UnsubscribeLanding } from '../features/alerts/alert-landing.tsx';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { SeoHead } from '../lib/seo/seo-head.tsx';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ alerts: alertsTexts });

/** The page of the unsubscribe link in every alert mail (not indexed). */
export default function AlertUnsubscribe() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <SeoHead title={t('alerts:unsubscribe.title')} description={t('alerts:unsubscribe.question')} noindex />
      <header className={pageStyles.intro}>
        <h1>{t('alerts:unsubscribe.title')}</h1>
      </header>
      <UnsubscribeLanding />
    </PageContainer>
  );
}
