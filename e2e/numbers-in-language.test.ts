import { GUIDE_SLUGS } from '@pusula/core/site/routes.ts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type StoredLang } from './support/browser.ts';
import { openHydrated, withVisitor as visit } from './support/page-helpers.ts';

// docs/number-format.md "Numbers inside right-to-left text": every number with its unit is one
// left-to-right run. Proven by where the browser draws each piece, not by the markup.

const browser = fileBrowser();

const withVisitor = (lang: StoredLang, run: (page: Page) => Promise<void>) => visit(browser(), { lang }, run);

/**
 * The left edge (px) where each piece of text is drawn inside `root`: its first occurrence within one
 * text node of it (a piece is one word or figure, never spread over two elements).
 */
async function leftOf(root: Locator, pieces: string[]): Promise<Record<string, number>> {
  return root.evaluate((element, wanted) => {
    const found: Record<string, number> = {};
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const piece of wanted) {
        const at = text.indexOf(piece);
        if (at < 0 || piece in found) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + piece.length);
        found[piece] = range.getBoundingClientRect().left;
      }
    }
    return found;
  }, pieces);
}

/** Asserts the pieces are drawn from left to right in the order given. */
async function drawnLeftToRight(root: Locator, pieces: string[]) {
  const left = await leftOf(root, pieces);
  expect(Object.keys(left).sort(), `pieces found in "${await root.innerText()}"`).toEqual([...pieces].sort());
  const order = [...pieces].sort((a, b) => (left[a] ?? 0) - (left[b] ?? 0));
  expect(order, `drawn order of "${await root.innerText()}"`).toEqual(pieces);
}

const DEPOSIT = '/hesaplama-araclari/mevduat-hesaplama?tutar=250000&vade=180&tur=TL';

describe('numbers with their units stay one left-to-right run', () => {
  it('Arabic deposit summary: 250,000 TL is drawn whole, to the right of (before) the days', async () => {
    await withVisitor('sa', async (page) => {
      await openHydrated(page, DEPOSIT, '#page-deposit-amount', 'rtl');
      const summary = page.getByTestId('deposit-offer').first().locator('xpath=../preceding-sibling::p[1]');
      await summary.waitFor();
      // Right to left: the amount (digits then TL, left to right), then the days to its left.
      await drawnLeftToRight(summary, ['180', '250,000', 'TL']);
      expect(await summary.innerText()).toContain('250,000 TL · 180 يومًا');
    });
  });

  it('Turkish deposit summary reads as before', async () => {
    await withVisitor('tr', async (page) => {
      await openHydrated(page, DEPOSIT, '#page-deposit-amount');
      const summary = page.getByTestId('deposit-offer').first().locator('xpath=../preceding-sibling::p[1]');
      expect(await summary.innerText()).toContain('250.000 TL · 180 gün');
    });
  });

  it('Arabic TMSF note and withholding rates: 1,200,000 TL and each rate drawn left to right', async () => {
    await withVisitor('sa', async (page) => {
      await openHydrated(page, DEPOSIT, '#page-deposit-amount', 'rtl');
      const insurance = page.locator('aside li').filter({ hasText: 'TMSF' });
      await drawnLeftToRight(insurance, ['1,200,000', 'TL']);
      const withholding = page.locator('aside li').nth(1);
      await drawnLeftToRight(withholding, ['17.5', '%']);
    });
  });

  it('Arabic VAT withholding: the /10 after the field and the 7/10 in the result labels', async () => {
    await withVisitor('sa', async (page) => {
      await openHydrated(
        page,
        '/hesaplama-araclari/kdv-hesaplama?kart=tevkifat&islem=kdvHaricToKdvDahil&oran=10&pay=7&tutar=1000',
        '#vat-withholding-amount',
        'rtl',
      );
      const field = page.locator('#vat-withholding-tevkifat').locator('xpath=..');
      await drawnLeftToRight(field, ['/', '10']);
      await drawnLeftToRight(page.locator('dt').filter({ hasText: '7/10' }).first(), ['7', '/10']);
    });
  });

  it('Arabic loan guide: the instalment formula is drawn left to right', async () => {
    const slug = GUIDE_SLUGS.find((s) => s === 'kredi-hesaplama-rehberi');
    await withVisitor('sa', async (page) => {
      await openHydrated(page, `/avantajli-cozumler/${slug}?lang=sa`, 'footer button', 'rtl');
      const formula = page.locator('article li').filter({ hasText: 'A = P' });
      await drawnLeftToRight(formula, ['A =', 'P ×', '(1 −', '(−n', '))']);
      const example = page.locator('article p').filter({ hasText: '× 1.30' });
      await drawnLeftToRight(example, ['2.50% ×', '1.30 =', '3.25%']);
    });
  });
});

describe('every number in the page language', () => {
  const rateOf = async (page: Page, path: string, field: string, dir = 'ltr') => {
    await openHydrated(page, path, field, dir);
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLInputElement>(selector)?.value,
      field,
    );
    return page.locator(field).inputValue();
  };

  it('Turkish: rates from a link show a decimal comma, and the loan rate placeholder is 2,20', async () => {
    await withVisitor('tr', async (page) => {
      expect(
        await rateOf(
          page,
          '/hesaplama-araclari/konut-kredisi?tutar=300000&vade=120&faiz=2.5',
          '#page-loan-rate',
        ),
      ).toBe('2,5');
      expect(
        await rateOf(
          page,
          '/hesaplama-araclari/faiz-orani-hesaplama?tutar=100000&vade=24&faiz=3.25',
          '#interest-rate',
        ),
      ).toBe('3,25');
      expect(
        await rateOf(
          page,
          '/hesaplama-araclari/erken-odeme-hesaplama?tur=tasit&tutar=400000&faiz=3.1&vade=36&odenen=10',
          '#early-rate',
        ),
      ).toBe('3,1');
      await openHydrated(page, '/hesaplama-araclari/ihtiyac-kredisi', '#page-loan-rate');
      expect(await page.locator('#page-loan-rate').getAttribute('placeholder')).toBe('2,20');
      // A dot typed in Turkish shows as the decimal comma.
      await page.locator('#page-loan-rate').pressSequentially('1.5');
      expect(await page.locator('#page-loan-rate').inputValue()).toBe('1,5');
    });
  });

  it('Arabic: the same link shows 2.5 and the placeholder 2.20', async () => {
    await withVisitor('sa', async (page) => {
      const path = '/hesaplama-araclari/konut-kredisi?tutar=300000&vade=120&faiz=2,5';
      expect(await rateOf(page, path, '#page-loan-rate', 'rtl')).toBe('2.5');
      expect(await page.locator('#page-loan-rate').getAttribute('placeholder')).toBe('2.20');
    });
  });
});

describe('counts by the language’s plural rules', () => {
  const yearOptions = async (page: Page) =>
    (await page.locator('#tradesman-years option').allInnerTexts()).map((text) => text.trim());

  it('Turkish, English and Arabic year options: 1 Yıl, 1 Year, سنة / سنتان / 3 سنوات', async () => {
    await withVisitor('tr', async (page) => {
      await openHydrated(page, '/hesaplama-araclari/esnaf-kredisi', '#tradesman-amount');
      expect((await yearOptions(page)).slice(0, 3)).toEqual(['1 Yıl', '2 Yıl', '3 Yıl']);
    });
    await withVisitor('en', async (page) => {
      await openHydrated(page, '/hesaplama-araclari/esnaf-kredisi', '#tradesman-amount');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      expect((await yearOptions(page)).slice(0, 3)).toEqual(['1 Year', '2 Years', '3 Years']);
    });
    await withVisitor('sa', async (page) => {
      await openHydrated(page, '/hesaplama-araclari/esnaf-kredisi', '#tradesman-amount', 'rtl');
      expect((await yearOptions(page)).slice(0, 3)).toEqual(['سنة', 'سنتان', '3 سنوات']);
    });
  });

  it('Arabic months: 3 أشهر but 12 شهرًا in the term list, and the early repayment summary counts 6 أقساط', async () => {
    await withVisitor('sa', async (page) => {
      await openHydrated(
        page,
        '/hesaplama-araclari/erken-odeme-hesaplama?tur=ihtiyac&tutar=10000&faiz=3&vade=6&odenen=2',
        '#early-amount',
        'rtl',
      );
      const terms = (await page.locator('#early-term option').allInnerTexts()).map((text) => text.trim());
      expect(terms.slice(0, 4)).toEqual(['3 أشهر', '6 أشهر', '9 أشهر', '12 شهرًا']);
      const result = page.getByTestId('early-result');
      await result.waitFor();
      expect(await result.innerText()).toContain('دُفع 2 من أصل 6 أقساط');
    });
    await withVisitor('tr', async (page) => {
      await openHydrated(
        page,
        '/hesaplama-araclari/erken-odeme-hesaplama?tur=ihtiyac&tutar=10000&faiz=3&vade=6&odenen=2',
        '#early-amount',
      );
      await page.getByTestId('early-result').waitFor();
      expect(await page.getByTestId('early-result').innerText()).toContain(
        '6 aylık kredinin 2 taksidi ödendi',
      );
      expect((await page.locator('#early-term option').first().innerText()).trim()).toBe('3 Ay');
    });
  });
});
