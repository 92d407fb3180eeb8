import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const LOCALES = resolve(import.meta.dirname, '../../packages/core/src/i18n/locales/tr');
const PREFIX = 'texts:';
const RESOLVED = '\0texts:';
const SPEC = /^texts:([a-z]+)\/([A-Za-z0-9.,-]+)$/;

type Tree = { [key: string]: string | Tree };

/** The parts of a namespace named by dotted paths (`vat`, `faq.kdv`), in the shape of the whole. */
export function pickTexts(whole: Tree, paths: string[], where: string): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: Tree | string | undefined = whole;
    let to = picked;
    keys.forEach((key, index) => {
      from = typeof from === 'object' ? from[key] : undefined;
      if (from === undefined) throw new Error(`${where}: no Turkish text "${path}"`);
      if (index === keys.length - 1) {
        to[key] = from;
      } else {
        to[key] ??= {};
        to = to[key] as Tree;
      }
    });
  }
  return picked;
}

/**
 * `import texts from 'texts:calc/vat,ui,faq.kdv'`: only those parts of a namespace's Turkish texts
 * (packages/core/src/i18n/locales/tr/calc.json), so a page's first load carries the texts it shows,
 * inside its own chunk, not a whole namespace in a file of its own (issue 12,
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
