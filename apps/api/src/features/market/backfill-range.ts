import { isRealDate } from '@pusula/core/contract/market-history.ts';

/** A lower bound, not the first bulletin: the dated archive reaches back into 1996 (per the tcmb_mcp project's README, github.com/ofurkanuygur/tcmb_mcp); earlier dates are refused. */
export const ARCHIVE_FIRST_DATE = '1996-01-01';

const isDate = isRealDate;

/**
 * The `--from`/`--to` of the archive import checked: real dates, from ≤ to, not before the archive's
 * first day, `to` at most today (default today). A one-line reason otherwise.
 */
export function backfillRange(
  from: string | undefined,
  to: string | undefined,
  today: string,
): { from: string; to: string } | { error: string } {
  if (from === undefined) return { error: '--from YYYY-MM-DD is required with --to' };
  const last = to ?? today;
  for (const [name, value] of [
    ['--from', from],
    ['--to', last],
  ] as const) {
    if (!isDate(value)) return { error: `${name} "${value.slice(0, 20)}": must be a date YYYY-MM-DD` };
  }
  if (from < ARCHIVE_FIRST_DATE) return { error: `--from: the archive starts on ${ARCHIVE_FIRST_DATE}` };
  if (last > today) return { error: `--to: must not be after today (${today})` };
  if (from > last) return { error: '--from must not be after --to' };
  return { from, to: last };
}
