import type {
  DatedRuleSet,
  HousingRuleSet,
  RulesInForce,
  VehicleKind,
  VehicleRuleSet,
} from './asset-cap-types.ts';

/**
 * Loan caps by the asset's value as dated data (docs/domain-rules.md#asset-value-caps): each set applies
 * from its `inForceFrom` day until the next set of its family, so a new regulation is one new row here.
 * Bands are read in order; a value belongs to the first band whose `upTo` (TL, inclusive) it does not
 * exceed. `maxLtv` is a percent of the value (70 = 70 %). The reports each set was checked against,
 * and what they did not confirm, are in asset-cap-sources.ts; no official text was found for any set.
 */

/** Vehicle tables, oldest first within each kind. */
export const VEHICLE_RULE_SETS: readonly VehicleRuleSet[] = [
  {
    id: 'vehicle-general',
    kind: 'other',
    inForceFrom: null,
    source: {
      authority: 'BDDK',
    },
    bands: [
      { upTo: 400_000, maxTerm: 48, maxLtv: 70 },
      { upTo: 800_000, maxTerm: 36, maxLtv: 50 },
      { upTo: 1_200_000, maxTerm: 24, maxLtv: 30 },
      { upTo: 2_000_000, maxTerm: 12, maxLtv: 20 },
    ],
    refusal: 'calc:asset.vehicleRefusedGeneral',
  },
  {
    id: 'vehicle-domestic-electric-2025-03-12',
    kind: 'domesticElectric',
    inForceFrom: '2025-03-12',
    source: {
      authority: 'BDDK',
      decidedOn: '2025-03-12',
    },
    bands: [
      { upTo: 2_500_000, maxTerm: 48, maxLtv: 70 },
      { upTo: 5_000_000, maxTerm: 36, maxLtv: 50 },
      { upTo: 6_500_000, maxTerm: 24, maxLtv: 30 },
      { upTo: 7_500_000, maxTerm: 12, maxLtv: 20 },
    ],
    refusal: 'calc:asset.vehicleRefusedElectric',
  },
];

/** The same share for every energy class (the earlier set knew no classes). */
const flat = (percent: number) => ({ AB: percent, C: percent, other: percent });

/** Housing loan-to-value tables, oldest first. */
export const HOUSING_RULE_SETS: readonly HousingRuleSet[] = [
  {
    id: 'housing-2026-01-01',
    inForceFrom: '2026-01-01',
    source: {
      // The site's own earlier figures, not a decision's (asset-cap-sources.ts says what they are).
      authority: 'site',
    },
    bands: [
      { upTo: 5_000_000, maxLtv: flat(70) },
      { upTo: 10_000_000, maxLtv: flat(50) },
      { upTo: Number.POSITIVE_INFINITY, maxLtv: flat(50) },
    ],
    ownerSharePercent: 25,
  },
  {
    id: 'housing-11364-2026-01-29',
    inForceFrom: '2026-02-01',
    source: {
      authority: 'BDDK',
      decisionNo: '11364',
      decidedOn: '2026-01-29',
    },
    bands: [
      { upTo: 5_000_000, maxLtv: { AB: 90, C: 80, other: 70 } },
      { upTo: 7_000_000, maxLtv: { AB: 80, C: 70, other: 60 } },
      { upTo: 10_000_000, maxLtv: { AB: 70, C: 60, other: 50 } },
      { upTo: 20_000_000, maxLtv: { AB: 50, C: 40, other: 30 } },
      { upTo: Number.POSITIVE_INFINITY, maxLtv: { AB: 40, C: 30, other: 20 } },
    ],
    ownerSharePercent: 25,
  },
];

/** Today in Turkey (UTC+3 all year) as YYYY-MM-DD. */
export function turkishToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The latest set of a family in force on `date`: an undated set counts as in force since always. */
export function latestInForce<T extends DatedRuleSet>(sets: readonly T[], date: string): T | null {
  let found: T | null = null;
  for (const set of sets) {
    const from = set.inForceFrom ?? '';
    if (from <= date && (found === null || from >= (found.inForceFrom ?? ''))) found = set;
  }
  return found;
}

/** Every asset rule set in force on `date` (YYYY-MM-DD, Turkish day; default today). */
export function rulesAt(
  date: string = turkishToday(),
  vehicleSets: readonly VehicleRuleSet[] = VEHICLE_RULE_SETS,
  housingSets: readonly HousingRuleSet[] = HOUSING_RULE_SETS,
): RulesInForce {
  const ofKind = (kind: VehicleKind) =>
    latestInForce(
      vehicleSets.filter((set) => set.kind === kind),
      date,
    );
  return {
    date,
    vehicle: { other: ofKind('other'), domesticElectric: ofKind('domesticElectric') },
    housing: latestInForce(housingSets, date),
  };
}
