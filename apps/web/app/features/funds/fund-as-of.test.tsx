import fundsTexts from '@pusula/core/i18n/locales/tr/funds.json';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { formatAsOfList, otherAsOfDates, ownAsOf } from './fund-as-of.tsx';
import { FALLBACK_AS_OF, FALLBACK_FUNDS } from './fund-fallback.ts';
import { FundTable } from './fund-table.tsx';
import type { FundRow } from './fund-types.ts';
import { SampleLabel } from './fund-view.tsx';

// The home page brings these texts with its route (routes/home.tsx).
addTurkishTexts({ funds: fundsTexts });

const row = (fundCode: string, asOf: string | null): FundRow => ({
  fundCode,
  fundName: `Fon ${fundCode}`,
  umbrellaFundType: 'Hisse',
  oneMonthReturn: 1,
  threeMonthReturn: 2,
  sixMonthReturn: 3,
  yearToDateReturn: 4,
  oneYearReturn: 5,
  threeYearReturn: null,
  fiveYearReturn: null,
  asOf,
});

// The demo list: the real-priced AAL on 4 September, the generated ACP on the list's 20 November.
const demo = [row('AAL', '2026-09-04'), row('ACP', '2026-11-20'), row('ZZZ', null)];

const html = (element: ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe("a fund row's own date", () => {
  it('is the one to mark only when both it and the list date are known and they differ', () => {
    expect(ownAsOf(demo[0]!, '2026-11-20')).toBe('2026-09-04');
    expect(ownAsOf(demo[1]!, '2026-11-20')).toBeNull();
    expect(ownAsOf(demo[2]!, '2026-11-20')).toBeNull();
    expect(ownAsOf(demo[0]!, null)).toBeNull();
    expect(otherAsOfDates(demo, '2026-11-20')).toEqual(['2026-09-04']);
    expect(otherAsOfDates([...demo, row('B', '2026-10-01'), row('C', '2026-09-04')], '2026-11-20')).toEqual([
      '2026-10-01',
      '2026-09-04',
    ]);
    expect(otherAsOfDates([demo[1]!, demo[2]!], '2026-11-20')).toEqual([]);
  });

  it('several dates read as a list in the language, Latin digits in Arabic (docs/number-format.md)', () => {
    expect(formatAsOfList(['2026-10-01', '2026-09-04'], 'tr')).toBe('1 Ekim 2026 ve 4 Eylül 2026');
    expect(formatAsOfList(['2026-09-04'], 'en')).toMatch(/^(September 4, 2026|4 September 2026)$/);
    expect(formatAsOfList(['2026-09-04'], 'ar')).toMatch(/^4 سبتمبر 2026$/);
  });

  it('the sample label adds one sentence naming the other date, after the list date', () => {
    const label = textOf(html(<SampleLabel isSample asOf="2026-11-20" locale="tr" rows={demo} />));
    expect(label).toBe(
      'Örnek veri · 20 Kasım 2026 itibarıyla * İşaretli fonlar: 4 Eylül 2026 itibarıyla (fon platformunun gerçek fiyatlarından)',
    );
    // Every row on the list's date: the label as before, nothing more.
    expect(
      textOf(html(<SampleLabel isSample asOf="2026-11-20" locale="tr" rows={[demo[1]!, demo[2]!]} />)),
    ).toBe('Örnek veri · 20 Kasım 2026 itibarıyla');
    // Imported figures do not claim to be the sample's real prices.
    const stale = textOf(
      html(
        <SampleLabel isSample={false} stale asOf="2026-11-21" locale="tr" rows={[row('A', '2026-11-20')]} />,
      ),
    );
    expect(stale).toBe(
      'Son güncelleme yapılamadı · veriler 21 Kasım 2026 itibarıyla * İşaretli fonlar: 20 Kasım 2026 itibarıyla',
    );
    // Fresh imported figures: no label, unless a shown row is dated apart (then the sentence alone).
    expect(
      html(<SampleLabel isSample={false} asOf="2026-11-21" locale="tr" rows={[row('A', '2026-11-21')]} />),
    ).toBe('');
    expect(
      textOf(html(<SampleLabel isSample={false} asOf="2026-11-21" locale="tr" rows={[demo[1]!]} />)),
    ).toBe('* İşaretli fonlar: 20 Kasım 2026 itibarıyla');
  });

  it('the table marks the rows dated apart after their code, with the date for screen readers', () => {
    const markup = html(
      <FundTable rows={demo} locale="tr" status={null} caption="Fonlar" listAsOf="2026-11-20" />,
    );
    const codes = [...markup.matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/g)].map((match) => match[1] ?? '');
    expect(codes).toHaveLength(3);
    expect(codes[0]).toContain('title="4 Eylül 2026 itibarıyla"');
    expect(textOf(codes[0]!)).toBe('AAL* (4 Eylül 2026 itibarıyla)');
    expect(codes[0]).toMatch(/<span aria-hidden="true">\*<\/span><span class="visually-hidden">/);
    expect(textOf(codes[1]!)).toBe('ACP');
    expect(textOf(codes[2]!)).toBe('ZZZ');
    // Without the list's date nothing is marked.
    const plain = html(<FundTable rows={demo} locale="tr" status={null} caption="Fonlar" />);
    expect(plain).not.toContain('itibarıyla');
  });

  it('the built-in fallback rows share the fallback date: no marks, no extra sentence', () => {
    for (const rows of Object.values(FALLBACK_FUNDS)) {
      expect(rows.every((fund) => fund.asOf === FALLBACK_AS_OF)).toBe(true);
      expect(otherAsOfDates(rows, FALLBACK_AS_OF)).toEqual([]);
    }
  });
});
