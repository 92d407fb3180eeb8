import { describe, expect, it } from 'vitest';
import { blockedAnswers, type HealthSample } from './health-watch.ts';

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
