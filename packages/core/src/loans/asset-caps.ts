import { formatTL } from '../format/number-format.ts';
import { rulesAt } from './asset-cap-rules.ts';
import {
  type AssetDetails,
  DEFAULT_ENERGY_CLASS,
  DEFAULT_VEHICLE_KIND,
  takesAssetValue,
} from './asset-cap-types.ts';
import { type LoanType, loanTerms, MAX_AMOUNT, type TermListContext } from './constants.ts';

/**
 * What the rules allow for an asset: the largest loan (whole TL) and term (null: no term cap), or no
 * loan with the rule's refusal (a message key); `rule` is the id of the rule set applied.
 */
export type AssetCap =
  | { refused: false; maxAmount: number; maxMaturity: number | null; rule: string }
  | { refused: true; refusal: string; rule: string };

/**
 * The cap the rules in force on `date` put on a loan for an asset worth `assetValue` TL (kuruş allowed):
 * the value's band by its upper limit (inclusive, compared in kuruş), the loan at most
 * floor(value × LTV) whole TL. Vehicles: the table of the kind (a kind without a table of its own on
 * that day takes the general one); above its last band refused. Housing: the energy class's column,
 * times the owner share when the buyer already owns a home. Null for loan types without such rules or
 * on a day no rule set covers.
 */
export function assetCap(
  loanType: LoanType,
  assetValue: number,
  details: AssetDetails = {},
  date?: string,
): AssetCap | null {
  if (!takesAssetValue(loanType)) return null;
  const rules = rulesAt(date);
  const kurus = Math.round(assetValue * 100);
  // Kuruş × percent (× percent) is an exact integer, so the floor never suffers from binary fractions.
  const floorShare = (ltvPercent: number, sharePercent = 100) =>
    Math.floor((kurus * ltvPercent * sharePercent) / 1_000_000);
  if (loanType === 'tasit') {
    const kind = details.vehicleKind ?? DEFAULT_VEHICLE_KIND;
    const set = rules.vehicle[kind] ?? rules.vehicle.other;
    if (!set) return null;
    const band = set.bands.find((step) => kurus <= Math.round(step.upTo * 100));
    if (!band) return { refused: true, refusal: set.refusal, rule: set.id };
    return { refused: false, maxAmount: floorShare(band.maxLtv), maxMaturity: band.maxTerm, rule: set.id };
  }
  const set = rules.housing;
  if (!set) return null;
  const band = set.bands.find((step) => kurus <= step.upTo * 100);
  if (!band) return null;
  const ltv = band.maxLtv[details.energyClass ?? DEFAULT_ENERGY_CLASS];
  const share = details.ownsHome ? set.ownerSharePercent : 100;
  return { refused: false, maxAmount: floorShare(ltv, share), maxMaturity: null, rule: set.id };
}

export interface CapNotice {
  /** The largest amount the rules and the form allow, whole TL. */
  maxAmount: number;
  /** The longest allowed term of the type's list within the cap; null when the value caps no term (housing). */
  maxMaturity: number | null;
  /** The notice in Turkish, per docs/number-format.md. */
  message: string;
  /** The amount the offers are computed for: the request's, at most `maxAmount` (whole TL). */
  appliedAmount: number;
  /** The term the offers are computed for: the request's, at most `maxMaturity` (months). */
  appliedMaturity: number;
}

/** "Bu değerde en fazla 1.500.000 TL, en fazla 36 ay vadeyle kredi kullanabilirsiniz." */
export function capNoticeMessage(maxAmount: number, maxMaturity: number | null): string {
  const amount = formatTL(maxAmount, 0, 'tr');
  return maxMaturity === null
    ? `Bu değerde en fazla ${amount} kredi kullanabilirsiniz.`
    : `Bu değerde en fazla ${amount}, en fazla ${maxMaturity} ay vadeyle kredi kullanabilirsiniz.`;
}

/**
 * The notice for a request over the asset's cap: null when nothing limits it (no rule, within the cap)
 * or when the rules refuse the asset (the schema's error). The suggestion stays valid for the form: the
 * amount within its 50.000.000 TL, the term the longest of the type's list at or below the cap. The
 * offers are never priced for what the rule forbids: `appliedAmount` and `appliedMaturity` are the
 * request brought within the cap, the figures the search and the pages compute the offers for.
 */
export function capNotice(
  loanType: LoanType,
  amount: number,
  maturity: number,
  assetValue: number,
  context: TermListContext = 'page',
  details: AssetDetails = {},
  date?: string,
): CapNotice | null {
  const cap = assetCap(loanType, assetValue, details, date);
  if (!cap || cap.refused) return null;
  const maxAmount = Math.min(cap.maxAmount, MAX_AMOUNT);
  let maxMaturity: number | null = null;
  if (cap.maxMaturity !== null) {
    const allowed = loanTerms(loanType, context).filter((months) => months <= (cap.maxMaturity ?? 0));
    maxMaturity = allowed.length > 0 ? Math.max(...allowed) : cap.maxMaturity;
  }
  const over = amount > maxAmount || (maxMaturity !== null && maturity > maxMaturity);
  if (!over) return null;
  return {
    maxAmount,
    maxMaturity,
    message: capNoticeMessage(maxAmount, maxMaturity),
    appliedAmount: Math.min(amount, maxAmount),
    appliedMaturity: maxMaturity === null ? maturity : Math.min(maturity, maxMaturity),
  };
}
