/**
 * The resilience suite's size (README, Tests): the full suite (`npm run test:resilience`, CI on both
 * stores) keeps the defaults; `npm test` runs a smoke of the same files with small values.
 * - RESILIENCE_SECONDS: seconds of mixed load after the warm-up (default 60).
 * - FUZZ_PER_ROUTE: generated requests per API route (default 1000).
 */
function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name}="${raw}": must be a whole number ≥ 1`);
  return value;
}

export const RESILIENCE_SECONDS = wholeNumber('RESILIENCE_SECONDS', 60);
export const FUZZ_PER_ROUTE = wholeNumber('FUZZ_PER_ROUTE', 1000);
