/**
 * The rent increase rule on `/yasal-limitler` (docs/domain-rules.md#consumer-price-index), read from
 * the published index the database is seeded with.
 */
import { twelveMonthAverageChange } from '../cpi/cpi-arithmetic.ts';
import { CPI_SOURCES, PUBLISHED_CPI, PUBLISHED_CPI_AS_OF, RENT_RULE_SOURCES } from '../cpi/cpi-published.ts';
import { cpiSeries } from '../cpi/cpi-series.ts';
import type { LegalCell, LegalRuleBuilder } from './legal-rule-types.ts';

/** The 25 % cap for homes ended on this day; from it on the 12-month average alone applies. */
export const RENT_RULE_IN_FORCE_FROM = '2024-07-01';

const text = (key: string): LegalCell => ({ kind: 'text', key });

const rentIncreaseRule: LegalRuleBuilder = (date) => {
  if (date < RENT_RULE_IN_FORCE_FROM) return null;
  const latest = twelveMonthAverageChange(cpiSeries(PUBLISHED_CPI), PUBLISHED_CPI_AS_OF);
  const sources = [...RENT_RULE_SOURCES, ...CPI_SOURCES].map((source) => {
    const title = source.date ? `${source.title}, ${source.date}` : source.title;
    return source.url ? { title, url: source.url } : { title };
  });
  return {
    id: 'kira-artis',
    inForceFrom: RENT_RULE_IN_FORCE_FROM,
    sources,
    columns: ['item', 'figure'],
    rows: [
      [text('rentCap'), text('rentCapRule')],
      // The cell's text names PUBLISHED_CPI_AS_OF's month (cpi-legal-rules.test.ts keeps them together).
      [text('rentLatestRate'), latest === null ? text('noFigure') : { kind: 'percent', value: latest }],
      [text('housingCapEnded'), text('housingCapEndedRule')],
    ],
  };
};

export const CPI_LEGAL_RULES: readonly LegalRuleBuilder[] = [rentIncreaseRule];
