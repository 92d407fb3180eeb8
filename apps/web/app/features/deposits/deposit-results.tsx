import {
  DEPOSIT_INSURANCE_EFFECTIVE_FROM,
  DEPOSIT_INSURANCE_LIMIT,
} from '@pusula/core/deposits/constants.ts';
import {
  formatNumber,
  formatPercent,
  formatTL,
  INTL_LOCALE_TAGS,
  type Locale,
} from '@pusula/core/format/number-format.ts';
import type { Lang } from '@pusula/core/i18n/languages.ts';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import type { DepositOffer } from './deposit-types.ts';
import styles from './deposits.module.css';
import { depositErrorDismissed } from './deposits-slice.ts';

function localeOf(language: string | undefined): Locale {
  const lang = (language ?? 'tr').slice(0, 2) as Lang;
  return lang === 'en' || lang === 'ar' ? lang : 'tr';
}

function formatIsoDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

function OfferCard({ offer, best, locale }: { offer: DepositOffer; best: boolean; locale: Locale }) {
  const { t } = useTranslation();
  const rows: [string, string, boolean?][] = [
    [t('deposits:results.annualRate'), formatPercent(offer.interestRate, 2, locale)],
    [t('deposits:results.grossInterest'), formatTL(offer.grossInterestAmount, 2, locale)],
    [
      t('deposits:results.withholding', {
        rate: formatNumber(offer.withholdingRate, Number.isInteger(offer.withholdingRate) ? 0 : 1, locale),
      }),
      `−${formatTL(offer.withholdingAmount, 2, locale)}`,
    ],
    [t('deposits:results.netInterest'), formatTL(offer.netInterestAmount, 2, locale), true],
    [t('deposits:results.totalReturn'), formatTL(offer.totalReturnAmount, 2, locale), true],
  ];
  return (
    <li
      className={best ? `${styles.card} ${styles.best}` : styles.card}
      data-testid="deposit-offer"
      data-bank={offer.bankName}
    >
      {best && <span className={styles.badge}>{t('deposits:results.bestOffer')}</span>}
      <div className={styles.bank}>
        <img
          className={styles.logo}
          src={`/api/banks/logo/${encodeURIComponent(offer.bankName)}`}
          alt=""
          width={40}
          height={40}
          loading="lazy"
        />
        <span className={styles.bankName}>{offer.displayName}</span>
      </div>
      <div className={styles.tags}>
        {offer.isPublicBank && <span className={styles.tag}>{t('deposits:results.publicBank')}</span>}
        {offer.hasStateGuarantee && (
          <span className={styles.tag}>{t('deposits:results.stateGuarantee')}</span>
        )}
        {offer.isParticipation && <span className={styles.tag}>{t('deposits:results.participation')}</span>}
      </div>
      <dl className={styles.rows}>
        {rows.map(([label, value, strong]) => (
          <div key={label} className={strong ? styles.strong : undefined}>
            <dt>{label}</dt>
            <dd className="num">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The disclaimer list, with the deposit-insurance figure from core's constant (not the spec's 400.000). */
export function DepositDisclaimer({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  // Under the page's h1 the disclaimer is a section (h2); in the home widget, a part of it (h3).
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  return (
    <aside className={styles.disclaimer} aria-labelledby="deposit-disclaimer">
      <Heading id="deposit-disclaimer">{t('deposits:disclaimer.title')}</Heading>
      <ul>
        <li>
          {t('deposits:disclaimer.insurance', {
            amount: formatTL(DEPOSIT_INSURANCE_LIMIT, 0, locale),
            date: formatIsoDate(DEPOSIT_INSURANCE_EFFECTIVE_FROM, locale),
          })}
        </li>
        <li>{t('deposits:disclaimer.withholding')}</li>
        <li>{t('deposits:disclaimer.rates')}</li>
        <li>{t('deposits:disclaimer.advice')}</li>
      </ul>
    </aside>
  );
}

/** Error banner (dismissable), prompt, empty message or the comparison cards, best first. */
export function DepositResults({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.deposits);
  const locale = localeOf(i18n.resolvedLanguage);
  const results = state.calculationResults;
  const asOf = results.find((offer) => offer.isSample && offer.asOf)?.asOf;
  let body: ReactNode = null;
  if (!state.error && !state.searched)
    body = <p className={styles.message}>{t('deposits:results.prompt')}</p>;
  else if (!state.error && results.length === 0)
    body = <p className={styles.message}>{t('deposits:results.empty')}</p>;
  else if (results.length > 0) {
    const first = results[0];
    body = (
      <>
        {first && (
          <p className={styles.summary}>
            {t('deposits:results.summary', {
              amount: formatTL(first.enteredAmount, 0, locale),
              count: first.maturity,
            })}
          </p>
        )}
        <ol className={styles.list}>
          {results.map((offer, index) => (
            <OfferCard key={offer.bankName} offer={offer} best={index === 0} locale={locale} />
          ))}
        </ol>
        {asOf && (
          <p className={styles.sample}>
            {i18n.t('site.sampleDataAsOf', { date: formatIsoDate(asOf, locale) })}
          </p>
        )}
      </>
    );
  }
  return (
    <section className={styles.results} aria-live="polite" aria-label={t('deposits:results.title')}>
      {state.error && (
        <div className={styles.banner} role="alert">
          <p>{i18n.exists(state.error) ? translateKnown(t, state.error) : state.error}</p>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('deposits:errors.dismiss')}
            onClick={() => dispatch(depositErrorDismissed())}
          >
            <X aria-hidden="true" size={18} />
          </button>
        </div>
      )}
      {body}
      <DepositDisclaimer headingLevel={headingLevel} />
    </section>
  );
}
