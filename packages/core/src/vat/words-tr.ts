/** Turkish cardinal numbers in words ("yüz yirmi beş"), for amounts on invoices and cheques. */

import { assertSpellable } from './words-range.ts';

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'] as const;
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'] as const;
/** Scale words for groups of three digits, lowest first. */
const SCALES = ['', 'bin', 'milyon', 'milyar', 'trilyon'] as const;

/** Words for 1–999 as a list ("yüz", not "bir yüz"). */
function groupWords(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  const words: string[] = [];
  if (hundreds > 0) {
    if (hundreds > 1) words.push(ONES[hundreds]!);
    words.push('yüz');
  }
  if (tens > 0) words.push(TENS[tens]!);
  if (ones > 0) words.push(ONES[ones]!);
  return words;
}

/**
 * Words of a whole number 0 ≤ n < 10^15, lower case, space separated: 1000 → "bin" (never "bir bin"),
 * 2000 → "iki bin", 0 → "sıfır".
 */
export function integerToTurkishWords(n: number): string[] {
  assertSpellable(n);
  if (n === 0) return ['sıfır'];
  const words: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    const scaleWord = SCALES[scale]!;
    const part = scale === 1 && group === 1 ? [] : groupWords(group);
    words.unshift(...part, ...(scaleWord ? [scaleWord] : []));
  }
  return words;
}
