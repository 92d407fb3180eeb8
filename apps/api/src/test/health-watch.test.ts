import { describe, expect, it } from 'vitest';
import { blockedAnswers, blockedBesideLoad, type HealthSample } from './health-watch.ts';

const sample = (status: number, ms: number, controlMs: number): HealthSample => ({
  status,
  ms,
  controlMs,
  phase: 'flood',
});

describe('blockedAnswers', () => {
  it('counts a slow answer while the idle control answered fast: the server blocked itself', () => {
    expect(blockedAnswers([sample(200, 150, 2), sample(200, 3, 1)], 100)).toEqual([
      '200 in 150.0 ms during flood (idle control process: 2.0 ms)',
    ]);
  });

  it('does not count a slow answer while the control was as slow: the machine stalled (CI, 2026-11-27)', () => {
    expect(blockedAnswers([sample(200, 100.5, 128.8), sample(200, 260, 150)], 100)).toEqual([
      '200 in 260.0 ms during flood (idle control process: 150.0 ms)',
    ]);
  });

  it('counts every failed answer, however fast', () => {
    expect(blockedAnswers([sample(0, 1, 1), sample(503, 2, 1)], 100)).toHaveLength(2);
  });
});

describe('blockedBesideLoad', () => {
  it('takes one answer slower than the limit but under the outlier bound as the scheduler’s (CI27, 2026-11-28: 117 ms)', () => {
    expect(blockedBesideLoad([sample(200, 117.3, 3.9), sample(200, 3, 1)], 100, 200)).toEqual([]);
  });

  it('counts two slow answers, one at the outlier bound, or a failed one', () => {
    expect(blockedBesideLoad([sample(200, 117, 3), sample(200, 110, 2)], 100, 200)).toHaveLength(2);
    expect(blockedBesideLoad([sample(200, 203, 3), sample(200, 3, 1)], 100, 200)).toEqual([
      '200 in 203.0 ms during flood (idle control process: 3.0 ms)',
    ]);
    expect(blockedBesideLoad([sample(0, 1, 1)], 100, 200)).toHaveLength(1);
  });
});
