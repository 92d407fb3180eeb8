/**
 * One builder per rule on `/yasal-limitler`, each reading the calculators' own dated data
 * (docs/domain-rules.md#rules-in-force), so the page can never say something the calculators do not do.
 */
import { DEPOSIT_INSURANCE_LIMITS } from '../deposits/constants.ts';
import { DEPOSIT_WITHHOLDING_RULES, WITHHOLDING_BANDS } from '../deposits/withholding-rules.ts';
import { rulesAt } from '../loans/asset-cap-rules.ts';
import { ASSET_CAP_SOURCE_NOTES } from '../loans/asset-cap-sources.ts';
import type { DatedRuleSet, VehicleRuleSet } from '../loans/asset-cap-types.ts';
import {
  ALLOCATION_FEE_CAP_EFFECTIVE_FROM,
  ALLOCATION_FEE_CAP_RATE,
  BSMV_RATE,
  BSMV_RATE_EFFECTIVE_FROM,
  KKDF_RATE,
  KKDF_RATE_EFFECTIVE_FROM,
} from '../loans/constants.ts';
import { EARLY_REPAYMENT_FEE_RULE } from '../loans/early-repayment-rules.ts';
import { PERSONAL_LOAN_TERM_CAPS, PERSONAL_LOAN_TERM_CAPS_EFFECTIVE_FROM } from '../loans/term-caps.ts';
import { ALLOCATION_FEE_BSMV_RULES, HOUSING_UPFRONT_COST_RULES } from '../loans/upfront-cost-rules.ts';
import { CARD_LEGAL_RULES } from './card-legal-rules.ts';
import { CPI_LEGAL_RULES } from './cpi-legal-rules.ts';
import { type RuleSource, ruleInForce } from './dated-rule.ts';
import type { LegalCell, LegalRule, LegalRuleBuilder, LegalSource } from './legal-rule-types.ts';
import { SOURCES } from './legal-sources.ts';
import { SALARY_LEGAL_RULES } from './salary-legal-rules.ts';

const percent = (value: number): LegalCell => ({ kind: 'percent', value });
const months = (value: number): LegalCell => ({ kind: 'months', value });
const text = (key: string): LegalCell => ({ kind: 'text', key });

/** `{ upTo }` bands in order → band cells: (previous upTo, upTo]. */
function bandCells<T extends { upTo: number }>(bands: readonly T[]): LegalCell[] {
  return bands.map((band, index) => ({
    kind: 'band',
    from: index === 0 ? null : (bands[index - 1]?.upTo ?? null),
    to: Number.isFinite(band.upTo) ? band.upTo : null,
  }));
}

/** A rule with one figure and its date: null before that date. */
function single(
  id: LegalRule['id'],
  inForceFrom: string,
  sources: readonly LegalSource[],
  columns: readonly string[],
  row: readonly LegalCell[],
): LegalRuleBuilder {
  return (date) => (date < inForceFrom ? null : { id, inForceFrom, sources, columns, rows: [row] });
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

/** The page's sources from a dated rule's (the note on confirmation stays in the docs). */
const sourcesOf = (sources: readonly RuleSource[]): LegalSource[] =>
  sources.map((source) => (source.url ? { title: source.title, url: source.url } : { title: source.title }));

const withholding: LegalRuleBuilder = (date) => {
  const rule = ruleInForce(DEPOSIT_WITHHOLDING_RULES, date);
  if (rule === null) return null;
  return {
    id: 'mevduat-stopaj',
    inForceFrom: rule.effectiveFrom,
    sources: sourcesOf(rule.sources),
    columns: ['depositTerm', 'withholdingRate'],
    rows: WITHHOLDING_BANDS.map((band) => [text(band), percent(rule.figures[band] * 100)]),
  };
};

const allocationFee: LegalRuleBuilder = (date) => {
  if (date < ALLOCATION_FEE_CAP_EFFECTIVE_FROM) return null;
  const tax = ruleInForce(ALLOCATION_FEE_BSMV_RULES, date);
  const cap = percent(ALLOCATION_FEE_CAP_RATE * 100);
  return {
    id: 'tahsis-ucreti',
    inForceFrom:
      tax && tax.effectiveFrom > ALLOCATION_FEE_CAP_EFFECTIVE_FROM
        ? tax.effectiveFrom
        : ALLOCATION_FEE_CAP_EFFECTIVE_FROM,
    sources: [...SOURCES.allocationFee, ...(tax ? sourcesOf(tax.sources) : [])],
    columns: ['loanKind', 'maxFee', 'bsmvOnFee'],
    rows: [
      [text('consumerLoansNotHousing'), cap, percent((tax?.figures.rate ?? 0) * 100)],
      [text('housingLoans'), cap, percent(0)],
    ],
  };
};

const housingCosts: LegalRuleBuilder = (date) => {
  const rule = ruleInForce(HOUSING_UPFRONT_COST_RULES, date);
  if (rule === null) return null;
  const { mortgageFee, appraisalFee, earthquakeInsurance } = rule.figures;
  return {
    id: 'konut-masraflari',
    inForceFrom: rule.effectiveFrom,
    sources: sourcesOf(rule.sources),
    columns: ['costItem', 'defaultAmount'],
    rows: [
      [text('mortgageFee'), { kind: 'money', value: mortgageFee }],
      [text('appraisalFee'), { kind: 'money', value: appraisalFee }],
      [text('earthquakeInsurance'), { kind: 'money', value: earthquakeInsurance }],
    ],
  };
};

const depositInsurance: LegalRuleBuilder = (date) => {
  const entry = DEPOSIT_INSURANCE_LIMITS.filter((limit) => limit.effectiveFrom <= date).at(-1);
  if (!entry) return null;
  return {
    id: 'tmsf',
    inForceFrom: entry.effectiveFrom,
    sources: SOURCES.depositInsurance,
    columns: ['perDepositorPerBank'],
    rows: [[{ kind: 'money', value: entry.amount }]],
  };
};

const earlyRepayment: LegalRuleBuilder = (date) => {
  const rule = EARLY_REPAYMENT_FEE_RULE;
  if (date < rule.effectiveFrom) return null;
  return {
    id: 'erken-odeme',
    inForceFrom: rule.effectiveFrom,
    sources: SOURCES.earlyRepayment,
    columns: ['loanKind', 'maxFee'],
    rows: [
      [text('housingOver36'), percent(rule.longRatePercent)],
      [text('housingUpTo36'), percent(rule.shortRatePercent)],
      [text('consumerLoans'), percent(0)],
    ],
  };
};

/** The page's order: loans' caps, taxes and fees, then deposits, then salaries, then cards and overdrafts. */
export const LEGAL_RULE_BUILDERS: readonly LegalRuleBuilder[] = [
  personalTermCaps,
  vehicleGeneral,
  vehicleElectric,
  housingLtv,
  single(
    'kkdf',
    KKDF_RATE_EFFECTIVE_FROM,
    SOURCES.kkdf,
    ['loanKind', 'rateOnInterest'],
    [text('consumerLoansNotHousing'), percent(KKDF_RATE * 100)],
  ),
  single(
    'bsmv',
    BSMV_RATE_EFFECTIVE_FROM,
    SOURCES.bsmv,
    ['loanKind', 'rateOnInterest'],
    [text('consumerLoansNotHousing'), percent(BSMV_RATE * 100)],
  ),
  allocationFee,
  housingCosts,
  earlyRepayment,
  withholding,
  depositInsurance,
  ...SALARY_LEGAL_RULES,
  ...CARD_LEGAL_RULES,
  ...CPI_LEGAL_RULES,
];
