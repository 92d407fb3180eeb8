import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder where the fuzz files claim routes (test/fuzz-suite.ts). */
    fuzzClaims: string;
  }
}

/**
 * The fuzz project's global set-up: one empty folder per run, in which the fuzz files (one per worker,
 * running at the same time) claim the routes they fuzz, so every route is fuzzed once whichever file
 * gets to it first (docs/decisions/0021-fuzz-in-two-workers.md).
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'pusula-fuzz-claims-'));
  project.provide('fuzzClaims', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}

/**
 * Claims a route for this process: creating the claim file fails when another process created it
 * first (O_EXCL), so exactly one claimer wins each route.
 */
export function claimRoute(folder: string, index: number): boolean {
  try {
    writeFileSync(join(folder, String(index)), String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
