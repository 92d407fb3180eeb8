import { TOOL_ROUTES } from '@pusula/core/site/routes.ts';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { fileVisitor, openHydrated, waitHydrated } from './support/page-helpers.ts';

const withVisitor = fileVisitor();

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
