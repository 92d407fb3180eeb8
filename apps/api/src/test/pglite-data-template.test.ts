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
});
