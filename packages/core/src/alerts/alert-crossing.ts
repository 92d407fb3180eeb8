import type { AlertKind } from './alert-kinds.ts';

/** Whether the alert's condition holds for the current figure (none known: it does not). */
export function conditionMet(kind: AlertKind, threshold: number, value: number | null): boolean {
  if (value === null || !Number.isFinite(value)) return false;
  return kind === 'gold-gram-below' ? value < threshold : value > threshold;
}

/**
 * One evaluation of an active alert (decision 0017): an armed alert whose condition now holds fires
 * once and disarms; it is armed again only when the condition stops holding, so a figure that stays
 * crossed over many imports mails once per crossing.
 */
export function nextAlertState(armed: boolean, met: boolean): { fire: boolean; armed: boolean } {
  if (!met) return { fire: false, armed: true };
  return { fire: armed, armed: false };
}
