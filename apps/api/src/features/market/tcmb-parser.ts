import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MarketSourceError, type QuoteBatch, type QuoteInput, round6 } from './market-types.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'Currency',
});

/** The bulletin's `Tarih="28.09.2026"`; rates are published at 15:30 Istanbul time (UTC+3). */
function bulletinTime(tarih: unknown): Date {
  const match = typeof tarih === 'string' ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(tarih.trim()) : null;
  if (!match) throw new MarketSourceError('bulletin date missing or unreadable');
  const [, day, month, year] = match;
  const date = new Date(`${year}-${month}-${day}T15:30:00+03:00`);
  if (Number.isNaN(date.getTime())) throw new MarketSourceError('bulletin date invalid');
  return date;
}

/** A decimal from an element: empty elements and anything not a positive number give null. */
function decimal(raw: unknown): number | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

/** A bulletin currency code (three capitals) or the ticker's SEPET. */
const CURRENCY_CODE = /^([A-Z]{3}|SEPET)$/;

function perUnit(value: number | null, unit: number): number | null {
  return value === null ? null : round6(value / unit);
}

/**
 * The central bank's daily bulletin (today.xml): forex buying and selling per currency, divided by
 * `Unit` (JPY is per 100). XDR becomes the ticker's SEPET, EURUSD is EUR/USD, empty values are
 * skipped. Every currency of the bulletin is kept (the converter offers them all; the ticker's
 * snapshot shows only its own codes). Throws MarketSourceError on anything else.
 */
export function parseTcmbXml(xml: string): QuoteBatch {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new MarketSourceError(`malformed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const document = parser.parse(xml) as { Tarih_Date?: { '@Tarih'?: unknown; Currency?: unknown[] } };
  const root = document.Tarih_Date;
  if (!root || !Array.isArray(root.Currency))
    throw new MarketSourceError('not a bulletin: Tarih_Date missing');
  const asOf = bulletinTime(root['@Tarih']);

  const byCode = new Map<string, QuoteInput>();
  for (const entry of root.Currency as Record<string, unknown>[]) {
    const rawCode = String(entry['@CurrencyCode'] ?? entry['@Kod'] ?? '')
      .trim()
      .toUpperCase();
    const code = rawCode === 'XDR' ? 'SEPET' : rawCode;
    if (!CURRENCY_CODE.test(code)) continue;
    const unit = decimal(entry.Unit) ?? 1;
    const buy = perUnit(decimal(entry.ForexBuying), unit);
    const sell = perUnit(decimal(entry.ForexSelling), unit);
    const value = sell ?? buy;
    if (value === null) continue;
    byCode.set(code, { code, buy, sell, value, change: null, changePercent: null });
  }

  const eur = byCode.get('EUR');
  const usd = byCode.get('USD');
  if (eur && usd) {
    const ratio = (a: number | null, b: number | null) => (a !== null && b !== null ? round6(a / b) : null);
    const buy = ratio(eur.buy, usd.buy);
    const sell = ratio(eur.sell, usd.sell);
    const value = sell ?? buy;
    if (value !== null)
      byCode.set('EURUSD', { code: 'EURUSD', buy, sell, value, change: null, changePercent: null });
  }
  if (byCode.size === 0) throw new MarketSourceError('bulletin holds no usable rates');
  return { asOf, quotes: [...byCode.values()] };
}
