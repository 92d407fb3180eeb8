import type { Locator } from 'playwright-core';
import type { StoredLang } from './browser.ts';
import { fileVisitor } from './page-helpers.ts';

// Steps shared by the loan pages' browser tests (offers, validation, languages, the home widget, an
// editor's rate change).

/**
 * Gives the calling test file the worker's Chromium and returns its `withVisitor`, which lets the
 * browser's own "status of 4…" console lines pass (the loan forms provoke refused requests on purpose).
 */
export function loanVisitor() {
  const visit = fileVisitor();
  return (options: { lang?: StoredLang; width?: number }, run: Parameters<typeof visit>[1]) =>
    visit({ ...options, expected: /status of 4/ }, run);
}

/** The figure shown under `label` in an offer card. */
export function figure(card: Locator, label: string): Promise<string> {
  return card
    .locator('dl > div')
    .filter({ has: card.page().getByText(label, { exact: true }) })
    .locator('dd')
    .innerText();
}

/** The three loan pages, with each one's default amount and term and its longest term. */
export const PAGES = [
  {
    type: 'ihtiyac',
    path: '/hesaplama-araclari/ihtiyac-kredisi',
    amount: '50.000',
    term: '12',
    maxTerm: '36 Ay',
  },
  {
    type: 'tasit',
    path: '/hesaplama-araclari/tasit-kredisi',
    amount: '300.000',
    term: '24',
    maxTerm: '48 Ay',
  },
  {
    type: 'konut',
    path: '/hesaplama-araclari/konut-kredisi',
    amount: '300.000',
    term: '120',
    maxTerm: '180 Ay',
  },
] as const;
