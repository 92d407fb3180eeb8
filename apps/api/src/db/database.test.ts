import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../demo-seed.ts';
import { migratedDataFolder } from '../test/pglite-data-template.ts';
import { createTestDatabase, storeKind } from '../test/test-db.ts';
import { openPglite } from './client.ts';
import { acquireDataDirLock, DataDirLockedError } from './lock.ts';
import { SAMPLE_AS_OF } from './sample-data.ts';
import { banks } from './schema.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'pusula-db-'));
  dirs.push(dir);
  return dir;
}
async function migratedDir() {
  const dir = await migratedDataFolder('pusula-db-');
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe(`demo seed (${storeKind()})`, () => {
  it('loads the 21 banks as sample data, idempotently', async () => {
    const database = await createTestDatabase();
    try {
      expect((await seedDemoData(database.db)).inserted).toBe(21);
      expect((await seedDemoData(database.db)).inserted).toBe(0);
      const rows = await database.db.select().from(banks);
      expect(rows).toHaveLength(21);
      expect(rows.every((row) => row.isSample && row.asOf === SAMPLE_AS_OF)).toBe(true);
      expect(
        rows
          .filter((row) => row.isParticipation)
          .map((row) => row.name)
          .sort(),
      ).toEqual(['Albaraka', 'Kuveytturk', 'TFKB', 'VakifKatilim', 'ZiraatKatilim'].sort());
    } finally {
      await database.drop();
    }
  });
});

describe('the embedded store lock', () => {
  // The lock and restart tests open a copy of a migrated folder: PGlite's initdb is server.test.ts's.
  it('refuses a second opener of the same data folder with a clear message', async () => {
    const dir = await migratedDir();
    const first = await openPglite(dir);
    try {
      await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openPglite(dir)).rejects.toThrow(/in use by another process/);
    } finally {
      await first.close();
    }
    // Released on close: the folder opens again and keeps its data.
    const again = await openPglite(dir);
    await again.migrate();
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('refuses a lock held by a live process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('keeps committed data across a restart', async () => {
    const dir = await migratedDir();
    const first = await openPglite(dir);
    await first.migrate();
    await seedDemoData(first.db);
    await first.close();
    const second = await openPglite(dir);
    const rows = await second.db.select().from(banks);
    await second.close();
    expect(rows).toHaveLength(21);
  });
});
