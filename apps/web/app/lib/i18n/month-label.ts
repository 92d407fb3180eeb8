/** "Ocak 2026", "January 2026", "يناير 2026": the month's name in the page language and the year. */
export function monthLabel(month: string, lang: string): string {
  const name = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1),
  );
  return `${name} ${month.slice(0, 4)}`;
}
