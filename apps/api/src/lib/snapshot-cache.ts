/**
 * The stored version of the data behind a cache (lib/data-versions.ts): `seen()` from memory without
 * waiting, `read()` before a load (may wait for the first read).
 */
export interface VersionSource {
  seen(): number;
  /** `fresh`: read the stored version now (after a local write), not the one last seen. */
  read(fresh?: boolean): Promise<number>;
}

/**
 * One value read from the database and kept in memory (decision 0003): the first `get()` loads it,
 * later ones answer from memory; once older than `maxAgeMs`, or once the stored `version` has moved
 * past the one it was loaded at (another process wrote, decision 0008), a `get()` starts one
 * background reload and still answers the old value, so a request never waits for the database after
 * the first and a database outage keeps the last good value (the next stale `get()` tries again).
 */
export interface SnapshotCacheOptions<T> {
  load: () => Promise<T>;
  maxAgeMs: number;
  /** The data's stored version; without it only `maxAgeMs` makes the value stale. */
  version?: VersionSource;
  /** Told about a failed background reload (the old value keeps answering). */
  onRefreshError?: (error: unknown) => void;
  now?: () => number;
}

export class SnapshotCache<T> {
  readonly #options: SnapshotCacheOptions<T>;
  readonly #now: () => number;
  #value: { data: T; loadedAt: number; version: number } | null = null;
  /** The load in flight, and a reload() waiting for it to end before it starts its own. */
  #loading: Promise<T> | null = null;
  #queued: Promise<T> | null = null;
  /** Bumped by invalidate(): a load begun before it never becomes the kept value. */
  #epoch = 0;

  constructor(options: SnapshotCacheOptions<T>) {
    this.#options = options;
    this.#now = options.now ?? (() => Date.now());
  }

  /** The kept value (loaded on first use; refreshed in the background once stale). */
  get(): Promise<T> {
    const value = this.#value;
    if (!value) return this.#loading ?? this.#start();
    if (
      !this.#loading &&
      (this.#now() - value.loadedAt > this.#options.maxAgeMs || this.#moved(value.version))
    ) {
      this.#start().catch((error: unknown) => this.#options.onRefreshError?.(error));
    }
    return Promise.resolve(value.data);
  }

  /**
   * Loads afresh and resolves with the new value (after a write, so the writer's next read sees it).
   * A load already running may predate the write: this one starts after it; callers meanwhile share it.
   */
  reload(): Promise<T> {
    if (!this.#loading) return this.#start(true);
    if (!this.#queued) {
      const queued = this.#loading.then(
        () => this.#start(true),
        () => this.#start(true),
      );
      this.#queued = queued;
      queued.then(
        () => this.#clearQueued(queued),
        () => this.#clearQueued(queued),
      );
    }
    return this.#queued;
  }

  /** Forgets the value (after a seed): the next get() waits for a load that starts after this call. */
  invalidate(): void {
    this.#epoch += 1;
    this.#value = null;
    this.#loading = null;
    this.#queued = null;
  }

  #moved(version: number): boolean {
    const source = this.#options.version;
    return source !== undefined && source.seen() !== version;
  }

  #clearQueued(queued: Promise<T>) {
    if (this.#queued === queued) this.#queued = null;
  }

  #start(fresh = false): Promise<T> {
    const epoch = this.#epoch;
    const startedAt = this.#now();
    const source = this.#options.version;
    // The version is read before the data, so the data is at least as new as its stamp.
    const loaded = source
      ? source.read(fresh).then(async (version) => ({ version, data: await this.#options.load() }))
      : this.#options.load().then((data) => ({ version: 0, data }));
    const loading = loaded.then(
      ({ data, version }) => {
        if (this.#loading === loading) this.#loading = null;
        // An older load finishing late never replaces a newer value.
        if (epoch === this.#epoch && (!this.#value || this.#value.loadedAt <= startedAt)) {
          this.#value = { data, loadedAt: startedAt, version };
        }
        return data;
      },
      (error: unknown) => {
        if (this.#loading === loading) this.#loading = null;
        throw error;
      },
    );
    this.#loading = loading;
    return loading;
  }
}

/**
 * One instance per key object (a database), made on first use and dropped with the key, so test
 * databases do not keep their snapshots alive.
 */
export function perKey<K extends object, V>(create: (key: K) => V): (key: K) => V {
  const instances = new WeakMap<K, V>();
  return (key) => {
    let instance = instances.get(key);
    if (instance === undefined) {
      instance = create(key);
      instances.set(key, instance);
    }
    return instance;
  };
}
