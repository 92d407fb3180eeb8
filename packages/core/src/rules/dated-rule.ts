/**
 * A regulated figure as dated data (docs/domain-rules.md): each version of a rule is one object with
 * its figures, the first day it applies and where it comes from. A new regulation is one new entry;
 * a lookup by date answers with the version in force that day, so old dates keep their old answer
 * and a page can list every rule in force.
 */

export interface RuleSource {
  /** The decision, law or report, as a reader would cite it (number and name). */
  title: string;
  /** Its date (YYYY-MM-DD): the decision's or the report's; absent when the source gives none. */
  date?: string;
  /** The official text or the report, when one is online. */
  url?: string;
  /** False while the figure rests on a press report or market figure not checked against an official text. */
  confirmed: boolean;
}

export interface DatedRule<Figures> {
  /** Stable name of the rule (the same for every version of it). */
  id: string;
  /** First day (YYYY-MM-DD, Turkish time) this version applies. */
  effectiveFrom: string;
  figures: Figures;
  sources: readonly RuleSource[];
}

/** The version of a rule in force on an ISO date: the latest whose effectiveFrom is not after it; null before the first. */
export function ruleInForce<F>(versions: readonly DatedRule<F>[], isoDate: string): DatedRule<F> | null {
  let found: DatedRule<F> | null = null;
  for (const version of versions) {
    if (version.effectiveFrom <= isoDate && (!found || version.effectiveFrom >= found.effectiveFrom))
      found = version;
  }
  return found;
}
