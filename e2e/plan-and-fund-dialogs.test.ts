import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { fileVisitor, openHydrated } from './support/page-helpers.ts';

const withVisitor = fileVisitor();

describe('payment plan dialog', () => {
  it('shows the plan title once', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, '/hesaplama-araclari/ihtiyac-kredisi', '#page-loan-amount');
      await page.getByRole('button', { name: 'Hesapla', exact: true }).click();
      const first = page.getByTestId('loan-offer').first();
      await first.getByRole('button', { name: /Ödeme planını gör/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('table').waitFor();
      const title = (await dialog.getByRole('heading').first().innerText()).trim();
      expect(title).toMatch(/ · Ödeme Planı$/);
      const shown = await dialog
        .getByText(title, { exact: true })
        .evaluateAll((elements) => elements.filter((el) => (el as HTMLElement).offsetParent !== null).length);
      expect(shown).toBe(1);
      // The plan is still named by its title, and the printed page still shows it.
      await dialog.getByRole('region', { name: title }).first().waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('[data-payment-plan] h2').isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });
      await screenshot(page, 'plan-dialog-tr-1280');
    });
  });
});

describe('fund modal', () => {
  it('shows every column at 1280 px without sideways scrolling, each row border whole (tr, en, ar)', async () => {
    for (const [lang, dir, opener] of [
      ['tr', 'ltr', 'Tüm Fonları Görüntüle'],
      ['en', 'ltr', null],
      ['sa', 'rtl', null],
    ] as const) {
      await withVisitor({ lang, width: 1280 }, async (page) => {
        await openHydrated(page, '/', 'header button', dir);
        const block = page.locator('#yatirim-fonlari');
        await (opener ? block.getByRole('button', { name: opener }) : block.locator('button').last()).click();
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.locator('tbody tr th').count()).toBe(15);
        const table = dialog.locator('table');
        const fit = await table.evaluate((el: HTMLTableElement) => {
          const scroller = el.parentElement as HTMLElement;
          return {
            scroll: scroller.scrollWidth,
            client: scroller.clientWidth,
            columns: el.rows[0]?.cells.length,
          };
        });
        expect(fit.columns).toBe(10);
        expect(fit.scroll, lang).toBeLessThanOrEqual(fit.client);
        // Each row's bottom border runs from the table's one edge to the other.
        const rows = await table.evaluate((el: HTMLTableElement) =>
          [...el.tBodies[0]!.rows].map((row) => {
            const cells = [...row.cells].map((cell) => cell.getBoundingClientRect());
            const borders = [...row.cells].map((cell) => getComputedStyle(cell).borderBlockEndWidth);
            const width = cells.reduce((sum, cell) => sum + cell.width, 0);
            return {
              covered: Math.round(width) === Math.round(el.getBoundingClientRect().width),
              bottoms: new Set(cells.map((cell) => Math.round(cell.bottom))).size,
              borders: new Set(borders).size === 1 && borders[0] !== '0px',
            };
          }),
        );
        expect(
          rows.filter(
            (row, index) => index < rows.length - 1 && !(row.covered && row.bottoms === 1 && row.borders),
          ),
        ).toEqual([]);
        await screenshot(page, `fund-modal-${lang}-1280`);
      });
    }
  });
});
