import type { Db } from '../db/client.ts';
import { dataVersions } from '../db/schema.ts';
import { perKey, type VersionSource } from './snapshot-cache.ts';

/** The served data areas; triggers bump each one's counter on every write (migration 0007). */
export type DataArea = 'offers' | 'content' | 'market' | 'funds';

/** At most one read of data_versions per this long per database in a process (decision 0008). */
export const VERSION_CHECK_MS = 1_000;

/**
 * What this process last read of the stored versions. `seen(area)` answers from memory at once and,
 * when the last read is older than VERSION_CHECK_MS, starts one background read (one indexed query for
 * every area, shared by all callers), so a cache compares the version its data was loaded at with
 * `seen()` on every request for free and reloads when another process has written since.
 */
export class DataVersions {
  readonly #db: Db;
  readonly #now: () => number;
  readonly #versions = new Map<string, number>();
  #checkedAt = Number.NEGATIVE_INFINITY;
  #reading: Promise<void> | null = null;

  constructor(db: Db, now: () => number = () => Date.now()) {
    this.#db = db;
    this.#now = now;
  }

  /** The area's version as last read (0 before the first read or when never written). */
  seen(area: DataArea): number {
    const age = this.#now() - this.#checkedAt;
    // A clock set back (age < 0) counts as due, or the check would wait until it catches up.
    if (!this.#reading && (age >= VERSION_CHECK_MS || age < 0)) void this.check();
    return this.#versions.get(area) ?? 0;
  }

  /**
   * Like seen(), but waits for a read when none was made yet (a first load is stamped right) or when
   * `fresh` (a reload after a local write, so the write's own bump does not trigger a second reload).
   */
  async read(area: DataArea, fresh = false): Promise<number> {
    // A read already running may have begun before the write: wait for it, then read again.
    if (fresh && this.#reading) await this.#reading;
    if (fresh || this.#checkedAt === Number.NEGATIVE_INFINITY) await this.check();
    return this.seen(area);
  }

  /** One area's view, for a SnapshotCache's `version` option. */
  of(area: DataArea): VersionSource {
    return { seen: () => this.seen(area), read: (fresh) => this.read(area, fresh) };
  }

  /** Reads every area's version now (a read already running is shared); a failure keeps the old ones. */
  check(): Promise<void> {
    if (this.#reading) return this.#reading;
    this.#checkedAt = this.#now();
    // Started inside a promise, so a driver that throws at once is handled like a failed query.
    const reading = Promise.resolve()
      .then(() =>
        this.#db.select({ area: dataVersions.area, version: dataVersions.version }).from(dataVersions),
      )
      .then(
        (rows) => {
          for (const row of rows) this.#versions.set(row.area, row.version);
        },
        () => {
          // Database unreachable: keep serving what is loaded; the next seen() after a second retries.
        },
      )
      .finally(() => {
        if (this.#reading === reading) this.#reading = null;
      });
    this.#reading = reading;
    return reading;
  }
}

/** The one DataVersions of a database in this process, shared by every cache over it. */
export const dataVersionsOf = perKey((db: Db) => new DataVersions(db));
