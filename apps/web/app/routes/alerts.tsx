import alertsTexts from 'texts:alerts/page,form,kinds,errors';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { ALERTS_PATH } from '@pusula/core/site/routes.ts';
import { pageUrl, webApplicationJsonLd } from '@pusula/core/site/seo.ts';
import pageStyles from '../components/layout/page.module.css';
import { PageContainer } from '../components/layout/page-intro.tsx';
import { AlertForm } from '../features/alerts/alert-form.tsx';
import styles from '../features/alerts/alerts.module.css';
import { addTurkishTexts } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { SeoHead } from '../lib/seo/seo-head.tsx';
import { useSiteUrl } from '../lib/seo/site-url.ts';

// This page's Turkish texts, in before it renders (lib/i18n/i18n.ts#addTurkishTexts).
addTurkishTexts({ alerts: alertsTexts });

/** Rate alerts (docs/requirements/market-and-funds.md#alerts): subscribe without an account; the mailed link confirms (double opt-in). */
export default function Alerts() {
  const { t, i18n } = useTranslation();
  const siteUrl = useSiteUrl();
  const title = t('alerts:page.title');
  const description = t('alerts:page.description');
  return (
    <PageContainer>
      <SeoHead
        title={title}
        description={description}
        jsonLd={[
          webApplicationJsonLd({
            name: title,
            description,
            url: pageUrl(siteUrl, ALERTS_PATH, langFromCode(i18n.language)),
          }),
        ]}
      />
      <header className={pageStyles.intro}>
        <h1>{title}</h1>
        <p className={pageStyles.lead}>{description}</p>
      </header>
      <section className={styles.card} aria-labelledby="alert-form-title">
        <h2 id="alert-form-title">{t('alerts:form.title')}</h2>
        <p className={styles.hint}>{t('alerts:form.intro')}</p>
        <AlertForm />
      </section>
    </PageContainer>
  );
}
