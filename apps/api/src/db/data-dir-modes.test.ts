import { chmodSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { modesUnder, openToOthers } from '../test/folder-modes.ts';
import { migratedDataFolder } from '../test/pglite-data-template.ts';
import { startServerProcess } from '../test/server-process.ts';
import { secureDataDir } from './data-dir-modes.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'pusula-modes-'));
  folders.push(folder);
  return folder;
};

/**
 * A limit, not a timing check: a server start that seeds on a loaded 2-core machine. The first start
 * on a new, empty folder (initdb: the files it creates are 0600 in a 0700 folder, without a warning)
 * is server.test.ts's, which checks those modes too: one initdb instead of two.
 */
const SERVER_TEST_LIMIT_MS = 150_000;

describe('the data folder is owner-only (docs/security.md "Data folder")', () => {
  it('a server started on a world-writable folder makes it owner-only and warns', {
    timeout: SERVER_TEST_LIMIT_MS,
  }, async () => {
    // A copy of a migrated folder (the initdb is not this test's subject: server.test.ts's first start
    // is), made by the test process without the server's umask, then opened up further by hand.
    const dataDir = await migratedDataFolder('pusula-modes-');
    folders.push(dataDir);
    writeFileSync(join(dataDir, 'pglite', 'left-over'), 'x');
    chmodSync(join(dataDir, 'pglite', 'left-over'), 0o666);
    chmodSync(join(dataDir, 'pglite'), 0o777);
    chmodSync(dataDir, 0o777);
    const open = openToOthers(modesUnder(dataDir)).length;
    expect(open).toBeGreaterThanOrEqual(3);
    const server = await startServerProcess({
      env: { DATA_DIR: dataDir, FUNDS_IMPORT_INTERVAL_MIN: '0', RATES_IMPORT_INTERVAL_MIN: '0' },
    });
    try {
      const modes = modesUnder(dataDir);
      expect(Object.keys(modes).length).toBeGreaterThan(10);
      expect(openToOthers(modes)).toEqual([]);
      expect(modes['.']).toBe('700');
      expect(modes['./pglite/left-over']).toBe('600');
      expect(server.output()).toMatch(
        new RegExp(`data folder .* was open to other users: ${open} files and folders are now owner-only`),
      );
    } finally {
      await server.stop();
    }
  });

  it('never follows a symbolic link out of the folder', () => {
    const outside = join(tempFolder(), 'outside');
    writeFileSync(outside, 'x');
    chmodSync(outside, 0o644);
    const dataDir = tempFolder();
    symlinkSync(outside, join(dataDir, 'link'));
    chmodSync(dataDir, 0o755);
    expect(secureDataDir(dataDir)).toBe(1);
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
