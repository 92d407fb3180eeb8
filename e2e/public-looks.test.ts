import { TOOL_ROUTES } from '@pusula/core/site/routes.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type StoredLang, screenshot } from './support/browser.ts';
import { openHydrated, withVisitor as visit, waitHydrated } from './support/page-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser, options, run);

/** Measured items grouped by row (items with the same top). */
function byRow<T extends { top: number }>(items: T[]): T[][] {
  const rows = new Map<number, T[]>();
  for (const item of items) rows.set(item.top, [...(rows.get(item.top) ?? []), item]);
  return [...rows.values()];
}

describe('ticker tiles', () => {
  it('every tile shows the same lines: code and name, value, and the day change (the central bank rates too)', async () => {
    const selections = [null, ['USD', 'GBP', 'JPY', 'SEPET', 'EURUSD']];
    for (const selection of selections) {
      await withVisitor({}, async (page) => {
        if (selection)
          await page.addInitScript(
            (codes) => localStorage.setItem('selectedCurrencies', codes),
            JSON.stringify(selection),
          );
        await page.goto('/');
        const tiles = page.locator('section[aria-busy="false"] li[data-code]');
        await tiles.first().waitFor();
        const shapes = await tiles.evaluateAll((items) =>
          items.map((item) => {
            const top = item.getBoundingClientRect().top;
            const change = item.querySelector('[data-trend]');
            return {
              code: item.getAttribute('data-code'),
              lines: item.children.length,
              trend: change?.getAttribute('data-trend') ?? null,
              changeText: change?.textContent ?? '',
              changeOffset: change ? Math.round(change.getBoundingClientRect().top - top) : null,
              height: Math.round(item.getBoundingClientRect().height),
            };
          }),
        );
        expect(shapes.map((shape) => shape.code)).toEqual(
          selection ?? ['USD', 'EUR', 'XAU', 'XAG', 'BIST100'],
        );
        for (const shape of shapes) {
          expect(shape.lines, shape.code ?? '').toBe(3);
          expect(['up', 'down', 'flat'], shape.code ?? '').toContain(shape.trend);
          expect(shape.changeText, shape.code ?? '').toMatch(/%\d+,\d{2}$/);
        }
        expect(new Set(shapes.map((shape) => shape.changeOffset)).size).toBe(1);
        expect(new Set(shapes.map((shape) => shape.height)).size).toBe(1);
        // The demo's previous bulletin: USD up 0,12 %, SEPET unchanged.
        const usd = shapes.find((shape) => shape.code === 'USD');
        expect(usd?.changeText).toContain('+%0,12');
        if (selection) expect(shapes.find((shape) => shape.code === 'SEPET')?.trend).toBe('flat');
        await page
          .getByRole('region', { name: 'Döviz, altın ve borsa' })
          .getByText('Örnek veri · 20 Kas 2026 12:00 itibarıyla')
          .waitFor();
        await screenshot(page, `ticker-lines-tr-1280${selection ? '-chosen' : ''}`);
      });
    }
  });
});

describe('tool cards and campaign cards on home', () => {
  it('tool card descriptions of a row start at the same height, however many lines the titles take', async () => {
    let titlesDiffered = false;
    for (const [lang, dir] of [
      ['tr', 'ltr'],
      ['sa', 'rtl'],
    ] as const) {
      for (const width of [1024, 1280]) {
        await withVisitor({ lang, width }, async (page) => {
          await openHydrated(page, '/', 'header button', dir);
          const cards = page.locator('section[aria-labelledby="tools-heading"] li a');
          expect(await cards.count()).toBe(TOOL_ROUTES.length);
          // Today's titles fit one line at these widths; a longer one (another language, an edited
          // title) takes two: the first card's title is lengthened to be sure a row has both.
          await cards
            .first()
            .locator('strong')
            .evaluate((title) => {
              title.textContent = `${title.textContent} ${title.textContent} ${title.textContent}`;
            });
          const measured = await cards.evaluateAll((elements) =>
            elements.map((card) => {
              const textHeight = (node: Node) => {
                const range = document.createRange();
                range.selectNodeContents(node);
                return range.getBoundingClientRect().height;
              };
              const [title, text] = [...card.children];
              return {
                top: Math.round(card.getBoundingClientRect().top),
                // The title text's own height (the title box may be stretched to its row).
                titleHeight: title ? Math.round(textHeight(title)) : 0,
                textTop: Math.round(text?.getBoundingClientRect().top ?? 0),
              };
            }),
          );
          const rows = byRow(measured);
          for (const row of rows) {
            if (new Set(row.map((card) => card.titleHeight)).size > 1) titlesDiffered = true;
            expect(new Set(row.map((card) => card.textTop)).size, `${lang} ${width}`).toBe(1);
          }
          await screenshot(page, `tool-cards-${lang}-${width}`);
        });
      }
    }
    // The check means something only when some row has titles of different heights.
    expect(titlesDiffered).toBe(true);
  });

  it('every campaign card has its link; the cards of a row are equally tall with the link line at the bottom', async () => {
    for (const [path, width] of [
      ['/', 1280],
      ['/kampanyalar', 1280],
      ['/kampanyalar', 800],
    ] as const) {
      await withVisitor({ width }, async (page) => {
        await page.goto(path);
        await waitHydrated(page);
        const cards = page.getByTestId('campaign-card');
        await cards.first().waitFor();
        const count = await cards.count();
        expect(count).toBeGreaterThanOrEqual(6);
        expect(await cards.locator('h2 a, h3 a').count()).toBe(count);
        expect(await cards.getByText('Kampanyayı incele').count()).toBe(count);
        const measured = await cards.evaluateAll((elements) =>
          elements.map((card) => {
            const box = card.getBoundingClientRect();
            const more = [...card.querySelectorAll('span')].find(
              (el) => el.textContent === 'Kampanyayı incele',
            );
            return {
              top: Math.round(box.top),
              height: Math.round(box.height),
              moreGap: Math.round(box.bottom - (more?.getBoundingClientRect().bottom ?? 0)),
            };
          }),
        );
        const rows = byRow(measured);
        for (const row of rows) {
          expect(new Set(row.map((card) => card.height)).size, path).toBe(1);
          expect(new Set(row.map((card) => card.moreGap)).size, path).toBe(1);
        }
      });
    }
  });
});

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
