import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseURL,
  fileBrowser,
  newVisitor,
  type StoredLang,
  screenshot,
  visiting,
} from './support/browser.ts';
import { cards, getJson, noSideScroll } from './support/content-page-steps.ts';
import { openHydrated, withVisitor as visit } from './support/page-helpers.ts';

// The campaigns page and the cookie banner (shown on it); the home page's cards and bank slider are in
// home-bank-slider.test.ts, the guides in guide-pages.test.ts. The banner's test opens its own context
// (newVisitor, without the accepted cookies), so this file keeps the browser itself.

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser(), options, run);

const SAMPLE_LABEL = {
  tr: 'Örnek veri · 20 Kasım 2026 itibarıyla',
  sa: 'بيانات نموذجية · حتى تاريخ',
} as const;

interface CampaignCard {
  id: number;
  title: string;
  link: string | null;
}

describe('campaigns', () => {
  it('/kampanyalar: every active campaign as a card with image size, title, text and the sample label', async () => {
    const { data } = await getJson<{ data: CampaignCard[] }>('/api/campaigns');
    expect(data.length).toBeGreaterThanOrEqual(6);
    await withVisitor({}, async (page) => {
      await page.goto('/kampanyalar');
      await page.getByRole('heading', { level: 1, name: 'Kampanyalar' }).waitFor();
      expect(await cards(page).count()).toBe(data.length);
      expect(await cards(page).locator('h2').allInnerTexts()).toEqual(data.map((c) => c.title));
      for (const [index, card] of (await cards(page).all()).entries()) {
        expect(await card.getByText(SAMPLE_LABEL.tr, { exact: true }).isVisible()).toBe(true);
        const img = card.locator('img');
        expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
        // The first row is the page's largest paint: loaded at once; the others when scrolled to.
        expect(await img.getAttribute('loading')).toBe(index < 2 ? 'eager' : 'lazy');
        expect(await img.getAttribute('alt')).toBe('');
      }
      // A campaign with a link: its title is the link.
      const linked = data.find((c) => c.link);
      if (linked) {
        const link = cards(page).filter({ hasText: linked.title }).locator('h2 a');
        expect(await link.getAttribute('href')).toBe(linked.link);
      }
      await screenshot(page, 'campaigns-tr-1280');
    });
  });

  it('/kampanyalar in Arabic and at 360 px: Arabic titles, right to left, no sideways scroll', async () => {
    const { data } = await getJson<{ data: CampaignCard[] }>('/api/campaigns', 'sa');
    for (const width of [360, 1280]) {
      await withVisitor({ lang: 'sa', width }, async (page) => {
        await openHydrated(page, '/kampanyalar', '[data-testid="campaign-card"]', 'rtl');
        await expect.poll(() => cards(page).locator('h2').first().innerText()).toBe(data[0]?.title);
        expect(await cards(page).first().getByText(SAMPLE_LABEL.sa).isVisible()).toBe(true);
        expect(await noSideScroll(page)).toBeLessThanOrEqual(width);
        await screenshot(page, `campaigns-ar-${width}`);
      });
    }
    await withVisitor({ width: 360 }, async (page) => {
      await openHydrated(page, '/kampanyalar', '[data-testid="campaign-card"]');
      expect(await noSideScroll(page)).toBeLessThanOrEqual(360);
      await screenshot(page, 'campaigns-tr-360');
    });
  });
});

describe('cookie banner', () => {
  it('writes nothing before Accept and stays gone after Accept and a reload', async () => {
    await visiting(browser(), { acceptCookies: false }, async ({ page, errors }) => {
      await openHydrated(page, '/kampanyalar', 'footer button');
      const accept = page.getByRole('button', { name: 'Kabul Et', exact: true });
      await accept.waitFor();
      const stored = () =>
        page.evaluate(() => ({ consent: localStorage.getItem('cookie-consent'), cookies: document.cookie }));
      expect(await stored()).toEqual({ consent: null, cookies: '' });
      await accept.click();
      await expect.poll(() => accept.count()).toBe(0);
      expect((await stored()).consent).toBe('true');
      await page.reload();
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('footer button') ?? {}).some((key) =>
          key.startsWith('__reactProps'),
        ),
      );
      await page.waitForTimeout(300);
      expect(await page.getByRole('button', { name: 'Kabul Et', exact: true }).count()).toBe(0);
      expect(await page.getByText(/zorunlu çerezler/).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('is drawn with the first paint, before the app’s scripts; not for a visitor who accepted, nor without scripts', async () => {
    // The app's modules never arrive: what shows is the server's HTML and the head's own script
    // (docs/requirements/site-and-pages.md#cookie-banner).
    const withoutApp = async (acceptCookies: boolean) => {
      const visitor = await newVisitor(browser(), { acceptCookies });
      await visitor.page.route('**/assets/*.js', (route) => route.abort());
      await visitor.page.goto('/kampanyalar');
      return visitor;
    };
    const first = await withoutApp(false);
    try {
      const banner = first.page.getByRole('region', { name: 'Kabul Et' });
      expect(await banner.isVisible()).toBe(true);
      expect(await banner.getByText(/zorunlu çerezler/).isVisible()).toBe(true);
      expect(await first.page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    } finally {
      await first.context.close();
    }
    const returning = await withoutApp(true);
    try {
      expect(await returning.page.getByText(/zorunlu çerezler/).isVisible()).toBe(false);
    } finally {
      await returning.context.close();
    }
    const noScripts = await browser().newContext({ javaScriptEnabled: false, baseURL: baseURL() });
    try {
      const page = await noScripts.newPage();
      await page.goto('/kampanyalar');
      expect(await page.getByText(/zorunlu çerezler/).count()).toBe(1);
      expect(await page.getByText(/zorunlu çerezler/).isVisible()).toBe(false);
    } finally {
      await noScripts.close();
    }
  });
});
