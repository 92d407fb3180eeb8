import {
  DEPOSIT_INSURANCE_EFFECTIVE_FROM,
  DEPOSIT_INSURANCE_LIMIT,
} from '@pusula/core/deposits/constants.ts';
import { DEPOSIT_WITHHOLDING_RULES } from '@pusula/core/deposits/withholding-rules.ts';
import { formatIsoDate, localeOf } from '@pusula/core/format/date-format.ts';
import { formatPercent, formatTL, type Locale } from '@pusula/core/format/number-format.ts';
import { istanbulToday } from '@pusula/core/rules/calendar.ts';
import { ruleInForce } from '@pusula/core/rules/dated-rule.ts';
import { legalRuleHref } from '@pusula/core/rules/legal-rule-types.ts';
import { X } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Trans } from '../../lib/i18n/trans.tsx';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import type { DepositInflation } from './deposit-offer-list.tsx';
import styles from './deposits.module.css';
import { depositErrorDismissed, selectDeposits } from './deposits-slice.ts';

/**
 * The comparison cards show only after a search: their code loads when the form is first used
 * (deposit-form.tsx) or when results arrive, not with the page (docs/decisions/0009-start-and-first-load.md).
 */
export const loadOfferList = () => import('./deposit-offer-list.tsx');
const OfferList = lazy(() => loadOfferList().then((module) => ({ default: module.OfferList })));

/** The stopaj rates in force today, as the disclaimer prints them (docs/domain-rules.md#withholding-on-deposits). */
function withholdingRates(locale: Locale): Record<string, string> {
  const figures = ruleInForce(DEPOSIT_WITHHOLDING_RULES, istanbulToday())?.figures;
  const rates: Record<string, string> = {};
  for (const [band, rate] of Object.entries(figures ?? {})) {
    const percent = Math.round(rate * 1000) / 10;
    rates[band] = formatPercent(percent, Number.isInteger(percent) ? 0 : 1, locale);
  }
  return rates;
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
          {/* Each figure with its unit is one left-to-right run (docs/number-format.md). */}
          <Trans
            i18nKey="deposits:disclaimer.insurance"
            values={{
              amount: formatTL(DEPOSIT_INSURANCE_LIMIT, 0, locale),
              date: formatIsoDate(DEPOSIT_INSURANCE_EFFECTIVE_FROM, locale),
            }}
            components={{ num: <bdi dir="ltr" /> }}
          />{' '}
          <Link to={legalRuleHref('tmsf')}>{t('deposits:disclaimer.ruleLink')}</Link>
        </li>
        <li>
          <Trans
            i18nKey="deposits:disclaimer.withholding"
            values={withholdingRates(locale)}
            components={{ num: <bdi dir="ltr" /> }}
          />{' '}
          <Link to={legalRuleHref('mevduat-stopaj')}>{t('deposits:disclaimer.ruleLink')}</Link>
        </li>
        <li>{t('deposits:disclaimer.rates')}</li>
        <li>{t('deposits:disclaimer.advice')}</li>
      </ul>
    </aside>
  );
}

/** Error banner (dismissable), prompt, empty message or the comparison cards, best first. */
export function DepositResults({
  headingLevel = 3,
  inflation,
}: {
  headingLevel?: 2 | 3;
  /** The latest 12-month inflation, for the net real return (the deposits page hands it in). */
  inflation?: DepositInflation | null;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectDeposits(root));
  const locale = localeOf(i18n.resolvedLanguage);
  const results = state.calculationResults;
  let body: ReactNode = null;
  if (!state.error && !state.searched)
    body = <p className={styles.message}>{t('deposits:results.prompt')}</p>;
  else if (!state.error && results.length === 0)
    body = <p className={styles.message}>{t('deposits:results.empty')}</p>;
  else if (results.length > 0) {
    body = (
      <Suspense fallback={null}>
        <OfferList results={results} locale={locale} startDate={state.startDate} inflation={inflation} />
      </Suspense>
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
