import type { OfferBank } from '@pusula/core/contract/banks.ts';
import type {
  DepositOfferRow,
  LoanOfferRow,
  NewDepositOffer,
  NewLoanOffer,
  OfferHistory,
} from '@pusula/core/contract/offers-editor.ts';

export type { DepositOfferRow, LoanOfferRow, OfferHistory };

/** A bank as GET /api/offers/banks answers it (the fields the editor uses). */
export type EditorBank = Pick<OfferBank, 'id' | 'name' | 'displayName' | 'isParticipation' | 'sortOrder'>;

export type OfferKind = 'loan' | 'deposit';

type HousingCostKey = 'mortgageFee' | 'appraisalFee' | 'earthquakeInsurance';

/**
 * Body of POST /api/offers/loans without the bank (PUT takes the same fields but the type); a housing
 * offer's costs only for konut.
 */
export type LoanOfferFields = Required<Omit<NewLoanOffer, 'bankName' | HousingCostKey>> &
  Pick<NewLoanOffer, HousingCostKey>;

/** Body of POST /api/offers/deposits without the bank (PUT takes the same fields). */
export type DepositOfferFields = Omit<NewDepositOffer, 'bankName'>;

export type OfferFields = LoanOfferFields | DepositOfferFields;

/** Which modal is open: add a new offer, edit one, or confirm retiring one. */
export type EditorModal =
  | { type: 'add'; kind: OfferKind }
  | { type: 'edit'; kind: OfferKind; offerId: number }
  | { type: 'retire'; kind: OfferKind; offerId: number };
