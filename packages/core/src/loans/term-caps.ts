/**
 * BDDK's personal-loan (ihtiyaç) term caps in force since 2025-02-13 (docs/domain-rules.md#term-caps):
 * up to 125,000 TL → at most 36 months; over 125,000 up to 250,000 → 24; over 250,000 → 12.
 */
export const PERSONAL_LOAN_TERM_CAPS_EFFECTIVE_FROM = '2025-02-13';
export const PERSONAL_LOAN_TERM_CAPS = [
  { upTo: 125_000, maxMonths: 36 },
  { upTo: 250_000, maxMonths: 24 },
  { upTo: Number.POSITIVE_INFINITY, maxMonths: 12 },
] as const;

/** The longest term, in months, a personal loan of `amount` TL may have. */
export function personalLoanMaxTerm(amount: number): number {
  const cap = PERSONAL_LOAN_TERM_CAPS.find((step) => amount <= step.upTo);
  return cap?.maxMonths ?? 12;
}
