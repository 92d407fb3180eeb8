import { describe, expect, it } from 'vitest';
import { perKey, SnapshotCache } from './snapshot-cache.ts';

/** A load the test resolves or rejects by hand, counting the calls. */
function controlledLoads() {
  const pending: { resolve(value: string): void; reject(error: Error): void }[] = [];
  return {
    pending,
    load: () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

function setup(maxAgeMs = 1_000) {
  let now = 0;
  const loads = controlledLoads();
  const errors: unknown[] = [];
  const cache = new SnapshotCache({
    load: loads.load,
    maxAgeMs,
    now: () => now,
    onRefreshError: (error) => errors.push(error),
  });
  return { cache, loads, errors, advance: (ms: number) => (now += ms) };
}

describe('SnapshotCache', () => {
  it('loads once for concurrent first callers and then answers from memory while fresh', async () => {
    const { cache, loads } = setup();
    const first = cache.get();
    const second = cache.get();
    expect(loads.pending).toHaveLength(1);
    loads.pending[0]?.resolve('v1');
    expect(await Promise.all([first, second])).toEqual(['v1', 'v1']);
    expect(await cache.get()).toBe('v1');
    expect(loads.pending).toHaveLength(1);
  });

  it('serves the stale value while one background refresh runs, then the new one', async () => {
    const { cache, loads, advance } = setup();
    const first = cache.get();
    loads.pending[0]?.resolve('v1');
    await first;
    advance(1_001);
    expect(await cache.get()).toBe('v1');
    expect(await cache.get()).toBe('v1');
    expect(loads.pending).toHaveLength(2);
    loads.pending[1]?.resolve('v2');
    await tick();
    expect(await cache.get()).toBe('v2');
    expect(loads.pending).toHaveLength(2);
  });

  it('keeps the old value when a refresh fails, reports it, and retries on the next stale read', async () => {
    const { cache, loads, errors, advance } = setup();
    const first = cache.get();
    loads.pending[0]?.resolve('v1');
    await first;
    advance(1_001);
    expect(await cache.get()).toBe('v1');
    loads.pending[1]?.reject(new Error('database down'));
    await tick();
    expect(errors).toEqual([new Error('database down')]);
    expect(await cache.get()).toBe('v1');
    expect(loads.pending).toHaveLength(3);
    loads.pending[2]?.resolve('v2');
    await tick();
    expect(await cache.get()).toBe('v2');
  });

  it('a failing first load rejects its callers and the next get() tries again', async () => {
    const { cache, loads } = setup();
    const first = cache.get();
    loads.pending[0]?.reject(new Error('no database'));
    await expect(first).rejects.toThrow('no database');
    const second = cache.get();
    expect(loads.pending).toHaveLength(2);
    loads.pending[1]?.resolve('v1');
    expect(await second).toBe('v1');
  });

  it('reload() starts after a load already running, so a write made meanwhile is seen', async () => {
    const { cache, loads } = setup();
    const first = cache.get();
    const reloaded = cache.reload();
    const sharedReload = cache.reload();
    expect(loads.pending).toHaveLength(1);
    loads.pending[0]?.resolve('before the write');
    expect(await first).toBe('before the write');
    await tick();
    expect(loads.pending).toHaveLength(2);
    loads.pending[1]?.resolve('after the write');
    expect(await reloaded).toBe('after the write');
    expect(await sharedReload).toBe('after the write');
    expect(await cache.get()).toBe('after the write');
  });

  it('invalidate() drops the value and ignores a load begun before it', async () => {
    const { cache, loads } = setup();
    const first = cache.get();
    loads.pending[0]?.resolve('v1');
    await first;
    const early = cache.reload();
    cache.invalidate();
    const fresh = cache.get();
    expect(loads.pending).toHaveLength(3);
    loads.pending[2]?.resolve('v3');
    loads.pending[1]?.resolve('v2');
    expect(await early).toBe('v2');
    expect(await fresh).toBe('v3');
    expect(await cache.get()).toBe('v3');
  });
});

describe('SnapshotCache with a stored version', () => {
  it('reloads in the background once the seen version moves, and stamps a reload after a write fresh', async () => {
    let stored = 1;
    let seen = 1;
    const reads: boolean[] = [];
    const loads = controlledLoads();
    const cache = new SnapshotCache({
      load: loads.load,
      maxAgeMs: 60_000,
      now: () => 0,
      version: {
        seen: () => seen,
        read: async (fresh) => {
          reads.push(fresh ?? false);
          if (fresh) seen = stored;
          return seen;
        },
      },
    });
    const first = cache.get();
    await tick();
    loads.pending[0]?.resolve('v1');
    expect(await first).toBe('v1');
    expect(await cache.get()).toBe('v1');
    expect(loads.pending).toHaveLength(1);

    // Another process wrote: once the version check has seen it, the next get() reloads.
    stored = 2;
    expect(await cache.get()).toBe('v1');
    expect(loads.pending).toHaveLength(1);
    seen = 2;
    expect(await cache.get()).toBe('v1');
    await tick();
    expect(loads.pending).toHaveLength(2);
    loads.pending[1]?.resolve('v2');
    await tick();
    expect(await cache.get()).toBe('v2');
    expect(loads.pending).toHaveLength(2);

    // A local write: reload() reads the version fresh, so its own bump causes no second load.
    stored = 3;
    const reloaded = cache.reload();
    await tick();
    loads.pending[2]?.resolve('v3');
    expect(await reloaded).toBe('v3');
    expect(await cache.get()).toBe('v3');
    await tick();
    expect(loads.pending).toHaveLength(3);
    expect(reads).toEqual([false, false, true]);
  });
});

describe('perKey', () => {
  it('makes one instance per key object', () => {
    let made = 0;
    const of = perKey((_key: object) => ({ id: ++made }));
    const a = {};
    const b = {};
    expect(of(a)).toBe(of(a));
    expect(of(b)).not.toBe(of(a));
    expect(made).toBe(2);
  });
});
