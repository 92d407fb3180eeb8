import { formatTL } from '../format/number-format.ts';
import { rulesOn } from './asset-cap-rules.ts';
import { type LoanType, loanTerms, MAX_AMOUNT, type TermListContext } from './constants.ts';

/** Loan types whose forms ask the asset's value (docs/domain-rules.md#asset-value-caps). */
export const ASSET_VALUE_LOAN_TYPES: readonly LoanType[] = ['tasit', 'konut'];

export function takesAssetValue(loanType: LoanType): boolean {
  return ASSET_VALUE_LOAN_TYPES.includes(loanType);
}

/** What the rules allow for an asset: the largest loan (whole TL) and term (null: no term cap), or no loan. */
export type AssetCap = { refused: false; maxAmount: number; maxMaturity: number | null } | { refused: true };

/**
 * The cap the rules in force on `date` put on a loan for an asset worth `assetValue` TL (kuruş allowed):
 * the value's band by its upper limit (inclusive, compared in kuruş), the loan at most floor(value × LTV)
 * whole TL. Vehicles above the last band are refused. Null for loan types without such rules or before
 * the first rule set.
 */
export function assetCap(loanType: LoanType, assetValue: number, date?: string): AssetCap | null {
  const rules = rulesOn(date);
  if (!rules || !takesAssetValue(loanType)) return null;
  const kurus = Math.round(assetValue * 100);
  // Kuruş × percent is an exact integer, so the floor never suffers from binary fractions.
  const floorShare = (ltvPercent: number) => Math.floor((kurus * ltvPercent) / 10_000);
  if (loanType === 'tasit') {
    const band = rules.vehicle.find((step) => kurus <= Math.round(step.upTo * 100));
    if (!band) return { refused: true };
    return { refused: false, maxAmount: floorShare(band.maxLtv), maxMaturity: band.maxTerm };
  }
  const band = rules.housing.find((step) => kurus <= step.upTo * 100);
  if (!band) return { refused: true };
  return { refused: false, maxAmount: floorShare(band.maxLtv), maxMaturity: null };
}

export interface CapNotice {
  /** The largest amount the rules and the form allow, whole TL. */
  maxAmount: number;
  /** The longest allowed term of the type's list within the cap; null when the value caps no term (housing). */
  maxMaturity: number | null;
  /** The notice in Turkish, per docs/number-format.md. */
  message: string;
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
 * amount within its 50.000.000 TL, the term the longest of the type's list at or below the cap.
 */
export function capNotice(
  loanType: LoanType,
  amount: number,
  maturity: number,
  assetValue: number,
  context: TermListContext = 'page',
  date?: string,
): CapNotice | null {
  const cap = assetCap(loanType, assetValue, date);
  if (!cap || cap.refused) return null;
  const maxAmount = Math.min(cap.maxAmount, MAX_AMOUNT);
  let maxMaturity: number | null = null;
  if (cap.maxMaturity !== null) {
    const allowed = loanTerms(loanType, context).filter((months) => months <= (cap.maxMaturity ?? 0));
    maxMaturity = allowed.length > 0 ? Math.max(...allowed) : cap.maxMaturity;
  }
  const over = amount > maxAmount || (maxMaturity !== null && maturity > maxMaturity);
  if (!over) return null;
  return { maxAmount, maxMaturity, message: capNoticeMessage(maxAmount, maxMaturity) };
}
