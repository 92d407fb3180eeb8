import { fromKurus, roundHalfUp, toKurus } from '../money/round.ts';
import {
  TRADESMAN_COMMISSION_RATE,
  TRADESMAN_DEFAULT_ANNUAL_RATE,
  TRADESMAN_EXPENSE_RATES,
  TRADESMAN_INSTALLMENTS_PER_YEAR,
  TRADESMAN_INTEREST_DAY_BASIS,
  TRADESMAN_REFUND_DIVISOR,
  tradesmanInstallmentDays,
} from './constants.ts';

export interface TradesmanInstallment {
  taksitNo: number;
  gunSayisi: number;
  /** Principal outstanding during this period (before the instalment is paid). */
  kalanAnaPara: number;
  anaTaksit: number;
  faiz: number;
  komisyon: number;
  taksitToplami: number;
}

/** Upfront expenses in TL (not rates). */
export interface TradesmanExpenses {
  masrafOrani: number;
  koopHissesi: number;
  riskSermayesi: number;
  ustKurulusHissesi: number;
  riskFonu: number;
}

/**
 * Tradesman loan result (docs/requirements/calculators.md#tradesman-loan field names). Amounts in TL rounded to kuruş.
 * - toplamGeriOdeme: everything paid back in instalments = principal + interest + commission
 *   (upfront expenses and the refund are settled at disbursement, not in instalments).
 * - toplamMasraf: the cost of the loan = interest + commission + upfront expenses. The refund is not a
 *   cost (it is paid back at the end).
 * - aylikOrtalamaOdeme: toplamGeriOdeme spread over the months of the term (years × 12), although
 *   instalments are quarterly.
 * - faizOrani: the annual rate in percent.
 */
export interface TradesmanResult {
  aylikOrtalamaOdeme: number;
  toplamGeriOdeme: number;
  netEleGecen: number;
  toplamFaiz: number;
  toplamKomisyon: number;
  toplamEkMasraf: number;
  toplamMasraf: number;
  iadeTutar: number;
  faizOrani: number;
  /** The regular principal part: principal / instalments (the last one absorbs rounding). */
  anaTaksit: number;
  taksitSayisi: number;
  taksitDetaylari: TradesmanInstallment[];
  masrafDetaylari: TradesmanExpenses;
}

export interface TradesmanInput {
  principal: number;
  /** Whole years, 1–5. */
  years: number;
  /** Annual rate in percent; default 25. */
  annualRatePercent?: number;
}

function expenses(principal: number): TradesmanExpenses {
  const part = (rate: number): number => roundHalfUp(principal * rate, 2);
  return {
    masrafOrani: part(TRADESMAN_EXPENSE_RATES.masrafOrani),
    koopHissesi: part(TRADESMAN_EXPENSE_RATES.koopHissesi),
    riskSermayesi: part(TRADESMAN_EXPENSE_RATES.riskSermayesi),
    ustKurulusHissesi: part(TRADESMAN_EXPENSE_RATES.ustKurulusHissesi),
    riskFonu: part(TRADESMAN_EXPENSE_RATES.riskFonu),
  };
}

/**
 * Quarterly equal-principal schedule: instalment k pays principal / n, interest = remaining × rate ×
 * days / 360 and commission 0.26 % of remaining; days 93, 92, 90, 91, then 92. Net received =
 * principal − upfront expenses (2.75 %) − refund (principal / 50).
 */
export function computeTradesmanLoan(input: TradesmanInput): TradesmanResult {
  const { principal, years, annualRatePercent = TRADESMAN_DEFAULT_ANNUAL_RATE } = input;
  const count = years * TRADESMAN_INSTALLMENTS_PER_YEAR;
  const rate = annualRatePercent / 100;
  const principalKurus = toKurus(principal);
  const regularPartKurus = toKurus(fromKurus(principalKurus) / count);
  const rows: TradesmanInstallment[] = [];
  let remainingKurus = principalKurus;
  let interestKurus = 0;
  let commissionKurus = 0;
  for (let taksitNo = 1; taksitNo <= count; taksitNo += 1) {
    const days = tradesmanInstallmentDays(taksitNo);
    const remaining = fromKurus(remainingKurus);
    const partKurus = taksitNo === count ? remainingKurus : Math.min(regularPartKurus, remainingKurus);
    const faizKurus = toKurus((remaining * rate * days) / TRADESMAN_INTEREST_DAY_BASIS);
    const komisyonKurus = toKurus(remaining * TRADESMAN_COMMISSION_RATE);
    rows.push({
      taksitNo,
      gunSayisi: days,
      kalanAnaPara: remaining,
      anaTaksit: fromKurus(partKurus),
      faiz: fromKurus(faizKurus),
      komisyon: fromKurus(komisyonKurus),
      taksitToplami: fromKurus(partKurus + faizKurus + komisyonKurus),
    });
    remainingKurus -= partKurus;
    interestKurus += faizKurus;
    commissionKurus += komisyonKurus;
  }
  const masrafDetaylari = expenses(fromKurus(principalKurus));
  const expenseKurus = Object.values(masrafDetaylari).reduce((sum, value) => sum + toKurus(value), 0);
  const refundKurus = toKurus(fromKurus(principalKurus) / TRADESMAN_REFUND_DIVISOR);
  const repaymentKurus = principalKurus + interestKurus + commissionKurus;
  return {
    aylikOrtalamaOdeme: roundHalfUp(fromKurus(repaymentKurus) / (years * 12), 2),
    toplamGeriOdeme: fromKurus(repaymentKurus),
    netEleGecen: fromKurus(principalKurus - expenseKurus - refundKurus),
    toplamFaiz: fromKurus(interestKurus),
    toplamKomisyon: fromKurus(commissionKurus),
    toplamEkMasraf: fromKurus(expenseKurus),
    toplamMasraf: fromKurus(interestKurus + commissionKurus + expenseKurus),
    iadeTutar: fromKurus(refundKurus),
    faizOrani: annualRatePercent,
    anaTaksit: fromKurus(regularPartKurus),
    taksitSayisi: count,
    taksitDetaylari: rows,
    masrafDetaylari,
  };
}
