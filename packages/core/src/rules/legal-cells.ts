/** Cells and sources shared by the loan and deposit rules' builders on `/yasal-limitler`. */
import type { RuleSource } from './dated-rule.ts';
import type { LegalCell, LegalSource } from './legal-rule-types.ts';

export const percent = (value: number): LegalCell => ({ kind: 'percent', value });
export const months = (value: number): LegalCell => ({ kind: 'months', value });
export const text = (key: string): LegalCell => ({ kind: 'text', key });

/** The page's sources from a dated rule's (the note on confirmation stays in the docs). */
export const sourcesOf = (sources: readonly RuleSource[]): LegalSource[] =>
  sources.map((source) => (source.url ? { title: source.title, url: source.url } : { title: source.title }));
