/**
 * The loans' caps on `/yasal-limitler`: personal-loan terms, vehicle terms and loan-to-value, housing
 * loan-to-value, read from the calculators' own dated data (docs/domain-rules.md#rules-in-force).
 */
import { rulesAt } from '../loans/asset-cap-rules.ts';
import { ASSET_CAP_SOURCE_NOTES } from '../loans/asset-cap-sources.ts';
import type { DatedRuleSet, VehicleRuleSet } from '../loans/asset-cap-types.ts';
import { PERSONAL_LOAN_TERM_CAPS, PERSONAL_LOAN_TERM_CAPS_EFFECTIVE_FROM } from '../loans/term-caps.ts';
import { months, percent, text } from './legal-cells.ts';
import type { LegalCell, LegalRule, LegalRuleBuilder, LegalSource } from './legal-rule-types.ts';
import { SOURCES } from './legal-sources.ts';

/** `{ upTo }` bands in order → band cells: (previous upTo, upTo]. */
function bandCells<T extends { upTo: number }>(bands: readonly T[]): LegalCell[] {
  return bands.map((band, index) => ({
    kind: 'band',
    from: index === 0 ? null : (bands[index - 1]?.upTo ?? null),
    to: Number.isFinite(band.upTo) ? band.upTo : null,
  }));
}

const personalTermCaps: LegalRuleBuilder = (date) => {
  if (date < PERSONAL_LOAN_TERM_CAPS_EFFECTIVE_FROM) return null;
  const bands = bandCells(PERSONAL_LOAN_TERM_CAPS);
  return {
    id: 'ihtiyac-vade',
    inForceFrom: PERSONAL_LOAN_TERM_CAPS_EFFECTIVE_FROM,
    sources: SOURCES.personalTermCaps,
    columns: ['loanAmount', 'maxTerm'],
    rows: PERSONAL_LOAN_TERM_CAPS.map((cap, index) => [bands[index] as LegalCell, months(cap.maxMonths)]),
  };
};

/** An asset rule set's sources: its decision, then the reports it was checked against. */
function assetSources(set: DatedRuleSet): LegalSource[] {
  const notes = ASSET_CAP_SOURCE_NOTES[set.id];
  const { authority, decisionNo, decidedOn, url } = set.source;
  const decision = [authority, decisionNo && `Kurul Kararı ${decisionNo}`, decidedOn, notes?.title]
    .filter(Boolean)
    .join(', ');
  return [
    url ? { title: decision, url } : { title: decision },
    ...(notes?.reports ?? []).map((report) => ({
      title: report.date ? `${report.name}, ${report.date}` : report.name,
      url: report.url,
    })),
  ];
}

function vehicleRule(
  id: 'tasit-genel' | 'tasit-yerli-elektrikli',
  set: VehicleRuleSet | null,
): LegalRule | null {
  if (set === null) return null;
  const bands = bandCells(set.bands);
  const last = set.bands.at(-1);
  return {
    id,
    inForceFrom: set.inForceFrom,
    sources: assetSources(set),
    columns: ['invoiceValue', 'maxTerm', 'maxLtv'],
    rows: [
      ...set.bands.map((band, index) => [
        bands[index] as LegalCell,
        months(band.maxTerm),
        percent(band.maxLtv),
      ]),
      ...(last
        ? [[{ kind: 'band', from: last.upTo, to: null } as LegalCell, text('noLoan'), percent(0)]]
        : []),
    ],
  };
}

const vehicleGeneral: LegalRuleBuilder = (date) => vehicleRule('tasit-genel', rulesAt(date).vehicle.other);
const vehicleElectric: LegalRuleBuilder = (date) =>
  vehicleRule('tasit-yerli-elektrikli', rulesAt(date).vehicle.domesticElectric);

const housingLtv: LegalRuleBuilder = (date) => {
  const set = rulesAt(date).housing;
  if (set === null) return null;
  const bands = bandCells(set.bands);
  return {
    id: 'konut-deger-orani',
    inForceFrom: set.inForceFrom,
    sources: assetSources(set),
    columns: ['homeValue', 'energyAB', 'energyC', 'energyOther'],
    rows: [
      ...set.bands.map((band, index) => [
        bands[index] as LegalCell,
        percent(band.maxLtv.AB),
        percent(band.maxLtv.C),
        percent(band.maxLtv.other),
      ]),
      [
        text('ownsHome'),
        { kind: 'share', value: set.ownerSharePercent },
        { kind: 'share', value: set.ownerSharePercent },
        { kind: 'share', value: set.ownerSharePercent },
      ],
    ],
  };
};

export const LOAN_CAP_LEGAL_RULES: readonly LegalRuleBuilder[] = [
  personalTermCaps,
  vehicleGeneral,
  vehicleElectric,
  housingLtv,
];
