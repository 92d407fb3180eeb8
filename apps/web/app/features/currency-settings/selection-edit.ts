import { MAX_SELECTION, MIN_SELECTION } from '@pusula/core/market/ticker-codes.ts';

/** Adds a code at the end, unless already chosen or 5 are chosen. */
export function addCode(codes: readonly string[], code: string): string[] {
  if (codes.includes(code) || codes.length >= MAX_SELECTION) return [...codes];
  return [...codes, code];
}

/** Removes a code, unless it is the last one. */
export function removeCode(codes: readonly string[], code: string): string[] {
  if (codes.length <= MIN_SELECTION) return [...codes];
  return codes.filter((entry) => entry !== code);
}

/** Moves `active` to the place of `over` (drag and drop). */
export function moveCode(codes: readonly string[], active: string, over: string): string[] {
  const from = codes.indexOf(active);
  const to = codes.indexOf(over);
  if (from < 0 || to < 0 || from === to) return [...codes];
  const next = [...codes];
  next.splice(from, 1);
  next.splice(to, 0, active);
  return next;
}
