import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStoreBound, storeIndependentTestFiles } from './store-bound-files.ts';

const root = resolve(import.meta.dirname, '../../../..');
const api = (path: string) => resolve(root, 'apps/api/src', path);

describe("the PostgreSQL pass's choice of API test files", () => {
  it('counts a file as store-bound through the kits it imports', () => {
    // auth-routes.test.ts → auth-test-kit.ts → test-db.ts, which reads the switch.
    expect(isStoreBound(api('features/auth/auth-routes.test.ts'))).toBe(true);
    expect(isStoreBound(api('test/test-db.ts'))).toBe(true);
    expect(isStoreBound(api('resilience/load.resilience.ts'))).toBe(true);
  });

  it('leaves out pure tests and servers on their own PGlite folder', () => {
    const independent = storeIndependentTestFiles(root);
    expect(independent).toContain('apps/api/src/db/data-dir-modes.test.ts');
    expect(independent).toContain('apps/api/src/lib/page-paths.test.ts');
    expect(independent).not.toContain('apps/api/src/features/auth/auth-routes.test.ts');
    expect(independent).not.toContain('apps/api/src/db/database.test.ts');
    expect(independent.every((file) => file.endsWith('.test.ts'))).toBe(true);
  });
});
