/**
 * Monthly internal rate m at which `payments` (paid at the end of months 1…n) are worth `amount`
 * today: Σ payments[k] / (1 + m)^(k+1) = amount. Solved by bisection, so the result is deterministic.
 * Returns 0 when the payments do not exceed the amount (no positive cost).
 */
export function monthlyInternalRate(payments: readonly number[], amount: number): number {
  const presentValue = (m: number): number =>
    payments.reduce((sum, payment, k) => sum + payment / (1 + m) ** (k + 1), 0);
  if (amount <= 0 || presentValue(0) <= amount) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(high) > amount) high *= 2;
  for (let iteration = 0; iteration < 200 && high - low > 1e-15 * Math.max(1, high); iteration += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amount) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** Annual cost rate from a monthly rate: (1 + m)^12 − 1. */
export function annualiseMonthlyRate(monthlyRate: number): number {
  return (1 + monthlyRate) ** 12 - 1;
}
