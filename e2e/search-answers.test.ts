import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser } from './support/browser.ts';
import { openHydrated, withVisitor } from './support/page-helpers.ts';

// A search answer the contract's schema does not read shows what a 500 shows, never its figures
// (docs/requirements/api.md#client). The server's real answer is corrupted on its way to the page.
const browser = fileBrowser();

const SERVER_FAILURE = 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.';

/** Answers `pattern` with the server's own answer, its first offer changed by `corrupt`. */
async function corruptAnswers(
  page: Page,
  pattern: string,
  corrupt: (offer: Record<string, unknown>) => void,
) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    const first = body.data[0];
    if (first) corrupt(first);
    await route.fulfill({ response, json: body });
  });
}

describe('search answers of the wrong shape', () => {
  it('a loan answer with a payment written as text: the server-failure text, no offer', async () => {
    await withVisitor(browser(), {}, async (page) => {
      await openHydrated(page, '/hesaplama-araclari/ihtiyac-kredisi', '#page-loan-amount');
      await corruptAnswers(page, '**/api/banks/search/ihtiyac', (offer) => {
        offer.monthlyPayment = '4.916,67';
      });
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const results = page.locator('section[aria-label="Kredi Teklifleri"]');
      await results.getByRole('alert').getByText(SERVER_FAILURE).waitFor();
      expect(await page.getByTestId('loan-offer').count()).toBe(0);
    });
  });

  it('a deposit answer without its total return: the server-failure text, no offer', async () => {
    await withVisitor(browser(), {}, async (page) => {
      await openHydrated(page, '/hesaplama-araclari/mevduat-hesaplama', '#page-deposit-amount');
      await corruptAnswers(page, '**/api/mevduat/search/all', (offer) => {
        delete offer.totalReturnAmount;
      });
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const results = page.locator('section[aria-label="Mevduat Teklifleri"]');
      await results.getByRole('alert').getByText(SERVER_FAILURE).waitFor();
      expect(await page.getByTestId('deposit-offer').count()).toBe(0);
    });
  });
});
