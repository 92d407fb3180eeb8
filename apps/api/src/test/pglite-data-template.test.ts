import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { trusted } from './pglite-data-template.ts';

const root = mkdtempSync(join(tmpdir(), 'pusula-template-trust-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a kept PGlite template in the shared temp folder', () => {
  it('is started on only when it is a folder of this user that nobody else may write', () => {
    const own = join(root, 'own');
    mkdirSync(own, { mode: 0o700 });
    expect(trusted(own)).toBe(true);

    const open = join(root, 'open');
    mkdirSync(open);
    chmodSync(open, 0o777);
    expect(trusted(open)).toBe(false);
    chmodSync(open, 0o775);
    expect(trusted(open)).toBe(false);

    const link = join(root, 'link');
    symlinkSync(own, link);
    expect(trusted(link)).toBe(false);

    const file = join(root, 'file');
    writeFileSync(file, 'x', { mode: 0o600 });
    expect(trusted(file)).toBe(false);
  });

  it('a kept dump is loaded only when it is a file of this user that nobody else may write', () => {
    const own = join(root, 'own.tar');
    writeFileSync(own, 'x', { mode: 0o600 });
    expect(trusted(own, 'file')).toBe(true);
    const open = join(root, 'open.tar');
    writeFileSync(open, 'x');
    chmodSync(open, 0o666);
    expect(trusted(open, 'file')).toBe(false);
    const link = join(root, 'link.tar');
    symlinkSync(own, link);
    expect(trusted(link, 'file')).toBe(false);
    const folder = join(root, 'folder.tar');
    mkdirSync(folder, { mode: 0o700 });
    expect(trusted(folder, 'file')).toBe(false);
  });
});
