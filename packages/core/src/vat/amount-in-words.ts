import type { Locale } from '../format/number-format.ts';
import { toKurus } from '../money/round.ts';
import { integerToArabicWords } from './words-ar.ts';
import { integerToEnglishWords } from './words-en.ts';
import { integerToTurkishWords } from './words-tr.ts';

function splitAmount(amount: number): { lira: number; kurus: number } {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`cannot spell out ${amount}`);
  const totalKurus = toKurus(amount);
  return { lira: Math.floor(totalKurus / 100), kurus: totalKurus % 100 };
}

function turkish(lira: number, kurus: number): string {
  const liraText = `${integerToTurkishWords(lira).join(' ')} Türk lirası`;
  if (kurus === 0) return liraText;
  const kurusText = `${integerToTurkishWords(kurus).join(' ')} kuruş`;
  return lira === 0 ? kurusText : `${liraText} ${kurusText}`;
}

function english(lira: number, kurus: number): string {
  const liraText = `${integerToEnglishWords(lira).join(' ')} Turkish lira`;
  if (kurus === 0) return liraText;
  const kurusText = `${integerToEnglishWords(kurus).join(' ')} kuruş`;
  return lira === 0 ? kurusText : `${liraText} and ${kurusText}`;
}

function arabic(lira: number, kurus: number): string {
  const liraText = `${integerToArabicWords(lira)} ليرة تركية`;
  if (kurus === 0) return liraText;
  const kurusText = `${integerToArabicWords(kurus)} قرش`;
  return lira === 0 ? kurusText : `${liraText} و${kurusText}`;
}

/**
 * The amount spelled out, rounded to the kuruş:
 * tr "yüz yirmi beş Türk lirası elli kuruş", en "one hundred twenty-five Turkish lira and fifty kuruş",
 * ar "مائة وخمسة وعشرون ليرة تركية وخمسون قرش". Zero kuruş are left out; a zero lira part is left out
 * when there are kuruş (0,50 → "elli kuruş"); 0 → "sıfır Türk lirası". Throws RangeError for a negative,
 * non-finite or too large amount.
 */
export function amountInWords(amount: number, language: Locale): string {
  const { lira, kurus } = splitAmount(amount);
  if (language === 'en') return english(lira, kurus);
  if (language === 'ar') return arabic(lira, kurus);
  return turkish(lira, kurus);
}

/** Turkish words in capitals with Turkish casing (i → İ): "YÜZ YİRMİ BEŞ TÜRK LİRASI ELLİ KURUŞ". */
export function amountInWordsUpperTr(amount: number): string {
  return amountInWords(amount, 'tr').toLocaleUpperCase('tr');
}

/** "twenty-five" counts as two words here: "TwentyFive". */
function joinCapitalised(words: readonly string[], language: 'tr' | 'en'): string {
  return words
    .flatMap((word) => word.split('-'))
    .map((word) => word.charAt(0).toLocaleUpperCase(language) + word.slice(1))
    .join('');
}

/**
 * Compact written form used on cheques, bills and invoices ("yazı ile"), in the page language
 * (docs/number-format.md). Turkish and English: number words written together with no spaces so
 * nothing can be inserted, each capitalised for legibility, followed by TL, then a comma and the kuruş
 * with Kr (TDK: "650,35 → altıyüzelliTL,otuzbeşkr."): 125.50 → "YüzYirmiBeşTL,ElliKr" /
 * "OneHundredTwentyFiveTL,FiftyKr", 1000 → "BinTL" / "OneThousandTL", 0.05 → "SıfırTL,BeşKr" /
 * "ZeroTL,FiveKr". Arabic letters join across a removed space, so Arabic keeps its words and closes
 * them the way Arabic cheques do, "فقط … لا غير" ("only … nothing more"): 1200 →
 * "فقط ألف ومائتان ليرة تركية لا غير".
 */
export function compactAmountText(amount: number, language: Locale = 'tr'): string {
  const { lira, kurus } = splitAmount(amount);
  if (language === 'ar') return `فقط ${arabic(lira, kurus)} لا غير`;
  const words = language === 'en' ? integerToEnglishWords : integerToTurkishWords;
  const liraText = `${joinCapitalised(words(lira), language)}TL`;
  return kurus === 0 ? liraText : `${liraText},${joinCapitalised(words(kurus), language)}Kr`;
}
