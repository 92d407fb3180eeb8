import { describe, expect, it } from 'vitest';
import { PUBLISHED_CPI_AS_OF } from '../cpi/cpi-published.ts';
import { translate } from '../i18n/translate.ts';
import { legalRulesOn } from './legal-rules.ts';

describe('the rent increase rule on /yasal-limitler', () => {
  it('is listed from 2024-07-01 with the latest seeded 12-month average (April 2026: 32,43 %, derived)', () => {
    expect(legalRulesOn('2024-06-30').map((rule) => rule.id)).not.toContain('kira-artis');
    const rule = legalRulesOn('2026-11-27').find((found) => found.id === 'kira-artis');
    expect(rule?.inForceFrom).toBe('2024-07-01');
    expect(rule?.rows[1]?.[1]).toEqual({ kind: 'percent', value: 32.43 });
    expect(rule?.sources.some((source) => source.title.includes('madde 344'))).toBe(true);
    expect(rule?.sources.some((source) => source.title.includes('Nisan 2026 %32,37 / %4,18'))).toBe(true);
  });

  it('names the month of the latest published figure in each language', () => {
    expect(PUBLISHED_CPI_AS_OF).toBe('2026-04');
    expect(translate('tr', 'common:legal.cells.rentLatestRate')).toContain('Nisan 2026');
    expect(translate('en', 'common:legal.cells.rentLatestRate')).toContain('April 2026');
    expect(translate('ar', 'common:legal.cells.rentLatestRate')).toContain('أبريل 2026');
  });
});
