import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const LOCALES = resolve(import.meta.dirname, '../../packages/core/src/i18n/locales/tr');
const PREFIX = 'texts:';
const RESOLVED = '\0texts:';
const SPEC = /^texts:([a-z]+)\/([A-Za-z0-9.,*-]+)$/;

type Tree = { [key: string]: string | Tree };

/** Copies the texts at `keys` (a `*` key: every child that has the rest) from `from` into `to`; false if none. */
function copyPart(from: Tree | string | undefined, keys: string[], to: Tree): boolean {
  const [key, ...rest] = keys;
  if (typeof from !== 'object' || key === undefined) return false;
  const names = key === '*' ? Object.keys(from) : [key];
  let found = false;
  for (const name of names) {
    const child = from[name];
    if (child === undefined) continue;
    if (rest.length === 0) {
      to[name] = child;
      found = true;
      continue;
    }
    const into = (typeof to[name] === 'object' ? to[name] : {}) as Tree;
    if (copyPart(child, rest, into)) {
      to[name] = into;
      found = true;
    }
  }
  return found;
}

/**
 * The parts of a namespace named by dotted paths (`vat`, `faq.kdv`; `pages.*.title`: the title of
 * every page that has one), in the shape of the whole.
 */
export function pickTexts(whole: Tree, paths: string[], where: string): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    if (!copyPart(whole, path.split('.'), picked)) throw new Error(`${where}: no Turkish text "${path}"`);
  }
  return picked;
}

/**
 * `import texts from 'texts:calc/vat,ui,faq.kdv'`: only those parts of a namespace's Turkish texts
 * (packages/core/src/i18n/locales/tr/calc.json), so a page's first load carries the texts it shows,
 * inside its own chunk, not a whole namespace in a file of its own (
 * docs/decisions/0012-own-translation-layer.md). A path that does not exist fails the build.
 */
export function textsPlugin(): Plugin {
  return {
    name: 'pusula-texts',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const match = SPEC.exec(id.slice(1));
      if (!match) throw new Error(`Bad texts import "${id.slice(1)}": texts:<namespace>/<path>,<path>`);
      const [, ns, list] = match;
      const file = resolve(LOCALES, `${ns}.json`);
      this.addWatchFile(file);
      const whole = JSON.parse(readFileSync(file, 'utf8')) as Tree;
      return `export default ${JSON.stringify(pickTexts(whole, list!.split(','), id.slice(1)))};`;
    },
  };
}
