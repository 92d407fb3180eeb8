/**
 * Shapes of the dated loan caps by the asset's value (docs/domain-rules.md#asset-value-caps): each rule set
 * names its figures, the day it applies from and its source, so one list can feed the calculators and a
 * page of every rule in force. Data: asset-cap-rules.ts. Light on purpose: the forms load this file
 * before any calculation, the figures only when they calculate.
 */

import type { LoanType } from './constants.ts';

/** Loan types whose forms ask the asset's value (docs/domain-rules.md#asset-value-caps). */
export const ASSET_VALUE_LOAN_TYPES: readonly LoanType[] = ['tasit', 'konut'];

export function takesAssetValue(loanType: LoanType): boolean {
  return ASSET_VALUE_LOAN_TYPES.includes(loanType);
}

/** Which vehicle table applies: electric cars made in Türkiye have their own (BDDK, 2025-03-12). */
export const VEHICLE_KINDS = ['other', 'domesticElectric'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];
export const DEFAULT_VEHICLE_KIND: VehicleKind = 'other';

/** The home's energy certificate: A–B, C, or D–G / none / not known (the lowest column). */
export const ENERGY_CLASSES = ['AB', 'C', 'other'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];
export const DEFAULT_ENERGY_CLASS: EnergyClass = 'other';

/** What the visitor says about the asset beyond its value; absent fields take the defaults above. */
export interface AssetDetails {
  vehicleKind?: VehicleKind;
  energyClass?: EnergyClass;
  /** The buyer, the spouse or a child under 18 already owns a home (default false). */
  ownsHome?: boolean;
}

/** Who decided, and the decision's number, date and official text where they were found. */
export interface RuleSource {
  authority: string;
  decisionNo?: string;
  /** Decision date YYYY-MM-DD. */
  decidedOn?: string;
  /** Official text, where one exists and was found. */
  url?: string;
}

/** A press report or official page a figure was checked against. */
export interface RuleReport {
  name: string;
  url: string;
  /** Publication date YYYY-MM-DD where the copy shows one. */
  date?: string;
}

/**
 * The longer notes behind a rule set, kept apart (asset-cap-sources.ts) so the calculators do not ship
 * them: the decision's title, the reports checked and what they did not confirm.
 */
export interface RuleSourceNotes {
  title: string;
  reports: readonly RuleReport[];
  unconfirmed?: string;
}

export interface DatedRuleSet {
  /** Stable name of the set, for links to its row. */
  id: string;
  /**
   * First day (YYYY-MM-DD, Turkish time) the set applies; null when no source gave the day: the set
   * then applies on every date until a later set of its family replaces it.
   */
  inForceFrom: string | null;
  source: RuleSource;
}

export interface VehicleBand {
  /** Invoice value upper limit in TL, inclusive. */
  upTo: number;
  /** Longest term in months. */
  maxTerm: number;
  /** Largest loan as a percent of the invoice value. */
  maxLtv: number;
}

export interface VehicleRuleSet extends DatedRuleSet {
  kind: VehicleKind;
  /** Bands in order; a value above the last gets no loan (the decision's 0 %). */
  bands: readonly VehicleBand[];
  /** Message key of the refusal above the last band (calc namespace). */
  refusal: string;
}

export interface HousingBand {
  /** Home value upper limit in TL, inclusive (Infinity for the last band). */
  upTo: number;
  /** Largest loan as a percent of the home's value, by energy class. */
  maxLtv: Readonly<Record<EnergyClass, number>>;
}

export interface HousingRuleSet extends DatedRuleSet {
  bands: readonly HousingBand[];
  /** The share of the limits left when the buyer already owns a home, in percent (25 = reduced by 75 %). */
  ownerSharePercent: number;
}

/** The sets in force on one day: one per vehicle kind and one for housing (null: none known then). */
export interface RulesInForce {
  date: string;
  vehicle: Readonly<Record<VehicleKind, VehicleRuleSet | null>>;
  housing: HousingRuleSet | null;
}
