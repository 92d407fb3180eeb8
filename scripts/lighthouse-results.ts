import type { Result } from 'lighthouse';

/** What a Lighthouse run of a route gives (scripts/lighthouse.ts): scores, failed audits, and their print. */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailedAudit {
  id: string;
  title: string;
  displayValue?: string;
  /** Category points this audit costs (weight × missing score), summed over the four categories. */
  pointsLost: number;
  /** Estimated gain Lighthouse gives for an opportunity: milliseconds of the metrics, bytes. */
  savingsMs: number;
  savingsBytes: number;
}

export interface RouteResult {
  path: string;
  scores: Record<Category, number>;
  failed: FailedAudit[];
  /** The host's Lighthouse benchmark index measured before the (median) run, and the CPU slowdown it gave. */
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/** Lighthouse's own pass mark: an audit below 0.9 is shown as failed (binary audits score 0 or 1). */
const PASS = 0.9;

export function failedAudits(lhr: Result): FailedAudit[] {
  const pointsLost = new Map<string, number>();
  for (const category of Object.values(lhr.categories)) {
    const total = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
    for (const ref of category.auditRefs) {
      const score = lhr.audits[ref.id]?.score;
      if (total === 0 || typeof score !== 'number') continue;
      pointsLost.set(ref.id, (pointsLost.get(ref.id) ?? 0) + (100 * ref.weight * (1 - score)) / total);
    }
  }
  const failed: FailedAudit[] = [];
  for (const audit of Object.values(lhr.audits)) {
    if (typeof audit.score !== 'number' || audit.score >= PASS) continue;
    const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricMs = Object.entries(audit.metricSavings ?? {})
      .filter(([metric]) => metric !== 'CLS')
      .reduce((sum, [, ms]) => sum + (ms ?? 0), 0);
    failed.push({
      id: audit.id,
      title: audit.title,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      pointsLost: pointsLost.get(audit.id) ?? 0,
      savingsMs: Math.max(metricMs, details?.overallSavingsMs ?? 0),
      savingsBytes: details?.overallSavingsBytes ?? 0,
    });
  }
  return failed.sort(
    (a, b) => b.pointsLost - a.pointsLost || b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes,
  );
}

export function describe(audit: FailedAudit): string {
  const cost = [
    audit.pointsLost >= 0.5 ? `−${audit.pointsLost.toFixed(0)} pts` : '',
    audit.savingsMs > 0 ? `~${Math.round(audit.savingsMs)} ms` : '',
    audit.savingsBytes > 0 ? `${(audit.savingsBytes / 1024).toFixed(0)} KiB` : '',
  ].filter(Boolean);
  const value = audit.displayValue ? ` (${audit.displayValue})` : '';
  return `${audit.title}${value}${cost.length ? ` [${cost.join(', ')}]` : ''}`;
}

export function printTable(results: readonly RouteResult[]): void {
  const width = Math.max(5, ...results.map((result) => result.path.length));
  const header = ['perf', 'a11y', 'BP', 'SEO'].map((name) => name.padStart(5)).join('');
  console.log(`${'route'.padEnd(width)}${header}`);
  for (const { path, scores } of results) {
    console.log(`${path.padEnd(width)}${CATEGORIES.map((id) => String(scores[id]).padStart(5)).join('')}`);
  }
}
