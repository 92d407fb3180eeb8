import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { fileVisitor, openHydrated } from './support/page-helpers.ts';

const withVisitor = fileVisitor();

/** Each label/value pair of the first result card: how its value sits against its label and its list. */
async function pairsOf(page: Page, card: string) {
  return page
    .getByTestId(card)
    .first()
    .locator('dl > div')
    .evaluateAll((pairs) =>
      pairs.map((pair) => {
        const rtl = document.documentElement.dir === 'rtl';
        const list = (pair.parentElement as HTMLElement).getBoundingClientRect();
        const label = (pair.querySelector('dt') as HTMLElement).getBoundingClientRect();
        const value = (pair.querySelector('dd') as HTMLElement).getBoundingClientRect();
        const end = (box: DOMRect) => (rtl ? -box.left : box.right);
        return {
          text: pair.textContent,
          sameLine: value.top < label.bottom && label.top < value.bottom,
          valueBelow: value.top >= label.bottom - 1,
          valueAtListEnd: Math.abs(end(value) - end(list)) <= 1,
          ends: Math.round(end(value)) === Math.round(end(label)),
        };
      }),
    );
}

describe('label/value pairs in result cards', () => {
  it('at 360 px every pair is one line, value at the end (loan and deposit offers, tr and ar); in a wide loan row, label over value', async () => {
    for (const [lang, dir] of [
      ['tr', 'ltr'],
      ['sa', 'rtl'],
    ] as const) {
      await withVisitor({ lang, width: 360 }, async (page) => {
        for (const [path, card] of [
          ['/hesaplama-araclari/ihtiyac-kredisi', 'loan-offer'],
          ['/hesaplama-araclari/mevduat-hesaplama', 'deposit-offer'],
        ] as const) {
          await openHydrated(page, path, 'form button[type="submit"]', dir);
          await page.locator('form button[type="submit"]').first().click();
          await page.getByTestId(card).first().waitFor();
          const pairs = await pairsOf(page, card);
          expect(pairs.length).toBeGreaterThanOrEqual(5);
          expect(pairs.filter((pair) => !(pair.sameLine && pair.valueAtListEnd))).toEqual([]);
        }
        await screenshot(page, `pairs-${lang}-360`);
      });
    }
    await withVisitor({ width: 1280 }, async (page) => {
      await openHydrated(page, '/hesaplama-araclari/ihtiyac-kredisi', 'form button[type="submit"]');
      await page.locator('form button[type="submit"]').first().click();
      await page.getByTestId('loan-offer').first().waitFor();
      const pairs = await pairsOf(page, 'loan-offer');
      expect(pairs.length).toBeGreaterThanOrEqual(10);
      expect(pairs.filter((pair) => !(pair.valueBelow && pair.ends))).toEqual([]);
      await screenshot(page, 'pairs-tr-1280');
    });
  });
});
