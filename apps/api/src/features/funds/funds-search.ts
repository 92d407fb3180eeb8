/**
 * Turkish case-insensitive matching: both sides are upper-cased the Turkish way (i → İ, ı → I) and
 * then folded to plain Latin letters, so "altın" and "altin" find "ALTIN" and "i" finds "İ".
 */
const FOLD: Record<string, string> = {
  İ: 'I',
  Ş: 'S',
  Ğ: 'G',
  Ü: 'U',
  Ö: 'O',
  Ç: 'C',
  Â: 'A',
  Î: 'I',
  Û: 'U',
};

export function searchKey(value: string): string {
  return value
    .trim()
    .toLocaleUpperCase('tr-TR')
    .replace(/[İŞĞÜÖÇÂÎÛ]/g, (char) => FOLD[char] ?? char)
    .replace(/\s+/g, ' ');
}

/** Rank of a match: 0 exact code, 1 code prefix, 2 code or name contains; -1 no match. */
export function matchRank(query: string, codeKey: string, nameKey: string): number {
  if (codeKey === query) return 0;
  if (codeKey.startsWith(query)) return 1;
  if (codeKey.includes(query) || nameKey.includes(query)) return 2;
  return -1;
}
