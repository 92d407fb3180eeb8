import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './check-layers-cycles.ts';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds none in a graph without cycles, however the edges fan in', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [], d: ['a', 'c'] }))).toEqual([]);
  });

  it('names each cycle once, its files in import order from the first by name', () => {
    const cycles = findCycles(
      graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [], x: ['y'], y: ['x'], z: ['x'] }),
    );
    expect(cycles.map((cycle) => cycle.join(' → ')).sort()).toEqual(['a → b → c', 'x → y']);
  });

  it('walks a chain deeper than the call stack would allow', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 50_000; i++) edges[`f${i}`] = [`f${i + 1}`];
    edges.f50000 = ['f0'];
    const [cycle] = findCycles(graphOf(edges));
    expect(cycle).toHaveLength(50_001);
  });
});

describe('importGraph', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('reads type-only imports, re-exports and import() as edges, and leaves vi.mock out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pusula-cycles-'));
    folders.push(dir);
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport type A = B;\n");
    writeFileSync(join(dir, 'b.ts'), "export * from './c';\nexport type B = number;\n");
    writeFileSync(join(dir, 'c.ts'), "export const c = () => import('./a.ts');\n");
    writeFileSync(join(dir, 'd.test.ts'), "vi.mock('./e.ts');\n");
    writeFileSync(join(dir, 'e.ts'), "import './d.test.ts';\n");
    const cycles = findCycles(importGraph([dir]));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.map((file) => file.slice(file.lastIndexOf('/') + 1))).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });

  it("has no cycle in this repository's apps, packages, browser tests and scripts", () => {
    const graph = importGraph();
    expect(graph.get('scripts/check-layers.ts')).toContain('scripts/check-layers-cycles.ts');
    expect(graph.size).toBeGreaterThan(500);
    expect(findCycles(graph)).toEqual([]);
  });
});
