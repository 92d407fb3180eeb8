/**
 * The fund platform's period-returns answer (`fonGetiriBazliBilgiGetir`):
 * `{ errorCode, errorMessage, resultList[] }`, rows with fonKodu, fonUnvan, fonTurAciklama and the
 * seven returns in percent (null when the fund is too young). Pure: text in, rows or an error out.
 */

export type FundKind = 'YAT' | 'EMK';
export const FUND_KINDS: readonly FundKind[] = ['YAT', 'EMK'];

export interface FundRecord {
  code: string;
  name: string;
  umbrellaType: string;
  return1m: number | null;
  return3m: number | null;
  return6m: number | null;
  returnYtd: number | null;
  return1y: number | null;
  return3y: number | null;
  return5y: number | null;
}

/** A source answer that must not replace the last good data (the reason goes to the run log). */
export class FundSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FundSourceError';
  }
}

const RETURN_FIELDS = [
  ['getiri1a', 'return1m'],
  ['getiri3a', 'return3m'],
  ['getiri6a', 'return6m'],
  ['getiriyb', 'returnYtd'],
  ['getiri1y', 'return1y'],
  ['getiri3y', 'return3y'],
  ['getiri5y', 'return5y'],
] as const;

function toReturn(value: unknown, field: string, code: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (!Number.isFinite(number)) throw new FundSourceError(`${code}: ${field} is not a number`);
  return number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Parses the body text; throws FundSourceError for HTML, broken JSON, error bodies and empty lists. */
export function parseFundReturns(body: string): FundRecord[] {
  const trimmed = body.trim();
  if (trimmed.startsWith('<')) throw new FundSourceError('the source answered HTML instead of JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    throw new FundSourceError('the source answered malformed JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new FundSourceError('the source answered an unexpected JSON shape');
  }
  const { errorCode, errorMessage, resultList } = parsed as Record<string, unknown>;
  if (
    (errorCode !== null && errorCode !== undefined && errorCode !== '' && errorCode !== 0) ||
    text(errorMessage)
  ) {
    throw new FundSourceError(
      `the source reported an error: ${String(errorCode ?? '')} ${text(errorMessage)}`.trim(),
    );
  }
  if (!Array.isArray(resultList)) throw new FundSourceError('the source answer has no resultList');
  if (resultList.length === 0) throw new FundSourceError('the source answered an empty resultList');

  const seen = new Set<string>();
  const records: FundRecord[] = [];
  for (const raw of resultList) {
    if (!raw || typeof raw !== 'object') throw new FundSourceError('a resultList row is not an object');
    const row = raw as Record<string, unknown>;
    const code = text(row.fonKodu).toLocaleUpperCase('tr-TR');
    const name = text(row.fonUnvan);
    if (!code || !name) throw new FundSourceError('a resultList row lacks fonKodu or fonUnvan');
    if (seen.has(code)) continue;
    seen.add(code);
    const record: FundRecord = {
      code,
      name,
      umbrellaType: text(row.fonTurAciklama),
      return1m: null,
      return3m: null,
      return6m: null,
      returnYtd: null,
      return1y: null,
      return3y: null,
      return5y: null,
    };
    for (const [source, target] of RETURN_FIELDS) record[target] = toReturn(row[source], source, code);
    records.push(record);
  }
  return records;
}
