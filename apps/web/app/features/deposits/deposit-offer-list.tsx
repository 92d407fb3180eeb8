import { depositNetRealReturn } from '@pusula/core/cpi/cpi-arithmetic.ts';
import { formatIsoDate } from '@pusula/core/format/date-format.ts';
import { formatNumber, formatPercent, formatTL, type Locale } from '@pusula/core/format/number-format.ts';
import { addDays } from '@pusula/core/rules/calendar.ts';
import { BankLogo } from '../../components/ui/bank-logo.tsx';
import { Trans } from '../../lib/i18n/trans.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import type { DepositOffer } from './deposit-types.ts';
import styles from './deposits.module.css';

/** The latest 12-month inflation the page hands in (docs/domain-rules.md#consumer-price-index). */
export interface DepositInflation {
  percent: number;
  /** Its label in the page language, naming the month and the rate. */
  note: string;
}

function OfferCard({
  offer,
  best,
  locale,
  inflation,
}: {
  offer: DepositOffer;
  best: boolean;
  locale: Locale;
  inflation?: DepositInflation | null;
}) {
  const { t } = useTranslation();
  // A participation bank pays profit share (kâr payı), not interest: docs/domain-rules.md#participation-banks.
  const own = offer.isParticipation;
  const rows: [string, string, boolean?][] = [
    [
      own ? t('deposits:results.annualProfitShare') : t('deposits:results.annualRate'),
      formatPercent(offer.interestRate, 2, locale),
    ],
    [
      own ? t('deposits:results.grossProfitShare') : t('deposits:results.grossInterest'),
      formatTL(offer.grossInterestAmount, 2, locale),
    ],
    [
      t('deposits:results.withholding', {
        rate: formatNumber(offer.withholdingRate, Number.isInteger(offer.withholdingRate) ? 0 : 1, locale),
      }),
      `−${formatTL(offer.withholdingAmount, 2, locale)}`,
    ],
    [t('deposits:results.netInterest'), formatTL(offer.netInterestAmount, 2, locale), true],
    [t('deposits:results.totalReturn'), formatTL(offer.totalReturnAmount, 2, locale), true],
  ];
  const principal = offer.totalReturnAmount - offer.netInterestAmount;
  if (inflation && principal > 0 && offer.maturity > 0) {
    const real = depositNetRealReturn(offer.netInterestAmount, principal, offer.maturity, inflation.percent);
    rows.push(
      [t('deposits:results.netYearly'), formatPercent(real.netYearlyPercent, 2, locale)],
      [
        t('deposits:results.netRealReturn', { note: inflation.note }),
        formatPercent(real.realPercent, 2, locale),
      ],
    );
  }
  return (
    <li
      className={best ? `${styles.card} ${styles.best}` : styles.card}
      data-testid="deposit-offer"
      data-bank={offer.bankName}
    >
      {best && <span className={styles.badge}>{t('deposits:results.bestOffer')}</span>}
      <div className={styles.bank}>
        <BankLogo className={styles.logo} bankName={offer.bankName} />
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

/**
 * The comparison cards, best first, under a one-line summary with the maturity date (the start date
 * plus the term: docs/domain-rules.md#withholding-on-deposits); sample figures say so with their date.
 */
export function OfferList({
  results,
  locale,
  startDate,
  inflation,
}: {
  results: DepositOffer[];
  locale: Locale;
  startDate: string | null;
  /** With it, each card shows the net real return (the deposits page hands it in). */
  inflation?: DepositInflation | null;
}) {
  const { t, i18n } = useTranslation();
  const first = results[0];
  const maturity = first && startDate ? addDays(startDate, first.maturity) : null;
  const asOf = results.find((offer) => offer.isSample && offer.asOf)?.asOf;
  return (
    <>
      {first && (
        <p className={styles.summary}>
          {/* The amount and the days are each one left-to-right run (docs/number-format.md). */}
          <Trans
            i18nKey="deposits:results.summary"
            values={{ amount: formatTL(first.enteredAmount, 0, locale), count: first.maturity }}
            components={{ num: <bdi dir="ltr" /> }}
          />
          {maturity && (
            <>
              {' · '}
              <span data-testid="deposit-maturity" data-date={maturity}>
                {t('deposits:results.maturityDate', {
                  date: `\u2068${formatIsoDate(maturity, locale)}\u2069`,
                })}
              </span>
            </>
          )}
        </p>
      )}
      <ol className={styles.list}>
        {results.map((offer, index) => (
          <OfferCard
            key={offer.bankName}
            offer={offer}
            best={index === 0}
            locale={locale}
            inflation={inflation}
          />
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
