import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { campaignsTable, listCampaigns, rawHtml } from './support/content-editor-steps.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { fileVisitor } from './support/page-helpers.ts';
import { api, apiToken, signInToConsole } from './support/sign-in.ts';

const visit = fileVisitor();

/** Where each text first stands in the page's visible text (-1: not there). */
function positions(page: Page, texts: string[]): Promise<number[]> {
  return page.evaluate((list) => list.map((text) => document.body.innerText.indexOf(text)), texts);
}

describe('the content editor and the inbox', () => {
  it("moving a campaign up changes the visitors' order (and moving it back restores it)", async () => {
    const token = await apiToken();
    const before = await listCampaigns(token);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [upper, lower] = [before[0]!, before[1]!];
    expect(upper.active && lower.active).toBe(true);
    const [a, b] = [upper.texts.tr.title, lower.texts.tr.title];
    const order = async () => {
      const html = await rawHtml('/kampanyalar');
      return html.indexOf(a) < html.indexOf(b) ? 'a-first' : 'b-first';
    };
    try {
      await visit({}, async (page) => {
        await signInToConsole(page, E2E_ADMIN.email, E2E_ADMIN.password);
        await page.goto('/yonetim/icerik');
        const table = campaignsTable(page);
        await table.getByRole('rowheader', { name: b }).waitFor();
        expect(await page.getByRole('button', { name: `Yukarı taşı: ${a}` }).isDisabled()).toBe(true);

        await page.getByRole('button', { name: `Yukarı taşı: ${b}` }).click();
        await expect.poll(() => table.getByRole('rowheader').first().innerText()).toContain(b);
        await page
          .getByRole('status')
          .filter({ hasText: `“${b}” ${before.length} kampanya içinde 1. sıraya` })
          .waitFor();
        // Focus stays on the moved row (its up button is now disabled, so on its down button).
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe(`Aşağı taşı: ${b}`);

        await visit({}, async (visitor) => {
          await visitor.goto('/kampanyalar');
          await visitor.getByText(a).first().waitFor();
          const [atA, atB] = await positions(visitor, [a, b]);
          expect(atB).toBeGreaterThanOrEqual(0);
          expect(atB).toBeLessThan(atA!);
        });
        await expect.poll(order, { timeout: 5_000, interval: 250 }).toBe('b-first');

        // And back down with the keyboard.
        await page.keyboard.press('Enter');
        await expect.poll(() => table.getByRole('rowheader').first().innerText()).toContain(a);
        await expect.poll(order, { timeout: 5_000, interval: 250 }).toBe('a-first');
      });
    } finally {
      const now = await listCampaigns(token);
      if (now.map((row) => row.id).join() !== before.map((row) => row.id).join()) {
        const ids = before.map((row) => row.id);
        expect((await api('PUT', '/campaigns/admin/order', token, { ids })).status).toBe(200);
      }
    }
  });
});
