/**
 * Loan caps by the asset's value, as dated data (docs/domain-rules.md#asset-value-caps): each rule set
 * applies from its `inForceFrom` day until the next one, so a new regulation is one new row here.
 * Bands are read in order; a value belongs to the first band whose `upTo` (TL, inclusive) it does not
 * exceed. `maxLtv` is a percent of the value (70 = 70 %).
 */

export interface VehicleBand {
  /** Invoice value upper limit in TL, inclusive. */
  upTo: number;
  /** Longest term in months. */
  maxTerm: number;
  /** Largest loan as a percent of the invoice value. */
  maxLtv: number;
}

export interface HousingBand {
  /** Home value upper limit in TL, inclusive (Infinity for the last band). */
  upTo: number;
  /** Largest loan as a percent of the home's value. */
  maxLtv: number;
}

export interface AssetCapRuleSet {
  /** First day (YYYY-MM-DD, Turkish time) the set applies. */
  inForceFrom: string;
  source: string;
  /** Vehicle bands; a value above the last band gets no loan (BDDK: 0 % of the value). */
  vehicle: readonly VehicleBand[];
  /** Housing bands; the last one is open-ended (the site's choice above 10 M TL, see the docs). */
  housing: readonly HousingBand[];
}

/** Oldest first. */
export const ASSET_CAP_RULE_SETS: readonly AssetCapRuleSet[] = [
  {
    inForceFrom: '2026-01-01',
    source:
      'BDDK Kurul Kararı on vehicle loans (term and loan-to-value by final invoice value; above 7.500.000 TL 0 %) ' +
      'and the 2026 housing loan-to-value limits, as in the domain notes checked in late 2026',
    vehicle: [
      { upTo: 2_500_000, maxTerm: 48, maxLtv: 70 },
      { upTo: 5_000_000, maxTerm: 36, maxLtv: 50 },
      { upTo: 6_500_000, maxTerm: 24, maxLtv: 30 },
      { upTo: 7_500_000, maxTerm: 12, maxLtv: 20 },
    ],
    housing: [
      { upTo: 5_000_000, maxLtv: 70 },
      { upTo: 10_000_000, maxLtv: 50 },
      // Above 10 M TL the 10 M band's 50 % still applies: no rule forbids such loans, and a lower share
      // for dearer homes would have no source (docs/domain-rules.md#asset-value-caps).
      { upTo: Number.POSITIVE_INFINITY, maxLtv: 50 },
    ],
  },
];

/** Today in Turkey (UTC+3 all year) as YYYY-MM-DD. */
export function turkishToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The rule set in force on `date` (YYYY-MM-DD): the latest one from that day or before; null before the first. */
export function rulesOn(
  date: string = turkishToday(),
  sets: readonly AssetCapRuleSet[] = ASSET_CAP_RULE_SETS,
): AssetCapRuleSet | null {
  let found: AssetCapRuleSet | null = null;
  for (const set of sets) {
    if (set.inForceFrom <= date && (found === null || set.inForceFrom >= found.inForceFrom)) found = set;
  }
  return found;
}
