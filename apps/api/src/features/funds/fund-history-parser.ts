import { FundSourceError } from './funds-parser.ts';

/**
 * The platform's daily history answer (`POST /api/funds/fonGnlBlgSiraliGetir`, the 2026 replacement
 * of `/api/DB/BindHistoryInfo`): `{ errorCode, errorMessage, toplamSayi, toplamSayfa, resultList[] }`,
 * rows `fonKodu, fonUnvan, tarih (YYYY-MM-DD…), fiyat, tedPaySayisi, kisiSayisi, portfoyBuyukluk,
 * borsaBultenFiyat, rn` (docs/domain-rules.md#fund-price-history). Pure: text in, rows out.
 */

export interface FundPriceRow {
  code: string;
  day: string;
  name: string;
  price: number;
  shares: number | null;
  investors: number | null;
  portfolioSize: number | null;
}

export interface ParsedHistory {
  rows: FundPriceRow[];
  /** Rows left out (no code, a bad date, a missing or non-positive price), each with its reason. */
  skipped: string[];
}

/** Bounds of what is stored: a code is a few letters and digits; names are cut at this length. */
const CODE = /^[A-Z0-9ÇĞİÖŞÜ]{1,12}$/u;
const MAX_NAME = 300;
/** A day with no data answers this message instead of a list (public clients treat it as empty). */
const NO_DATA = /veri bulunamad|out of bounds|no data/i;

function optionalNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(number) && number >= 0 && number < 1e18 ? number : null;
}

function validDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : null;
}

/** Throws FundSourceError for HTML, broken JSON and error bodies; a "no data" answer is an empty list. */
export function parseFundHistory(body: string): ParsedHistory {
  const trimmed = body.trim();
  if (trimmed.startsWith('<')) throw new FundSourceError('the source answered HTML instead of JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    throw new FundSourceError('the source answered malformed JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new FundSourceError('the source answered an unexpected JSON shape');
  const { errorCode, errorMessage, resultList } = parsed as Record<string, unknown>;
  const message = typeof errorMessage === 'string' ? errorMessage.trim() : '';
  if (message && NO_DATA.test(message)) return { rows: [], skipped: [] };
  if ((errorCode !== null && errorCode !== undefined && errorCode !== '' && errorCode !== 0) || message)
    throw new FundSourceError(`the source reported an error: ${String(errorCode ?? '')} ${message}`.trim());
  if (resultList === null || resultList === undefined) return { rows: [], skipped: [] };
  if (!Array.isArray(resultList)) throw new FundSourceError('the source answer has no resultList');

  const rows = new Map<string, FundPriceRow>();
  const skipped: string[] = [];
  resultList.forEach((raw, index) => {
    const row = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const code = typeof row.fonKodu === 'string' ? row.fonKodu.trim().toLocaleUpperCase('tr-TR') : '';
    const day = validDay(row.tarih);
    const price = optionalNumber(row.fiyat);
    const reason = !CODE.test(code)
      ? 'no valid fonKodu'
      : !day
        ? 'no valid tarih'
        : price === null || price <= 0
          ? 'no valid fiyat'
          : null;
    if (reason) {
      skipped.push(`row ${index + 1}${code && CODE.test(code) ? ` (${code})` : ''}: ${reason}`);
      return;
    }
    const investors = optionalNumber(row.kisiSayisi);
    rows.set(`${code} ${day}`, {
      code,
      day: day as string,
      name: (typeof row.fonUnvan === 'string' ? row.fonUnvan.trim() : '').slice(0, MAX_NAME),
      price: price as number,
      shares: optionalNumber(row.tedPaySayisi),
      investors: investors === null ? null : Math.min(Math.round(investors), 2_000_000_000),
      portfolioSize: optionalNumber(row.portfoyBuyukluk),
    });
  });
  return { rows: [...rows.values()], skipped };
}
