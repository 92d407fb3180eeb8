import { PUBLIC_PATHS } from '@pusula/core/site/routes.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, launchBrowser, newVisitor, type StoredLang, screenshot } from './support/browser.ts';
import { fillIn, openHydrated } from './support/page-helpers.ts';

// docs/requirements/site-and-pages.md: nothing on any page is wider than a 360 px phone, in every
// result state. Each calculator is opened from a result link (its inputs in the address, as a visitor
// who follows a shared link), its biggest result state is opened, and every element is measured.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const visitor of visitors.values()) await (await visitor).context.close();
  await closeContexts(browser);
});

/**
 * One 360 px visitor per language walks every item: each item opens its link with a full page load,
 * in the same browser tab as the item before (a fresh context per item cost about a third more CPU for
 * the same checks: docs/decisions/0016-ci-time.md). Each item's console errors are its own.
 */
const visitors = new Map<StoredLang, ReturnType<typeof newVisitor>>();
function visitorIn(lang: StoredLang) {
  let visitor = visitors.get(lang);
  if (!visitor) {
    visitor = newVisitor(browser, { lang, width: WIDTH });
    visitors.set(lang, visitor);
  }
  return visitor;
}

const WIDTH = 360;

interface Walk {
  name: string;
  /** A result link: the page calculates it on load. */
  link: string;
  /** An element of the result, shown once it is calculated. */
  result: string;
  /** Opens what the result can show on top (a payment plan). */
  open?: (page: Page) => Promise<void>;
}

/** Opens the first offer's payment plan and waits for its table. */
const openFirstPlan = async (page: Page) => {
  const tables = await page.locator('table').count();
  await page.getByTestId('loan-offer').first().locator('button').last().click();
  await page.waitForFunction((before) => document.querySelectorAll('table').length > before, tables);
};

const WALKS: Walk[] = [
  {
    name: 'personal loan, plan open',
    link: '/hesaplama-araclari/ihtiyac-kredisi?tutar=120000&vade=24',
    result: '[data-testid="loan-offer"]',
    open: openFirstPlan,
  },
  {
    name: 'housing loan at the visitor’s rate, plan open',
    link: '/hesaplama-araclari/konut-kredisi?tutar=3000000&vade=120&faiz=2.5',
    result: '[data-testid="loan-offer"]',
    open: openFirstPlan,
  },
  {
    name: 'vehicle loan, plan open',
    link: '/hesaplama-araclari/tasit-kredisi?tutar=300000&vade=12&deger=600000',
    result: '[data-testid="loan-offer"]',
    open: openFirstPlan,
  },
  {
    name: 'tradesman loan',
    link: '/hesaplama-araclari/esnaf-kredisi?tutar=4500000&vade=5',
    result: 'table',
  },
  {
    name: 'deposit',
    link: '/hesaplama-araclari/mevduat-hesaplama?tutar=25000000&vade=181&tur=TL',
    result: '[data-testid="deposit-offer"]',
  },
  {
    name: 'interest rate, payment plan',
    link: '/hesaplama-araclari/faiz-orani-hesaplama?tutar=9000000&vade=36&faiz=3.25',
    result: 'table',
  },
  {
    name: 'VAT withholding',
    link: '/hesaplama-araclari/kdv-hesaplama?kart=tevkifat&islem=kdvHaricToKdvDahil&oran=10&pay=7&tutar=123456789.5',
    result: 'dl',
  },
  {
    name: 'borrowing limit',
    link: '/hesaplama-araclari/kredi-limiti-hesaplama?gelir=450000&borc=2000&tur=tasit&vade=12',
    result: '[data-testid="borrowing-result"]',
  },
  {
    name: 'early repayment, partial prepayment with the new plan',
    link: '/hesaplama-araclari/erken-odeme-hesaplama?tur=konut&tutar=4000000&faiz=3.1&vade=120&odenen=10&ara=500000&secim=taksit',
    result: '[data-testid="early-result"] table',
  },
  {
    name: 'refinancing, the best offer’s plan open',
    link: '/hesaplama-araclari/kredi-yapilandirma-hesaplama?bilinen=sozlesme&tur=konut&faiz=4&tutar=4000000&vade=120&odenen=10',
    result: '[data-testid="refinance-offer"]',
    open: async (page) => {
      await page.getByTestId('refinance-offer').first().locator('button[aria-expanded]').click();
      await page.getByTestId('refinance-offer').first().locator('table').first().waitFor();
    },
  },
  {
    name: 'home loan widget, offers dialog with a plan open',
    link: '/',
    result: '#home-loan-amount',
    open: async (page) => {
      await fillIn(page.locator('#home-loan-amount'), '120000');
      await page.locator('#home-loan-amount').press('Enter');
      await openFirstPlan(page);
    },
  },
  {
    name: 'home deposit widget',
    link: '/',
    result: '#home-deposit-amount',
    open: async (page) => {
      await fillIn(page.locator('#home-deposit-amount'), '25000000');
      await fillIn(page.locator('#home-deposit-days'), '365');
      await page.locator('#home-deposit-days').press('Enter');
      await page.getByTestId('deposit-offer').first().waitFor();
    },
  },
  // Every other public page, as it opens (the calculators above are walked with their results).
  ...PUBLIC_PATHS.filter((path) => !path.startsWith('/hesaplama-araclari/')).map((link) => ({
    name: `page ${link}`,
    link,
    result: 'footer button',
  })),
];

/** Every visible element whose box leaves the window sideways, outside a box that scrolls it. */
async function overflowing(page: Page): Promise<{ scrollWidth: number; offenders: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => {
      const classes = [...element.classList].map((c) => `.${c}`).join('');
      const id = element.id ? `#${element.id}` : '';
      const test = element.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${id}${classes}${test ? `[data-testid="${test}"]` : ''}`;
    };
    const path = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && parts.length < 4; at = at.parentElement) {
        parts.unshift(name(at));
      }
      return parts.join(' > ');
    };
    // A box that scrolls or clips sideways keeps what is inside it (a table scrolling in its frame).
    const clipped = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const overflowX = getComputedStyle(at).overflowX;
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (box.right <= width + 0.5 && box.left >= -0.5) continue;
      if (clipped(element)) continue;
      // Only the outermost offender: its children spill with it.
      const parent = element.parentElement?.getBoundingClientRect();
      if (
        parent &&
        (parent.right > width + 0.5 || parent.left < -0.5) &&
        !clipped(element.parentElement as Element)
      )
        continue;
      offenders.push(`${path(element)} (${Math.round(box.left)}…${Math.round(box.right)} px)`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, offenders };
  });
}

/** The page's language and its home heading (the English walk at desktop width: e2e/shell.test.ts). */
const LANGUAGE = {
  ltr: { lang: 'tr', home: 'Paranız için en doğru teklifi bulun' },
  rtl: { lang: 'ar', home: 'اعثر على العرض الأنسب لأموالك' },
};

async function walk(page: Page, item: Walk, dir: 'ltr' | 'rtl') {
  await page.setViewportSize({ width: WIDTH, height: 740 });
  await openHydrated(page, item.link, item.result, dir);
  expect(await page.getAttribute('html', 'lang'), item.link).toBe(LANGUAGE[dir].lang);
  const heading = (await page.locator('h1').first().textContent())?.trim();
  expect(heading, `${item.link}: its heading`).toBeTruthy();
  if (item.link === '/') expect(heading).toBe(LANGUAGE[dir].home);
  await item.open?.(page);
  // The lazily loaded plan chart takes its size after it arrives.
  await page.waitForLoadState('networkidle');
  const { scrollWidth, offenders } = await overflowing(page);
  expect(offenders, `${item.name} (${dir}): wider than ${WIDTH} px`).toEqual([]);
  expect(scrollWidth, `${item.name} (${dir}): page scroll width`).toBeLessThanOrEqual(WIDTH);
}

describe(`nothing wider than a ${WIDTH} px phone`, () => {
  for (const [lang, dir] of [
    ['tr', 'ltr'],
    ['sa', 'rtl'],
  ] as [StoredLang, 'ltr' | 'rtl'][]) {
    for (const item of WALKS) {
      it(`${lang}: ${item.name}`, async () => {
        const { page, errors } = await visitorIn(lang);
        errors.length = 0;
        await walk(page, item, dir).catch(async (error: unknown) => {
          // As page-helpers.ts#withVisitor: a failing walk leaves its page as a picture.
          const name = `failed-phone-width-${lang}-${item.name}`.replace(/[^\p{L}\p{N}]+/gu, '-');
          await screenshot(page, name.slice(0, 120), true).catch(() => undefined);
          throw error;
        });
        expect(errors).toEqual([]);
      });
    }
  }
});
