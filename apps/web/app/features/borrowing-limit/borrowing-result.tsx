import { formatPercent, formatTL, INTL_LOCALE_TAGS, type Locale } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { maxAmountForTerm } from '@pusula/core/loans/borrowing-limit.ts';
import { sumMoney } from '@pusula/core/money/round.ts';
import { TOOL_ROUTES } from '@pusula/core/site/routes.ts';
import { Link } from 'react-router';
import form from '../../components/ui/form.module.css';
import { Trans } from '../../lib/i18n/trans.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './borrowing.module.css';
import type { BorrowingAnswer, BorrowingRequest } from './borrowing-state.ts';

/** An ISO date as people read it in the language (the sample-data label). */
function readableDate(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** The loan comparison page of a type, with the amount and term filled in (it calculates on arrival). */
export function comparisonLink(loanType: string, amount: number, months: number): string {
  const path = TOOL_ROUTES.find((route) => route.page === loanType)?.path ?? '/';
  return `${path}?tutar=${amount}&vade=${months}`;
}

/** The answer: the largest amount, its instalment, the share of income, the offer assumed and why. */
export function BorrowingResult({ answer, request }: { answer: BorrowingAnswer; request: BorrowingRequest }) {
  const { t, i18n } = useTranslation();
  const locale = langFromCode(i18n.resolvedLanguage);
  if (answer.kind === 'refused' || answer.kind === 'noOffer') {
    const text =
      answer.kind === 'refused' ? (
        t(`calc:borrowing.refusals.${answer.reason}`, { share: request.sharePercent })
      ) : (
        // The amount with its unit is one left-to-right run (docs/number-format.md).
        <Trans
          i18nKey="calc:borrowing.refusals.noOffer"
          values={{ amount: formatTL(answer.amount, 0, locale) }}
          components={{ num: <bdi dir="ltr" /> }}
        />
      );
    return (
      <p className={styles.message} role="alert" data-testid="borrowing-message">
        {text}
      </p>
    );
  }
  const { offer, result } = answer;
  const money = (value: number) => formatTL(value, 2, locale);
  const rows = [
    {
      key: 'maxAmount',
      label: t('calc:borrowing.result.maxAmount'),
      value: formatTL(result.maxAmount, 0, locale),
    },
    { key: 'instalment', label: t('calc:borrowing.result.instalment'), value: money(result.instalment) },
    { key: 'existing', label: t('calc:borrowing.result.existing'), value: money(request.existingPayments) },
    {
      key: 'totalPayments',
      label: t('calc:borrowing.result.totalPayments'),
      value: money(sumMoney([result.instalment, request.existingPayments])),
    },
    {
      key: 'ratio',
      label: t('calc:borrowing.result.ratio'),
      value: formatPercent(result.ratioUsedPercent, 2, locale),
    },
    { key: 'bank', label: t('calc:borrowing.result.bank'), value: offer.displayName },
    {
      key: 'rate',
      label: t('calc:borrowing.result.rate'),
      value: formatPercent(offer.interestRate, 2, locale),
    },
  ];
  // The cap is a figure inside the sentence: isolated so it stays left-to-right in Arabic.
  const limitedBy =
    result.limitedBy === 'termCap' ? (
      <Trans
        i18nKey="calc:borrowing.result.limitedBy.termCap"
        values={{
          months: request.months,
          cap: formatTL(maxAmountForTerm(request.loanType, request.months), 0, locale),
        }}
        components={{ num: <bdi dir="ltr" /> }}
      />
    ) : (
      t(`calc:borrowing.result.limitedBy.${result.limitedBy}`, { share: request.sharePercent })
    );
  return (
    <section
      className={`${form.card} ${styles.result}`}
      aria-live="polite"
      aria-labelledby="borrowing-result-title"
      data-testid="borrowing-result"
    >
      <h2 id="borrowing-result-title" className={form.cardTitle}>
        {t('calc:borrowing.result.title')}
      </h2>
      <dl className={form.rows}>
        {rows.map((row) => (
          <div key={row.key} className={form.row} data-result={row.key}>
            <dt>{row.label}</dt>
            <dd className={row.key === 'bank' ? undefined : 'num'}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note} data-limited-by={result.limitedBy}>
        {limitedBy}
      </p>
      {offer.isSample && offer.asOf && (
        <p className={styles.sample}>
          {t('site.sampleDataAsOf', { date: readableDate(offer.asOf, locale) })}
        </p>
      )}
      <p className={styles.note} data-share={request.sharePercent}>
        {t(request.sharePercent === 50 ? 'calc:borrowing.result.rule50' : 'calc:borrowing.result.rule')}
      </p>
      <p className={styles.note}>{t('calc:borrowing.result.taxes')}</p>
      <div className={form.actions}>
        <Link
          className={form.primary}
          to={comparisonLink(request.loanType, result.maxAmount, request.months)}
        >
          {t('calc:borrowing.result.compare')}
        </Link>
      </div>
    </section>
  );
}
