import type { Page } from 'playwright-core';

// Steps shared by the browser tests of the fund tables on home and their "all funds" modal.

/** "1.204,8812" / "+2,4510" / "-" as a number (null for "-"). */
export function trNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '-') return null;
  return Number(trimmed.replace('+', '').replaceAll('.', '').replace(',', '.'));
}

/** The modal's 1-year returns, row by row (null for "-"). */
export async function oneYearColumn(page: Page): Promise<Array<number | null>> {
  // Cells per row: name, umbrella, 1m, 3m, 6m, ytd, 1y (the code is the row header).
  const texts = await page
    .getByRole('dialog')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[6]?.textContent ?? ''));
  return texts.map(trNumber);
}
