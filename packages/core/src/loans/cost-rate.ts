/** Most solver steps; the safeguarded Newton iteration below needs about 5–15, bisection alone about 55. */
const MAX_ITERATIONS = 200;
/** Converged once a step moves the rate, or the bracket is narrower than, this × max(1, rate). */
const TOLERANCE = 1e-15;

/**
 * Net present value f(m) = Σ payments[k] / (1 + m)^(k+1) − amount and its derivative f′(m), in one
 * Horner pass over v = 1 / (1 + m): Q(v) = v(p₀ + v(p₁ + … + v·pₙ₋₁)) with Q′(v) accumulated alongside,
 * and f′(m) = Q′(v) · dv/dm = −v² Q′(v). No powers, so one evaluation costs a few multiplications per
 * payment.
 */
function netPresentValue(
  payments: readonly number[],
  amount: number,
  m: number,
): { value: number; slope: number } {
  const v = 1 / (1 + m);
  let q = 0;
  let dq = 0;
  for (let k = payments.length - 1; k >= 0; k -= 1) {
    const inner = q + payments[k]!;
    dq = inner + v * dq;
    q = v * inner;
  }
  return { value: q - amount, slope: -v * v * dq };
}

/**
 * Monthly internal rate m at which `payments` (paid at the end of months 1…n) are worth `amount`
 * today: Σ payments[k] / (1 + m)^(k+1) = amount. Returns 0 when the payments do not exceed the amount
 * (no positive cost).
 *
 * Newton–Raphson inside a bracket [low, high] with f(low) > 0 ≥ f(high) that every evaluation narrows.
 * A Newton step that would leave the bracket, or that is not at most half the step before the previous
 * one, is replaced by a bisection step, so the iteration always converges (like bisection) and usually
 * converges quadratically (like Newton). Deterministic: fixed start, no randomness.
 */
export function monthlyInternalRate(payments: readonly number[], amount: number): number {
  if (amount <= 0 || netPresentValue(payments, amount, 0).value <= 0) return 0;
  // With non-negative payments f falls as m rises: double `high` until f(high) ≤ 0.
  let low = 0;
  let high = 1;
  while (netPresentValue(payments, amount, high).value > 0) {
    low = high;
    high *= 2;
  }
  // Start at the left end: f is convex and decreasing, so Newton steps from a point where f > 0 approach
  // the root from the left without overshooting (the safeguard covers rounding and slow starts).
  let m = low;
  let step = high - low;
  let stepBefore = step;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const { value, slope } = netPresentValue(payments, amount, m);
    if (value > 0) low = m;
    else high = m;
    // slope < 0 whenever a payment is positive; were it 0, the step is ±Infinity or NaN and fails the test.
    const newtonStep = -value / slope;
    const newton = m + newtonStep;
    const useNewton = newton >= low && newton <= high && Math.abs(newtonStep) <= Math.abs(stepBefore) / 2;
    const next = useNewton ? newton : (low + high) / 2;
    stepBefore = step;
    step = next - m;
    m = next;
    if (Math.abs(step) <= TOLERANCE * Math.max(1, m) || high - low <= TOLERANCE * Math.max(1, high)) break;
  }
  return m;
}

/** Annual cost rate from a monthly rate: (1 + m)^12 − 1. */
export function annualiseMonthlyRate(monthlyRate: number): number {
  return (1 + monthlyRate) ** 12 - 1;
}
