import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileOf, root, SPECIFIER, targetOf, walk } from './check-layers-imports.ts';

/**
 * Import cycles (run by scripts/check-layers.ts, so by `npm run lint`): every .ts/.tsx under apps/,
 * packages/, e2e/ and scripts/ (builds, node_modules and React Router's generated types left out), with
 * every import the layer check reads except `vi.mock()` (a test's stand-in, not an import of the module):
 * static and type-only imports, re-exports, side-effect imports and `import()`. One line per cycle, its
 * files in import order. This replaced madge (decision 0016: the same graph, 0.3 s instead of 6.7).
 */
const CYCLE_ROOTS = ['apps', 'packages', 'e2e', 'scripts'];

/** The import graph of the files under `dirs` (CYCLE_ROOTS): file → the project files it imports. */
export function importGraph(dirs = CYCLE_ROOTS.map((dir) => join(root, dir))): Map<string, string[]> {
  const files = dirs.flatMap((dir) => walk(dir).map((full) => relative(root, full)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    const targets = new Set<string>();
    for (const match of source.matchAll(SPECIFIER)) {
      const spec = match[2] ?? match[4] ?? match[6];
      if (spec === undefined) continue; // vi.mock() and the like
      const target = targetOf(join(root, file), spec);
      const next = target === null ? null : fileOf(target, known);
      if (next !== null && next !== file) targets.add(next);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/**
 * The cycles of a graph: each strongly connected component of two or more files (Tarjan's algorithm,
 * iterative so a deep chain cannot overflow the stack), as one cycle through it found by a walk
 * inside the component.
 */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++] as string;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(to) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component);
      }
    }
  }
  return components.map((component) => cycleIn(graph, new Set(component)));
}

/** One cycle inside a strongly connected component: from its first file (sorted) back to it. */
function cycleIn(graph: Map<string, string[]>, members: Set<string>): string[] {
  const first = [...members].sort()[0] as string;
  const via = new Map<string, string>();
  const queue = [first];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    for (const to of graph.get(current) ?? []) {
      if (!members.has(to)) continue;
      if (to === first) {
        const path = [current];
        while (path[path.length - 1] !== first) path.push(via.get(path[path.length - 1] as string) as string);
        return path.reverse();
      }
      if (!via.has(to)) {
        via.set(to, current);
        queue.push(to);
      }
    }
  }
  return [first];
}
