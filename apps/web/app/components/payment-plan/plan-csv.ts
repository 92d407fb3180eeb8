import { type OfferCostSummary, upfrontCostLines } from '@pusula/core/loans/offer-cost.ts';
import type { LoanPlan, PaymentPlanRow } from '@pusula/core/loans/payment-plan.ts';
import { roundHalfUp, sumMoney } from '@pusula/core/money/round.ts';

/** Column headers in the page language, in the table's order. */
export interface PlanCsvHeaders {
  month: string;
  installment: string;
  principal: string;
  interest: string;
  kkdf: string;
  bsmv: string;
  balance: string;
  total: string;
}

/** Labels of an offer's cost lines, in the page language. */
export interface PlanCsvCostLabels {
  allocationFee: string;
  allocationFeeBsmv: string;
  mortgageFee: string;
  appraisalFee: string;
  earthquakeInsurance: string;
  totalKkdf: string;
  totalBsmv: string;
  totalCost: string;
  annualCostRate: string;
}

/** An offer's cost figures and their labels, written under the totals row. */
export interface PlanCsvCost {
  labels: PlanCsvCostLabels;
  figures: OfferCostSummary;
}

const COST_MONEY = ['totalKkdf', 'totalBsmv', 'totalCost'] as const;

const MONEY: ReadonlyArray<keyof Omit<PaymentPlanRow, 'month'>> = [
  'installment',
  'principal',
  'interest',
  'kkdf',
  'bsmv',
  'balance',
];

/**
 * Comma decimal without grouping, so spreadsheets read it as a number: 1234.5 → "1234,50". The same in
 * every page language: a file is data, not page text (docs/number-format.md, "Exported files").
 */
export function csvDecimal(value: number): string {
  return roundHalfUp(value, 2).toFixed(2).replace('.', ',');
}

function cell(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The plan as CSV for Excel in Turkish: UTF-8 byte order mark, semicolon separators, comma decimals,
 * CRLF line ends; one row per month and a totals row (the balance column is empty there). For an
 * offer's plan, after an empty line, one `label;value` line each for the allocation fee (its BSMV and a
 * housing offer's costs when it has them), KKDF, BSMV, total cost and the annual cost rate (in percent, the label says so: docs/domain-rules.md#true-cost).
 * Only the labels follow the page language; the numbers do not.
 */
export function planToCsv(plan: LoanPlan, headers: PlanCsvHeaders, cost?: PlanCsvCost): string {
  const lines = [[headers.month, ...MONEY.map((key) => headers[key])].map(cell).join(';')];
  for (const row of plan.rows)
    lines.push([String(row.month), ...MONEY.map((key) => csvDecimal(row[key]))].join(';'));
  const principal = sumMoney(plan.rows.map((row) => row.principal));
  lines.push(
    [
      cell(headers.total),
      csvDecimal(plan.totalPayment),
      csvDecimal(principal),
      csvDecimal(plan.totalInterest),
      csvDecimal(plan.totalKkdf),
      csvDecimal(plan.totalBsmv),
      '',
    ].join(';'),
  );
  if (cost) {
    lines.push('');
    for (const [key, value] of upfrontCostLines(cost.figures))
      lines.push(`${cell(cost.labels[key])};${csvDecimal(value)}`);
    for (const key of COST_MONEY) lines.push(`${cell(cost.labels[key])};${csvDecimal(cost.figures[key])}`);
    lines.push(`${cell(`${cost.labels.annualCostRate} (%)`)};${csvDecimal(cost.figures.annualCostRate)}`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Offers `content` as a file download (browser only). */
export function downloadText(fileName: string, content: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
