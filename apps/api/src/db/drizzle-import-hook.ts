import { registerHooks } from 'node:module';

/**
 * Start time (docs/decisions/0009-start-and-first-load.md): Node 24 finds each ES module's
 * format by reading its package's package.json, and re-parses that package's `exports` map every time.
 * Drizzle's map is 175 KB and `drizzle-orm/pglite` loads about 450 files: 0.6 s of a 2 s start.
 * Drizzle's own relative `.js` imports are resolved here instead: its package is `"type": "module"`,
 * has no nested package.json and keeps its CommonJS copies in `.cjs` files, so each is an ES module.
 */
const DRIZZLE = new URL('./', import.meta.resolve('drizzle-orm')).href;

let registered = false;

/** Registers the resolve hook once per process (the server calls it before importing the driver). */
export function speedUpDrizzleImports(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (parent?.startsWith(DRIZZLE) && specifier.startsWith('.') && specifier.endsWith('.js')) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
