import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The options of `npm run bench` (scripts/bench.ts) and the production build its server serves. */

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
export const seconds = Number(arg('seconds') ?? 5);
export const connections = Number(arg('connections') ?? 50);
export const jsonFile = arg('json');
export const root = resolve(import.meta.dirname, '..');

// The build the server serves (WEB_DIR, as for the server; by default apps/web/build/client).
export const webDir = resolve(process.env.WEB_DIR ?? join(root, 'apps/web/build/client'));
if (!existsSync(join(webDir, '../server/index.js'))) {
  console.error(`No production build in ${webDir}: run \`npm run build\` first.`);
  process.exit(1);
}
