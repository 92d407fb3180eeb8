import type { LocalizedCampaign } from '@pusula/core/contract/content.ts';
import { INTL_LOCALE_TAGS } from '@pusula/core/format/number-format.ts';
import { type Lang, langFromCode } from '@pusula/core/i18n/languages.ts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './content.module.css';

/** An ISO date (YYYY-MM-DD) as people read it in the language: 20 Kasım 2026. */
function formatAsOf(iso: string, lang: Lang): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE_TAGS[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The card's title, as a link covering the whole card when the campaign has one. */
function CampaignTitle({ title, link, level }: { title: string; link: string | null; level: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  if (!link) return <Heading className={styles.cardTitle}>{title}</Heading>;
  const external = /^https:\/\//.test(link);
  return (
    <Heading className={styles.cardTitle}>
      {external ? (
        <a className={styles.cardLink} href={link} target="_blank" rel="noopener noreferrer">
          {title}
          <span className="visually-hidden"> ({t('content:newTab')})</span>
        </a>
      ) : (
        <Link className={styles.cardLink} to={link}>
          {title}
        </Link>
      )}
    </Heading>
  );
}

/**
 * Campaign cards (docs/content.md#campaigns-and-guides) in the current language; demo campaigns carry the
 * sample-data label. On the campaigns page the cards are its sections (h2) and the first row's images are
 * the largest paint, so they load at once; on the home page they sit under its own heading, further down.
 */
export function CampaignCards({
  campaigns,
  onOwnPage = false,
}: {
  campaigns: LocalizedCampaign[];
  onOwnPage?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = langFromCode(i18n.language);
  if (campaigns.length === 0) return <p className={styles.empty}>{t('content:campaigns.empty')}</p>;
  return (
    <ul className={styles.campaignGrid}>
      {campaigns.map((campaign, index) => {
        const text = campaign.texts[lang];
        return (
          <li key={campaign.id} className={styles.campaignCard} data-testid="campaign-card">
            <img
              className={styles.campaignImage}
              src={campaign.image}
              width={campaign.imageWidth}
              height={campaign.imageHeight}
              alt=""
              loading={onOwnPage && index < 2 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <div className={styles.cardBody}>
              <CampaignTitle title={text.title} link={campaign.link} level={onOwnPage ? 2 : 3} />
              <p className={styles.cardText}>{text.description}</p>
              {campaign.isSample && campaign.asOf && (
                <p className={styles.sample}>
                  {t('site.sampleDataAsOf', { date: formatAsOf(campaign.asOf, lang) })}
                </p>
              )}
              {campaign.link && (
                <span className={styles.more} aria-hidden="true">
                  {t('content:campaigns.more')}
                  <ArrowRight className={styles.mirror} size={16} />
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
