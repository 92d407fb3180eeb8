import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';

/**
 * `node scripts/subset-fonts.ts`: writes the web font files of apps/web/app/styles/fonts.css (docs/decisions/0010-first-paint.md):
 * Inter's variable weight axis cut to 400–700 (the weights the CSS uses) and only the characters Turkish
 * and English pages use, in two files because @fontsource-variable/inter (Inter 4, SIL OFL) keeps them in
 * two: inter-tr.woff2 from its latin file (ASCII, Latin-1 with ç ö ü â î û, ı, punctuation, €) and
 * inter-tr-ext.woff2 from its latin-ext file (Ğ ğ İ Ş ş ₺). 133 KB of fonts become about 30 KB. Re-run
 * after an @fontsource-variable/inter update and commit the result; the unicode-range of each face in
 * fonts.css lists the same code points.
 */
const root = resolve(import.meta.dirname, '..');
const source = (subset: string) =>
  readFileSync(join(root, `node_modules/@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`));

type Ranges = readonly (readonly [number, number])[];
/** What the latin file has of what the pages need (its own unicode-range, less the rare signs). */
const MAIN: Ranges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
];
/** The Turkish letters and the lira sign, which only the latin-ext file has. */
const EXT: Ranges = [
  [0x11e, 0x11f],
  [0x130, 0x130],
  [0x15e, 0x15f],
  [0x20ba, 0x20ba],
];

function textOf(ranges: Ranges): string {
  let text = '';
  for (const [from, to] of ranges)
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

const out = join(root, 'apps/web/app/styles/fonts');
mkdirSync(out, { recursive: true });
const axes = { wght: { min: 400, max: 700, default: 400 } };
for (const [file, subset, ranges] of [
  ['inter-tr.woff2', 'latin', MAIN],
  ['inter-tr-ext.woff2', 'latin-ext', EXT],
] as const) {
  const input = source(subset);
  const font = await subsetFont(input, textOf(ranges), { targetFormat: 'woff2', variationAxes: axes });
  writeFileSync(join(out, file), font);
  console.log(`${file}: ${(font.length / 1024).toFixed(1)} KB (from ${(input.length / 1024).toFixed(0)} KB)`);
}
