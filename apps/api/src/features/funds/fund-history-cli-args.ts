import { daysBetween, isIsoDate } from '@pusula/core/rules/calendar.ts';
import { MAX_BACKFILL_DAYS } from './fund-history-importer.ts';

export type BackfillArgs = { history: { from: string; to: string } | null } | { error: string };

/** Reads `--history-from YYYY-MM-DD [--history-to YYYY-MM-DD]`; no flag: the period-returns import. */
export function backfillRange(argv: readonly string[], today: string): BackfillArgs {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? (argv[index + 1] ?? '') : undefined;
  };
  const from = value('--history-from');
  const to = value('--history-to') ?? today;
  if (from === undefined)
    return value('--history-to') === undefined
      ? { history: null }
      : { error: '--history-to needs --history-from' };
  if (!isIsoDate(from) || !isIsoDate(to)) return { error: 'Dates are written YYYY-MM-DD (e.g. 2026-01-31).' };
  if (to > today) return { error: `--history-to cannot be after today (${today}).` };
  if (from > to) return { error: '--history-from must not be after --history-to.' };
  if (daysBetween(from, to) > MAX_BACKFILL_DAYS)
    return { error: `At most ${MAX_BACKFILL_DAYS} days (five years and a month) in one run.` };
  return { history: { from, to } };
}
