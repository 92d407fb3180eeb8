import alertsTexts from 'texts:alerts/page,form,kinds,errors';
import pageStyles from '../components/layout/page.module.css';
import { PageContainer } from '../components/layout/page-intro.tsx';
import { AlertForm } from '../features/alerts/alert-form.tsx';
import styles from '../features/alerts/alerts.module.css';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { SeoHead } from '../lib/seo/seo-head.tsx';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ alerts: alertsTexts });

/** Rate alerts (issue 25 §3): subscribe without an account; the mailed link confirms (double opt-in). */
export default function Alerts() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <SeoHead title={t('alerts:page.title')} description={t('alerts:page.description')} />
      <header className={pageStyles.intro}>
        <h1>{t('alerts:page.title')}</h1>
        <p className={pageStyles.lead}>{t('alerts:page.description')}</p>
      </header>
      <section className={styles.card} aria-labelledby="alert-form-title">
        <h2 id="alert-form-title">{t('alerts:form.title')}</h2>
        <p className={styles.hint}>{t('alerts:form.intro')}</p>
        <AlertForm />
      </section>
    </PageContainer>
  );
}
