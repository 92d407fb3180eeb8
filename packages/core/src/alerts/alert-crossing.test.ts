import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionMet, nextAlertState } from './alert-crossing.ts';
import { formatAlertFigure } from './alert-format.ts';
import { ALERT_KINDS } from './alert-kinds.ts';

/** Runs a series of figures through an alert from `armed`, answering how many mails it fired. */
function mailsFor(kind: (typeof ALERT_KINDS)[number], threshold: number, values: number[], armed = true) {
  let state = armed;
  let mails = 0;
  for (const value of values) {
    const next = nextAlertState(state, conditionMet(kind, threshold, value));
    if (next.fire) mails += 1;
    state = next.armed;
  }
  return mails;
}

/** Crossings of a series counted by hand: each false → true change of the condition (from false). */
function crossings(met: boolean[]) {
  let count = 0;
  let before = false;
  for (const now of met) {
    if (now && !before) count += 1;
    before = now;
  }
  return count;
}

describe('alert crossing', () => {
  it('reads each kind the way its name says', () => {
    expect(conditionMet('usd-above', 45, 45.0001)).toBe(true);
    expect(conditionMet('usd-above', 45, 45)).toBe(false);
    expect(conditionMet('gold-gram-below', 4000, 3999.99)).toBe(true);
    expect(conditionMet('gold-gram-below', 4000, 4000)).toBe(false);
    expect(conditionMet('deposit32-above', 45, 46)).toBe(true);
    expect(conditionMet('deposit32-above', 45, null)).toBe(false);
    expect(conditionMet('usd-above', 45, Number.NaN)).toBe(false);
  });

  it('mails once per crossing: 40, 46, 47, 48 (one), 44, 46 (another)', () => {
    expect(mailsFor('usd-above', 45, [40, 46, 47, 48])).toBe(1);
    expect(mailsFor('usd-above', 45, [40, 46, 47, 48, 44, 46])).toBe(2);
    expect(mailsFor('usd-above', 45, [46, 47], false)).toBe(0);
  });

  it('property: the mails equal the false → true changes of the condition, never more', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALERT_KINDS),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.array(fc.double({ min: 0, max: 200, noNaN: true }), { maxLength: 60 }),
        (kind, threshold, values) => {
          const met = values.map((value) => conditionMet(kind, threshold, value));
          expect(mailsFor(kind, threshold, values)).toBe(crossings(met));
        },
      ),
    );
  });

  it('property: a figure that stays on one side mails at most once however many imports', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 46, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 50 }),
        (value, n) => {
          expect(mailsFor('usd-above', 45, Array(n).fill(value))).toBe(1);
        },
      ),
    );
  });

  it('formats figures per language, isolated in Arabic', () => {
    expect(formatAlertFigure('usd-above', 45.5, 'tr')).toBe('45,5000 TL');
    expect(formatAlertFigure('gold-gram-below', 4250.5, 'en')).toBe('4,250.50 TL');
    expect(formatAlertFigure('deposit32-above', 45, 'tr')).toBe('%45,00');
    expect(formatAlertFigure('deposit32-above', 45, 'ar')).toBe('\u206645.00%\u2069');
  });
});
