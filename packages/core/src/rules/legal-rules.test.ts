import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/languages.ts';
import { hasKey } from '../i18n/translate.ts';
import { KKDF_RATE } from '../loans/constants.ts';
import { LEGAL_RULE_IDS, legalRuleHref } from './legal-rule-types.ts';
import { legalRulesOn } from './legal-rules.ts';

const TODAY = '2026-11-25';

describe('the rules in force (docs/domain-rules.md#rules-in-force)', () => {
  it('lists each rule once, in the page order, with a date on or before the day asked', () => {
    const rules = legalRulesOn(TODAY);
    const ids = rules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(LEGAL_RULE_IDS.filter((id) => ids.includes(id)));
    for (const rule of rules) expect((rule.inForceFrom ?? '') <= TODAY).toBe(true);
    expect(ids).toEqual(
      expect.arrayContaining(['ihtiyac-vade', 'kkdf', 'bsmv', 'tahsis-ucreti', 'mevduat-stopaj', 'tmsf']),
    );
  });

  it('leaves out a rule before the day it took effect', () => {
    expect(legalRulesOn('2025-02-12').map((rule) => rule.id)).not.toContain('ihtiyac-vade');
    expect(legalRulesOn('2025-02-13').map((rule) => rule.id)).toContain('ihtiyac-vade');
    expect(legalRulesOn('2010-01-01').map((rule) => rule.id)).toEqual(['tasit-genel']); // its date is not known
  });

  it('names the TMSF limit in force on the day: 950.000 TL in 2025, 1.200.000 TL from 2026', () => {
    const tmsf = (date: string) => legalRulesOn(date).find((rule) => rule.id === 'tmsf')?.rows[0]?.[0];
    expect(tmsf('2025-12-31')).toEqual({ kind: 'money', value: 950_000 });
    expect(tmsf('2026-01-01')).toEqual({ kind: 'money', value: 1_200_000 });
  });

  it('reads the calculators own figures (KKDF 15 % on interest)', () => {
    const kkdf = legalRulesOn(TODAY).find((rule) => rule.id === 'kkdf');
    expect(kkdf?.rows[0]?.[1]).toEqual({ kind: 'percent', value: KKDF_RATE * 100 });
  });

  it('draws amount bands without gaps: each band starts where the one before it ends', () => {
    for (const rule of legalRulesOn(TODAY)) {
      const bands = rule.rows.map((row) => row[0]).filter((cell) => cell?.kind === 'band');
      bands.forEach((band, index) => {
        if (band?.kind !== 'band') return;
        const before = bands[index - 1];
        expect(band.from).toBe(index === 0 ? null : before?.kind === 'band' ? before.to : undefined);
      });
    }
  });

  it('has every title, summary, column and text cell in Turkish, English and Arabic', () => {
    const keys = new Set<string>();
    for (const rule of legalRulesOn(TODAY)) {
      keys.add(`common:legal.rules.${rule.id}.title`).add(`common:legal.rules.${rule.id}.summary`);
      for (const column of rule.columns) keys.add(`common:legal.columns.${column}`);
      for (const cell of rule.rows.flat())
        if (cell.kind === 'text') keys.add(`common:legal.cells.${cell.key}`);
    }
    for (const id of LEGAL_RULE_IDS) keys.add(`common:legal.rules.${id}.title`);
    const missing = LANGS.flatMap((lang) =>
      [...keys].filter((key) => !hasKey(lang, key)).map((key) => `${lang} ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists the salary rules from the calculator own figures (docs/domain-rules.md#salary)', () => {
    const rule = (id: string) => legalRulesOn('2026-01-01').find((found) => found.id === id);
    expect(rule('ucret-gelir-vergisi')?.rows.map((row) => row[1])).toEqual(
      [15, 20, 27, 35, 40, 0.759].map((value) => ({ kind: 'percent', value })),
    );
    expect(rule('ucret-gelir-vergisi')?.rows[2]?.[0]).toEqual({ kind: 'band', from: 400_000, to: 1_500_000 });
    expect(rule('asgari-ucret')?.rows.map((row) => row[1])).toEqual([
      { kind: 'money', value: 33_030 },
      { kind: 'money', value: 28_075.5 },
      { kind: 'text', key: 'incomeTaxExemptionRule' },
      { kind: 'money', value: 250.7 },
    ]);
    expect(rule('sgk-primleri')?.rows.at(-1)?.[1]).toEqual({ kind: 'money', value: 297_270 });
    expect(legalRulesOn('2025-12-31').map((found) => found.id)).not.toContain('asgari-ucret');
  });

  it('lists the card and overdraft ceilings and the minimum payment from the calculators own figures', () => {
    const rule = (id: string) => legalRulesOn('2026-11-27').find((found) => found.id === id);
    expect(rule('kart-azami-faiz')?.rows.map((row) => [row[1], row[2]])).toEqual(
      [
        [3.25, 3.55],
        [3.75, 4.05],
        [4.25, 4.55],
        [4.25, 4.55],
      ].map((pair) => pair.map((value) => ({ kind: 'percent', value }))),
    );
    expect(rule('kart-asgari-odeme')?.rows).toEqual([
      [
        { kind: 'band', from: null, to: 50_000 },
        { kind: 'percent', value: 20 },
      ],
      [
        { kind: 'band', from: 50_000, to: null },
        { kind: 'percent', value: 40 },
      ],
    ]);
    expect(rule('kmh-azami-faiz')?.rows[0]?.[1]).toEqual({ kind: 'percent', value: 4.25 });
    expect(legalRulesOn('2025-12-31').map((found) => found.id)).not.toContain('kart-azami-faiz');
  });

  it('links a rule by its anchor on the rules page', () => {
    expect(legalRuleHref('kkdf')).toBe('/yasal-limitler#kkdf');
  });
});
