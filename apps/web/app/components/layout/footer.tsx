import type { Lang } from '@pusula/core/i18n/languages.ts';
import { LEGAL_LIMITS_PATH } from '@pusula/core/rules/legal-rule-types.ts';
import { CREDIT_SCORE_URL, MAP_URL, POLICY_DOCUMENTS, TOOL_ROUTES } from '@pusula/core/site/routes.ts';
import { ArrowUp, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useScrolledPast } from '../ui/use-scrolled-past.ts';
import { FlagEn, FlagSa, FlagTr } from './flags.tsx';
import styles from './footer.module.css';

const FLAGS: Array<{ lang: Lang; Flag: ComponentType }> = [
  { lang: 'tr', Flag: FlagTr },
  { lang: 'en', Flag: FlagEn },
  { lang: 'ar', Flag: FlagSa },
];

/** docs/requirements/site-and-pages.md#footer footer: language flags, contact details, map link, policies, links, scroll-to-top. */
export function Footer() {
  const { t } = useTranslation();
  const { lang, setLanguage } = useLanguage();
  const showTop = useScrolledPast(300);
  const phone = t('footer.phone');

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section>
          <h2 className={styles.heading}>{t('site.name')}</h2>
          <p className={styles.muted}>{t('footer.about')}</p>
          <fieldset className={styles.flags}>
            <legend className="visually-hidden">{t('footer.language')}</legend>
            {FLAGS.map(({ lang: code, Flag }) => (
              <button
                key={code}
                type="button"
                className={styles.flag}
                aria-pressed={lang === code}
                aria-label={t(`languages.${code}`)}
                title={t(`languages.${code}`)}
                lang={code}
                data-lang={code === 'ar' ? 'sa' : code}
                onClick={() => void setLanguage(code)}
              >
                <Flag />
              </button>
            ))}
          </fieldset>
        </section>
        <section>
          <h2 className={styles.heading}>{t('nav.tools')}</h2>
          <ul className={styles.list}>
            {TOOL_ROUTES.map((tool) => (
              <li key={tool.path}>
                <Link to={tool.path}>{t(`pages.${tool.page}.title`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.linksTitle')}</h2>
          <ul className={styles.list}>
            <li>
              <a href="#destek">{t('footer.support')}</a>
            </li>
            <li>
              <a href="#rehberler">{t('footer.guides')}</a>
            </li>
            <li>
              <a href="#blog">{t('footer.blog')}</a>
            </li>
            <li>
              <Link to="/kampanyalar">{t('nav.campaigns')}</Link>
            </li>
            <li>
              <Link to={LEGAL_LIMITS_PATH}>{t('footer.legalLimits')}</Link>
            </li>
            <li>
              <a href={CREDIT_SCORE_URL} target="_blank" rel="noopener noreferrer">
                {t('footer.creditScore')}
              </a>
            </li>
          </ul>
          <h2 className={styles.heading}>{t('footer.policiesTitle')}</h2>
          <ul className={styles.list}>
            {POLICY_DOCUMENTS.map((doc) => (
              <li key={doc}>
                <a href={`/guvenlik/${doc}.pdf`} target="_blank" rel="noopener">
                  {t(`footer.policies.${doc}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.contactTitle')}</h2>
          <address className={styles.address}>
            <a href={MAP_URL} target="_blank" rel="noopener noreferrer" className={styles.contactLine}>
              <MapPin size={16} aria-hidden /> <span>{t('footer.address')}</span>
            </a>
            <a href={`tel:${phone.replaceAll(' ', '')}`} className={styles.contactLine}>
              <Phone size={16} aria-hidden /> <span className="num">{phone}</span>
            </a>
            <a href={`mailto:${t('footer.email')}`} className={styles.contactLine}>
              <Mail size={16} aria-hidden /> <span>{t('footer.email')}</span>
            </a>
            <a href={MAP_URL} target="_blank" rel="noopener noreferrer">
              {t('footer.mapLink')}
            </a>
          </address>
        </section>
      </div>
      <p className={styles.rights}>{t('footer.rights', { year: 2026 })}</p>
      <button
        type="button"
        className={`${styles.toTop} ${showTop ? styles.toTopVisible : ''}`}
        aria-label={t('footer.scrollTop')}
        hidden={!showTop}
        onClick={(event) => {
          // Hiding a focused button would cancel the smooth scroll: let focus go first.
          event.currentTarget.blur();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      >
        <ArrowUp size={20} aria-hidden />
      </button>
    </footer>
  );
}
