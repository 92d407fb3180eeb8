import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './contact.module.css';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';
import { LazyMap } from './lazy-map.tsx';

/** The contact page's body (docs/requirements/site-and-pages.md#contact-page): the form beside the contact details, then the embedded map. */
export function ContactPageBody() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className={styles.heading}>
            {t('contact:form.title')}
          </h2>
          <ContactForm />
        </section>
        <ContactDetails />
      </div>
      <LazyMap />
    </div>
  );
}
