// Standard-14 Helvetica metrics and a single-byte encoding that covers Turkish text.
// The byte layout follows Windows-1254 (WinAnsi plus Ğ ğ İ ı Ş ş), and every non-ASCII
// code is also named explicitly in the font's /Differences array, so viewers never guess.

export type FontKey = 'regular' | 'bold';

/** Helvetica advance widths (1/1000 em) for ASCII 32..126, from the Adobe AFM files. */
const ASCII_WIDTHS: Readonly<Record<FontKey, readonly number[]>> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
    500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
    556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
    278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
    556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
    556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
    333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** Non-ASCII characters we support: [character, byte code, glyph name, regular width, bold width]. */
const EXTRA_GLYPHS: ReadonlyArray<readonly [string, number, string, number, number]> = [
  ['\u2018', 0x91, 'quoteleft', 222, 278],
  ['\u2019', 0x92, 'quoteright', 222, 278],
  ['\u201c', 0x93, 'quotedblleft', 333, 500],
  ['\u201d', 0x94, 'quotedblright', 333, 500],
  ['\u2022', 0x95, 'bullet', 350, 350],
  ['\u2013', 0x96, 'endash', 556, 556],
  ['\u2014', 0x97, 'emdash', 1000, 1000],
  ['Â', 0xc2, 'Acircumflex', 667, 722],
  ['Ç', 0xc7, 'Ccedilla', 722, 722],
  ['Ğ', 0xd0, 'Gbreve', 778, 778],
  ['Ö', 0xd6, 'Odieresis', 778, 778],
  ['Ü', 0xdc, 'Udieresis', 722, 722],
  ['İ', 0xdd, 'Idotaccent', 278, 278],
  ['Ş', 0xde, 'Scedilla', 667, 667],
  ['â', 0xe2, 'acircumflex', 556, 556],
  ['ç', 0xe7, 'ccedilla', 500, 556],
  ['ğ', 0xf0, 'gbreve', 556, 611],
  ['ö', 0xf6, 'odieresis', 556, 611],
  ['ü', 0xfc, 'udieresis', 556, 611],
  ['ı', 0xfd, 'dotlessi', 278, 278],
  ['ş', 0xfe, 'scedilla', 500, 556],
];

const EXTRA_BY_CHAR = new Map(EXTRA_GLYPHS.map((glyph) => [glyph[0], glyph]));

/** The /Encoding dictionary shared by both fonts. */
export function encodingDictionary(): string {
  const differences = EXTRA_GLYPHS.map(([, code, name]) => `${code} /${name}`).join(' ');
  return `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${differences}] >>`;
}

function byteFor(char: string): number {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code >= 32 && code <= 126) return code;
  const extra = EXTRA_BY_CHAR.get(char);
  if (!extra) throw new Error(`Character ${JSON.stringify(char)} has no glyph in the PDF encoding`);
  return extra[1];
}

/** Encodes text as a binary string (one char per byte) in the font encoding. */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) out += String.fromCharCode(byteFor(char));
  return out;
}

/** A PDF literal string for text, with ( ) \ escaped. */
export function pdfString(text: string): string {
  return `(${encodeText(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Width of text in points when set in the given font and size. */
export function textWidth(text: string, font: FontKey, size: number): number {
  let units = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const ascii = char.length === 1 && code >= 32 && code <= 126 ? ASCII_WIDTHS[font][code - 32] : undefined;
    const extra = EXTRA_BY_CHAR.get(char);
    units += ascii ?? (extra ? (font === 'bold' ? extra[4] : extra[3]) : 556);
  }
  return (units * size) / 1000;
}
