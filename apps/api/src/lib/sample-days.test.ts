import { describe, expect, it } from 'vitest';
import { sampleBusinessDays, seededRandom } from './sample-days.ts';

describe('sample business days', () => {
  it('are weekdays only, without the fixed-date holidays', () => {
    // Mon 26 Oct 2026 … Mon 2 Nov 2026: Thursday 29 October (Republic Day) and the weekend have none.
    expect(sampleBusinessDays('2026-10-26', '2026-11-02')).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-30',
      '2026-11-02',
    ]);
    expect(sampleBusinessDays('2025-12-31', '2026-01-02')).toEqual(['2025-12-31', '2026-01-02']);
    // 23 April, 1 and 19 May 2026 fall on weekdays: none of them is a business day.
    expect(sampleBusinessDays('2026-04-20', '2026-05-22')).not.toContain('2026-04-23');
    expect(sampleBusinessDays('2026-04-20', '2026-05-22')).toHaveLength(25 - 3);
    expect(sampleBusinessDays('2026-11-03', '2026-11-02')).toEqual([]);
  });

  it('draws the same numbers in [0, 1) for a seed on every run, other numbers for another seed', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, () => random());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(draw(7).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
