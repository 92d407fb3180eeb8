import { ORGANIZATION } from '@pusula/core/site/organization.ts';
import { MAP_URL } from '@pusula/core/site/routes.ts';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './contact.module.css';

/** `Mo-Fr 09:00-18:00` → the opening and closing times (the days are a text of their own). */
function hoursOf(openingHours: string): { opens: string; closes: string } | null {
  const match = /(\d{2}:\d{2})-(\d{2}:\d{2})/.exec(openingHours);
  return match?.[1] && match[2] ? { opens: match[1], closes: match[2] } : null;
}

/** docs/requirements/site-and-pages.md#contact-page: the office address (opens the map in a new tab), phone and e-mail links, opening hours. */
export function ContactDetails() {
  const { t } = useTranslation();
  const hours = hoursOf(ORGANIZATION.openingHours);
  return (
    <section className={styles.details} aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className={styles.heading}>
        {t('contact:details.title')}
      </h2>
      <address className={styles.address}>
        <dl className={styles.list}>
          <div className={styles.item}>
            <dt>
              <MapPin className={styles.icon} size={20} aria-hidden />
              {t('contact:details.address')}
            </dt>
            <dd>
              <a href={MAP_URL} target="_blank" rel="noopener noreferrer" data-testid="contact-address">
                {t('footer.address')}
                <span className="visually-hidden"> ({t('contact:details.openMap')})</span>
              </a>
            </dd>
          </div>
          <div className={styles.item}>
            <dt>
              <Phone className={styles.icon} size={20} aria-hidden />
              {t('contact:details.phone')}
            </dt>
            <dd>
              <a href={`tel:${ORGANIZATION.phone.replaceAll(' ', '')}`} className="num">
                {ORGANIZATION.phone}
              </a>
            </dd>
          </div>
          <div className={styles.item}>
            <dt>
              <Mail className={styles.icon} size={20} aria-hidden />
              {t('contact:details.email')}
            </dt>
            <dd>
              <a href={`mailto:${ORGANIZATION.email}`} dir="ltr">
                {ORGANIZATION.email}
              </a>
            </dd>
          </div>
          {hours && (
            <div className={styles.item}>
              <dt>
                <Clock className={styles.icon} size={20} aria-hidden />
                {t('contact:details.hours')}
              </dt>
              <dd>
                {t('contact:details.weekdays')}{' '}
                <span className="num">
                  <time dateTime={hours.opens}>{hours.opens}</time>–
                  <time dateTime={hours.closes}>{hours.closes}</time>
                </span>
                <br />
                <span className={styles.muted}>{t('contact:details.weekend')}</span>
              </dd>
            </div>
          )}
        </dl>
      </address>
    </section>
  );
}
