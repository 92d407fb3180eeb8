import { describe, expect, it } from 'vitest';
import { backfillRange } from './fund-history-cli-args.ts';

const today = '2026-11-27';

describe('the backfill flags', () => {
  it('reads a range, defaulting the end to today', () => {
    expect(backfillRange([], today)).toEqual({ history: null });
    expect(backfillRange(['--history-from', '2026-01-01'], today)).toEqual({
      history: { from: '2026-01-01', to: today },
    });
    expect(backfillRange(['--history-from', '2021-10-20', '--history-to', '2026-11-20'], today)).toEqual({
      history: { from: '2021-10-20', to: '2026-11-20' },
    });
  });

  it.each([
    [['--history-from', '2026-02-30'], /YYYY-MM-DD/],
    [['--history-from'], /YYYY-MM-DD/],
    [['--history-from', '2026-01-01\u0000'], /YYYY-MM-DD/],
    [['--history-to', '2026-01-01'], /needs --history-from/],
    [['--history-from', '2026-11-01', '--history-to', '2026-12-01'], /after today/],
    [['--history-from', '2026-11-20', '--history-to', '2026-11-01'], /must not be after/],
    [['--history-from', '2020-01-01'], /At most 1861 days/],
  ])('refuses %j', (argv, reason) => {
    const result = backfillRange(argv, today);
    expect(result).toHaveProperty('error');
    expect((result as { error: string }).error).toMatch(reason);
  });
});
