/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD), without time zones: a date is a day in Türkiye.
 * docs/domain-rules.md#withholding-on-deposits uses these to decide a deposit's stopaj band by
 * calendar months. Core is pure: "today" is computed from a `now` the caller may pass.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** Türkiye keeps UTC+3 all year (no daylight saving since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

interface Ymd {
  year: number;
  month: number;
  day: number;
}

/** Days in a month (1–12) of a year, by the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parse(iso: string): Ymd | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function format({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function read(iso: string): Ymd {
  const parsed = parse(iso);
  if (!parsed) throw new RangeError(`Not an ISO date: ${iso}`);
  return parsed;
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-29 is not one). */
export function isIsoDate(value: string): boolean {
  return parse(value) !== null;
}

/** The date `days` days after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  const { year, month, day } = read(iso);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = read(from);
  const b = read(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/**
 * The same day `months` calendar months later. When that month is shorter, the day is clamped to its
 * last day: 31 Aug + 6 months = 28 Feb (29 in a leap year), 31 Mar + 6 months = 30 Sep.
 */
export function addCalendarMonths(iso: string, months: number): string {
  const { year, month, day } = read(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** Today in Istanbul as YYYY-MM-DD. */
export function istanbulToday(now: Date = new Date()): string {
  return new Date(now.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}
