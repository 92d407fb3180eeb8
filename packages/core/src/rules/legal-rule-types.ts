/** The shape of one rule on the rules page (docs/domain-rules.md#rules-in-force). */

export const LEGAL_RULE_IDS = [
  'ihtiyac-vade',
  'tasit-genel',
  'tasit-yerli-elektrikli',
  'konut-deger-orani',
  'kkdf',
  'bsmv',
  'tahsis-ucreti',
  'konut-masraflari',
  'erken-odeme',
  'mevduat-stopaj',
  'tmsf',
  'ucret-gelir-vergisi',
  'asgari-ucret',
  'sgk-primleri',
  'kart-azami-faiz',
  'kart-asgari-odeme',
  'kmh-azami-faiz',
  'kira-artis',
] as const;
export type LegalRuleId = (typeof LEGAL_RULE_IDS)[number];

export const LEGAL_LIMITS_PATH = '/yasal-limitler';

/** The link to one rule's row on the rules page (small, so calculators link without loading the rules). */
export function legalRuleHref(id: LegalRuleId): string {
  return `${LEGAL_LIMITS_PATH}#${id}`;
}

/** One table cell: typed, so each language formats it its own way. */
export type LegalCell =
  /** A TL amount. */
  | { kind: 'money'; value: number }
  /** A band of TL amounts: `from` exclusive (null: from zero), `to` inclusive (null: no upper end). */
  | { kind: 'band'; from: number | null; to: number | null }
  /** A percent (15 = 15 %). */
  | { kind: 'percent'; value: number }
  | { kind: 'months'; value: number }
  /** A share of the figures above it (25 = each limit × 0.25). */
  | { kind: 'share'; value: number }
  /** A text by key under `legal.cells.` (e.g. `noLoan`). */
  | { kind: 'text'; key: string };

export interface LegalSource {
  /** The source as published, in Turkish (a decision's number and date, a law and its article). */
  title: string;
  /** The official text or, where none is online, a dated press report. */
  url?: string;
}

export interface LegalRule {
  id: LegalRuleId;
  /** First day in force (YYYY-MM-DD); null when no source gave the day (the page says so). */
  inForceFrom: string | null;
  sources: readonly LegalSource[];
  /** Column heading keys under `legal.columns.`. */
  columns: readonly string[];
  rows: readonly (readonly LegalCell[])[];
}

/** Builds a rule's row for a date, or null when nothing of it is in force then. */
export type LegalRuleBuilder = (date: string) => LegalRule | null;
