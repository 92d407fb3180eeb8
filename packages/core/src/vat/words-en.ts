/** English cardinal numbers in words (US cheque style: "one hundred twenty-five"). */

import { assertSpellable } from './words-range.ts';

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'] as const;

function belowHundred(n: number): string {
  if (n < 20) return SMALL[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}-${SMALL[ones]!}`;
}

function groupWords(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(SMALL[hundreds]!, 'hundred');
  if (rest > 0) words.push(belowHundred(rest));
  return words;
}

/** Words of a whole number 0 ≤ n < 10^15. */
export function integerToEnglishWords(n: number): string[] {
  assertSpellable(n);
  if (n === 0) return ['zero'];
  const words: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    const scaleWord = SCALES[scale]!;
    words.unshift(...groupWords(group), ...(scaleWord ? [scaleWord] : []));
  }
  return words;
}
