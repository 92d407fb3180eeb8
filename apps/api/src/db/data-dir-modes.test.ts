import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

/** Every entry under a folder with its permission bits, e.g. `pglite/base/1: 600`. */
function modesUnder(root: string): Record<string, string> {
  const modes: Record<string, string> = {};
  const visit = (path: string, name: string) => {
    const stat = statSync(path);
    modes[name] = (stat.mode & 0o777).toString(8);
    if (stat.isDirectory())
      for (const child of readdirSync(path)) visit(join(path, child), `${name}/${child}`);
  };
  visit(root, '.');
  return modes;
}
const openToOthers = (modes: Record<string, string>) =>
  Object.entries(modes).filter(([, mode]) => !/^[67]00$/.test(mode));

/**
 * A limit, not a timing check: a server's first start on a fresh folder (PGlite's initdb in WebAssembly,
 * migrations, the demo seed) took over 30 s on 2 cores while a second test run loaded the machine.
 */
const SERVER_TEST_LIMIT_MS = 150_000;

describe('the data folder is owner-only (docs/security.md "Data folder")', () => {
  it('a server started on a world-writable folder makes it owner-only and warns', {
    timeout: SERVER_TEST_LIMIT_MS,
  }, async () => {
    const dataDir = join(tempFolder(), 'data');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(join(dataDir, 'pglite', 'left-over'), 'x');
    chmodSync(join(dataDir, 'pglite', 'left-over'), 0o666);
    chmodSync(join(dataDir, 'pglite'), 0o777);
    chmodSync(dataDir, 0o777);
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
        /data folder .* was open to other users: 3 files and folders are now owner-only/,
      );
    } finally {
      await server.stop();
    }
  });

  it('a server started on a new folder creates it 0700 with 0600 files, without a warning', {
    timeout: SERVER_TEST_LIMIT_MS,
  }, async () => {
    const dataDir = join(tempFolder(), 'new', 'data');
    const server = await startServerProcess({
      env: { DATA_DIR: dataDir, FUNDS_IMPORT_INTERVAL_MIN: '0', RATES_IMPORT_INTERVAL_MIN: '0' },
    });
    try {
      const modes = modesUnder(dataDir);
      expect(modes['.']).toBe('700');
      expect(openToOthers(modes)).toEqual([]);
      const files = Object.entries(modes).filter(([name]) => statSync(join(dataDir, name)).isFile());
      expect(files.length).toBeGreaterThan(5);
      expect(files.filter(([, mode]) => mode !== '600')).toEqual([]);
      expect(server.output()).not.toMatch(/open to other users/);
    } finally {
      await server.stop();
    }
    // Started again on the folder it made: nothing to fix, no warning.
    const again = await startServerProcess({
      env: { DATA_DIR: dataDir, FUNDS_IMPORT_INTERVAL_MIN: '0', RATES_IMPORT_INTERVAL_MIN: '0' },
    });
    await again.stop();
    expect(openToOthers(modesUnder(dataDir))).toEqual([]);
    expect(again.output()).not.toMatch(/open to other users/);
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
