import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/languages.ts';
import { hasKey } from '../i18n/translate.ts';
import {
  HOUSING_RULE_SETS,
  latestInForce,
  rulesAt,
  turkishToday,
  VEHICLE_RULE_SETS,
} from './asset-cap-rules.ts';
import { ASSET_CAP_SOURCE_NOTES } from './asset-cap-sources.ts';
import type { DatedRuleSet } from './asset-cap-types.ts';

const ids = (date: string) => {
  const rules = rulesAt(date);
  return {
    other: rules.vehicle.other?.id ?? null,
    domesticElectric: rules.vehicle.domesticElectric?.id ?? null,
    housing: rules.housing?.id ?? null,
  };
};

describe('rulesAt: the sets in force on a day', () => {
  it('answers a day before February 2026 by the earlier housing set, and after by decision 11364', () => {
    expect(ids('2026-01-31')).toEqual({
      other: 'vehicle-general',
      domesticElectric: 'vehicle-domestic-electric-2025-03-12',
      housing: 'housing-2026-01-01',
    });
    expect(ids('2026-02-01')).toEqual({
      other: 'vehicle-general',
      domesticElectric: 'vehicle-domestic-electric-2025-03-12',
      housing: 'housing-11364-2026-01-29',
    });
    expect(ids('2030-06-15').housing).toBe('housing-11364-2026-01-29');
  });

  it('has no electric or housing set before their first day; the undated general table always applies', () => {
    expect(ids('2025-03-11')).toEqual({ other: 'vehicle-general', domesticElectric: null, housing: null });
    expect(ids('2025-03-12').domesticElectric).toBe('vehicle-domestic-electric-2025-03-12');
    expect(ids('2025-12-31').housing).toBeNull();
    expect(rulesAt('2026-03-01').date).toBe('2026-03-01');
  });

  it('defaults to today in Turkey', () => {
    expect(rulesAt().date).toBe(turkishToday());
  });
});

describe('latestInForce', () => {
  const set = (id: string, inForceFrom: string | null): DatedRuleSet => ({
    id,
    inForceFrom,
    source: { authority: 'x' },
  });

  it('picks the latest set from the day or before, in any order; undated counts as always', () => {
    const sets = [set('new', '2026-01-01'), set('old', '2024-03-23')];
    expect(latestInForce(sets, '2024-03-22')).toBeNull();
    expect(latestInForce(sets, '2024-03-23')?.id).toBe('old');
    expect(latestInForce(sets, '2025-12-31')?.id).toBe('old');
    expect(latestInForce(sets, '2026-01-01')?.id).toBe('new');
    expect(latestInForce([...sets].reverse(), '2030-01-01')?.id).toBe('new');
    const withUndated = [set('undated', null), ...sets];
    expect(latestInForce(withUndated, '2000-01-01')?.id).toBe('undated');
    expect(latestInForce(withUndated, '2024-03-23')?.id).toBe('old');
  });

  it('reads today in Turkish time', () => {
    expect(turkishToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(turkishToday(new Date('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
  });
});

describe('the rule data', () => {
  const all = [...VEHICLE_RULE_SETS, ...HOUSING_RULE_SETS];

  it('gives every set a unique id, notes with the reports checked and bands rising in value', () => {
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect(Object.keys(ASSET_CAP_SOURCE_NOTES).sort()).toEqual(all.map((s) => s.id).sort());
    for (const ruleSet of all) {
      const notes = ASSET_CAP_SOURCE_NOTES[ruleSet.id];
      expect(notes?.reports.length).toBeGreaterThan(0);
      for (const report of notes?.reports ?? []) expect(report.url).toMatch(/^https:\/\//);
    }
    // A set without a confirmed first day says so.
    for (const ruleSet of all.filter((s) => s.inForceFrom === null)) {
      expect(ASSET_CAP_SOURCE_NOTES[ruleSet.id]?.unconfirmed).toMatch(/date/);
    }
    for (const ruleSet of [...VEHICLE_RULE_SETS, ...HOUSING_RULE_SETS]) {
      const limits = ruleSet.bands.map((band) => band.upTo);
      expect([...limits].sort((a, b) => a - b)).toEqual(limits);
    }
    for (const housing of HOUSING_RULE_SETS) expect(housing.bands.at(-1)?.upTo).toBe(Infinity);
  });

  it('has every vehicle refusal in Turkish, English and Arabic', () => {
    for (const vehicle of VEHICLE_RULE_SETS) {
      for (const lang of LANGS)
        expect(hasKey(lang, vehicle.refusal), `${lang} ${vehicle.refusal}`).toBe(true);
    }
  });
});
