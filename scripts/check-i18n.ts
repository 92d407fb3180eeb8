import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGS } from '../packages/core/src/i18n/languages.ts';
import { NAMESPACES } from '../packages/core/src/i18n/namespaces.ts';
import { pluralBase, pluralCategoriesOf } from '../packages/core/src/i18n/plurals.ts';
import { resources } from '../packages/core/src/i18n/resources.ts';
import { leafKeys } from '../packages/core/src/i18n/translate.ts';

/**
 * Fails (exit 1) when a text key is missing in any language, or when the web app uses a literal key
 * that no resource file has. Runs before every web build and in `npm test`.
 */
const problems: string[] = [];
for (const ns of NAMESPACES) {
  // A text in plural forms (`days_one`, `days_other`…) counts as one key, `days`; each language must
  // have every form its plural rules use (packages/core/src/i18n/plurals.ts).
  const sets = LANGS.map((lang) => new Set(leafKeys(resources[lang][ns]).map(pluralBase)));
  LANGS.forEach((lang) => {
    const keys = new Set(leafKeys(resources[lang][ns]));
    for (const key of keys) {
      if (pluralBase(key) === key || !key.endsWith('_other')) continue;
      for (const category of pluralCategoriesOf(lang)) {
        const form = `${pluralBase(key)}_${category}`;
        if (!keys.has(form)) problems.push(`${lang}/${ns}.json lacks the plural form "${form}"`);
      }
    }
  });
  const all = new Set(sets.flatMap((set) => [...set]));
  for (const key of all) {
    LANGS.forEach((lang, index) => {
      if (!sets[index]?.has(key)) problems.push(`${lang}/${ns}.json lacks "${key}"`);
    });
  }
}

const webRoot = resolve(import.meta.dirname, '../apps/web/app');
const trKeys = new Set(
  NAMESPACES.flatMap((ns) =>
    leafKeys(resources.tr[ns])
      .flatMap((k) => [k, pluralBase(k)])
      .map((k) => (ns === 'common' ? k : `${ns}:${k}`)),
  ),
);
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}
for (const file of walk(webRoot)) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:-]+)'/g)) {
    const key = match[1] ?? '';
    if (!trKeys.has(key)) problems.push(`${file.slice(webRoot.length + 1)} uses missing key "${key}"`);
  }
}

if (problems.length > 0) {
  console.error(`i18n check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `i18n check: ${LANGS.length} languages × ${NAMESPACES.length} namespaces agree; every literal key exists.`,
);
