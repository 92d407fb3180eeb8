import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStoreBound, storeIndependentTestFiles } from './store-bound-files.ts';

const root = resolve(import.meta.dirname, '../../../..');
const api = (path: string) => resolve(root, 'apps/api/src', path);

describe("the PostgreSQL pass's choice of API test files", () => {
  it('counts a file as store-bound through the kits it imports', () => {
    // auth-routes.test.ts → auth-test-kit.ts → test-db.ts, which reads the switch.
    expect(isStoreBound(api('features/auth/auth-routes.test.ts'))).toBe(true);
    expect(isStoreBound(api('test/test-db.ts'))).toBe(true);
    expect(isStoreBound(api('resilience/beside/load.resilience.ts'))).toBe(true);
  });

  it('leaves out pure tests and servers on their own PGlite folder', () => {
    const independent = storeIndependentTestFiles(root);
    expect(independent).toContain('apps/api/src/db/data-dir-modes.test.ts');
    expect(independent).toContain('apps/api/src/lib/page-paths.test.ts');
    expect(independent).not.toContain('apps/api/src/features/auth/auth-routes.test.ts');
    expect(independent).not.toContain('apps/api/src/db/database.test.ts');
    expect(independent.every((file) => file.endsWith('.test.ts'))).toBe(true);
  });

  it('fails safe: an import it cannot follow counts as store-bound', () => {
    // A scratch folder inside apps/api/src, so the imports are of this package; removed at the end.
    const dir = mkdtempSync(join(api('test'), '.store-bound-'));
    try {
      const write = (name: string, text: string) => {
        writeFileSync(join(dir, name), text);
        return join(dir, name);
      };
      write('pure.ts', 'export const x = 1;\n');
      expect(isStoreBound(write('a.test.ts', "import { x } from './pure.ts';\n"))).toBe(false);
      expect(isStoreBound(write('b.test.ts', "import { x } from './pure.js';\n"))).toBe(true);
      expect(
        isStoreBound(write('c.test.ts', `const name = 'pure';\nawait import(\`./\${name}.ts\`);\n`)),
      ).toBe(true);
      expect(isStoreBound(write('d.test.ts', "vi.mock('../test-db.ts');\n"))).toBe(true);
      expect(
        isStoreBound(write('e.test.ts', "export { x } from './pure.ts';\nimport '../test-db.ts';\n")),
      ).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
