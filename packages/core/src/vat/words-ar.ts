/**
 * Arabic cardinal numbers in words, in the plain counting (masculine) form used when an amount is
 * spelled out on a document: "مائة وخمسة وعشرون". Parts are joined with "و"; units come before tens
 * (21 = "واحد وعشرون"). Scale words take the dual for 2 (ألفان) and the plural for 3–10 (ثلاثة آلاف).
 * Noun–numeral gender agreement with the currency name is not applied (a known simplification).
 */

import { assertSpellable } from './words-range.ts';

const ONES = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'] as const;
const TEENS = [
  'عشرة',
  'أحد عشر',
  'اثنا عشر',
  'ثلاثة عشر',
  'أربعة عشر',
  'خمسة عشر',
  'ستة عشر',
  'سبعة عشر',
  'ثمانية عشر',
  'تسعة عشر',
] as const;
const TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'] as const;
const HUNDREDS = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
] as const;

interface ScaleForms {
  one: string;
  two: string;
  plural: string;
}

/** Thousand, million, billion, trillion: singular, dual, plural (3–10). */
const SCALES: readonly ScaleForms[] = [
  { one: 'ألف', two: 'ألفان', plural: 'آلاف' },
  { one: 'مليون', two: 'مليونان', plural: 'ملايين' },
  { one: 'مليار', two: 'ملياران', plural: 'مليارات' },
  { one: 'تريليون', two: 'تريليونان', plural: 'تريليونات' },
];

/** Words for 1–999. */
function groupWords(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(HUNDREDS[hundreds]!);
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10]!);
  else if (rest > 0) {
    const ones = rest % 10;
    const tens = Math.floor(rest / 10);
    if (ones > 0 && tens > 0) parts.push(`${ONES[ones]!} و${TENS[tens]!}`);
    else parts.push(ones > 0 ? ONES[ones]! : TENS[tens]!);
  }
  return parts.join(' و');
}

function scaledGroup(group: number, forms: ScaleForms): string {
  if (group === 1) return forms.one;
  if (group === 2) return forms.two;
  if (group <= 10) return `${groupWords(group)} ${forms.plural}`;
  // Exactly 200 stands in construct state before the scale word: "مائتا ألف", not "مائتان ألف".
  return `${group === 200 ? 'مائتا' : groupWords(group)} ${forms.one}`;
}

/** Words of a whole number 0 ≤ n < 10^15. */
export function integerToArabicWords(n: number): string {
  assertSpellable(n);
  if (n === 0) return 'صفر';
  const parts: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    const forms = SCALES[scale - 1];
    parts.unshift(forms ? scaledGroup(group, forms) : groupWords(group));
  }
  return parts.join(' و');
}
