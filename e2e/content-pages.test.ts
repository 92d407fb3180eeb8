import { GUIDE_SLUGS } from '@pusula/core/site/routes.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newVisitor, type StoredLang, screenshot } from './support/browser.ts';
import { openHydrated, withVisitor as visit } from './support/page-helpers.ts';
import { apiToken } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser, options, run);

const ACCEPT_LANGUAGE = { tr: 'tr', en: 'en', sa: 'ar' } as const;
const SAMPLE_LABEL = {
  tr: 'Örnek veri · 20 Kasım 2026 itibarıyla',
  sa: 'بيانات نموذجية · حتى تاريخ',
} as const;

async function getJson<T>(
  path: string,
  lang: keyof typeof ACCEPT_LANGUAGE = 'tr',
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseURL()}${path}`, {
    headers: {
      'accept-language': ACCEPT_LANGUAGE[lang],
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

interface CampaignCard {
  id: number;
  title: string;
  link: string | null;
}
interface GuideText {
  title: string;
  introTitle: string;
}

const cards = (page: Page) => page.getByTestId('campaign-card');
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const track = (page: Page) => page.getByTestId('bank-track');
const trackStyle = (page: Page, property: 'animationPlayState' | 'animationName') =>
  track(page).evaluate((el, prop) => getComputedStyle(el)[prop], property);
/** The track's current horizontal offset (the translateX of its running animation). */
const trackOffset = (page: Page) =>
  track(page).evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);

/** HTML text of an element as the server wrote it (entities decoded). */
function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function scrollToSlider(page: Page) {
  await page.getByTestId('bank-slider').scrollIntoViewIfNeeded();
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

describe('home: campaign cards and the bank slider', () => {
  it('six campaign cards; every bank as a link to its site in a new tab, in the server’s HTML', async () => {
    const { data: banks } = await getJson<{ data: Array<{ name: string; website: string }> }>('/api/banks');
    expect(banks.length).toBeGreaterThanOrEqual(20);
    // The raw HTML (no JavaScript): the slider's links are there.
    const html = await (await fetch(`${baseURL()}/`)).text();
    const start = html.indexOf('aria-labelledby="bank-slider-heading"');
    expect(start).toBeGreaterThan(-1);
    const slider = html.slice(start, html.indexOf('</section>', start));
    for (const bank of banks) {
      const anchor = new RegExp(`<a [^>]*href="${bank.website.replace(/[.]/g, '\\.')}"[^>]*>`);
      const tag = anchor.exec(slider)?.[0] ?? '';
      expect(tag, bank.name).toContain('target="_blank"');
      expect(tag, bank.name).toMatch(/rel="[^"]*noopener/);
      expect(tag, bank.name).toMatch(/rel="[^"]*noreferrer/);
    }
    expect(html.match(/data-testid="campaign-card"/g)).toHaveLength(6);

    await withVisitor({}, async (page) => {
      await openHydrated(page, '/', '[data-testid="bank-slider"] a');
      expect(await cards(page).count()).toBe(6);
      // The visible run: one link per bank with a name; the copy that closes the loop is hidden.
      const links = page.locator('[data-testid="bank-slider"] ul:not([aria-hidden]) a');
      expect(await links.count()).toBeGreaterThanOrEqual(20);
      expect(await links.count()).toBe(banks.length);
      for (const link of await links.all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        const rel = (await link.getAttribute('rel')) ?? '';
        expect(rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
        expect(await link.locator('img').getAttribute('alt')).toBeTruthy();
        expect(await link.locator('img').getAttribute('width')).toBe('64');
      }
      const copy = page.locator('[data-testid="bank-slider"] ul[aria-hidden="true"]');
      expect(await copy.count()).toBe(1);
      expect(await copy.locator('a[tabindex="-1"]').count()).toBe(banks.length);
      expect(await page.getByRole('link', { name: /Ziraat Bankası/ }).count()).toBe(1);
    });
  });

  it('the loop runs, pauses on hover and on keyboard focus, and moves the other way in Arabic', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, '/', '[data-testid="bank-slider"] a');
      await scrollToSlider(page);
      await page.mouse.move(0, 0);
      expect(await trackStyle(page, 'animationName')).toMatch(/marquee/);
      expect(await trackStyle(page, 'animationPlayState')).toBe('running');
      await expect.poll(() => trackOffset(page)).toBeLessThan(0); // moving toward the inline start
      await page.getByTestId('bank-slider').hover();
      expect(await trackStyle(page, 'animationPlayState')).toBe('paused');
      const still = await trackOffset(page);
      await page.waitForTimeout(300);
      expect(await trackOffset(page)).toBe(still);
      await page.mouse.move(0, 0);
      expect(await trackStyle(page, 'animationPlayState')).toBe('running');
      await page.locator('[data-testid="bank-slider"] a').first().focus();
      expect(await trackStyle(page, 'animationPlayState')).toBe('paused');
      await screenshot(page, 'home-slider-tr-1280');
    });
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, '/', '[data-testid="bank-slider"] a', 'rtl');
      await scrollToSlider(page);
      await page.mouse.move(0, 0);
      expect(await trackStyle(page, 'animationName')).toMatch(/marquee-rtl/);
      await expect.poll(() => trackOffset(page)).toBeGreaterThan(0);
      // Logos are on screen (the row starts at the right edge and moves toward it): a logo of the run
      // or of its copy meets the slider's box. Not only the first one: it moves off within seconds, and
      // on a loaded machine seconds pass between hydration and this check.
      const viewport = await page.getByTestId('bank-slider').boundingBox();
      const boxes = await page
        .locator('[data-testid="bank-slider"] li')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      expect(viewport).not.toBeNull();
      const onScreen = boxes.filter(
        (box) => viewport && box.x < viewport.x + viewport.width && box.x + box.width > viewport.x,
      );
      expect(onScreen.length).toBeGreaterThan(0);
      await screenshot(page, 'home-slider-ar-1280');
    });
  });

  it('under reduced motion the row stands still and scrolls by hand, without the copy', async () => {
    await withVisitor({ width: 360 }, async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openHydrated(page, '/', '[data-testid="bank-slider"] a');
      await scrollToSlider(page);
      expect(await trackStyle(page, 'animationName')).toBe('none');
      expect(await trackOffset(page)).toBe(0);
      const viewport = page.getByTestId('bank-slider');
      expect(await viewport.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
      expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(
        await page
          .locator('[data-testid="bank-slider"] ul[aria-hidden="true"]')
          .evaluate((el) => getComputedStyle(el).display),
      ).toBe('none');
      expect(await noSideScroll(page)).toBeLessThanOrEqual(360);
    });
  });
});

describe('guides', () => {
  const slug = GUIDE_SLUGS[0];

  for (const lang of ['tr', 'en', 'sa'] as const) {
    it(`a guide in ${lang}: h1 is its title in that language, image, intro and the bullet list`, async () => {
      const { data } = await getJson<{ data: GuideText }>(`/api/guides/${slug}`, lang);
      const dir = lang === 'sa' ? 'rtl' : 'ltr';
      const query = lang === 'tr' ? '' : `?lang=${lang}`;
      const widths = lang === 'en' ? [1280] : [360, 1280];
      for (const width of widths) {
        await withVisitor({ width }, async (page) => {
          await openHydrated(page, `/avantajli-cozumler/${slug}${query}`, 'footer button', dir);
          expect(await page.locator('h1').innerText()).toBe(data.title);
          expect(await page.locator('article h2').first().innerText()).toBe(data.introTitle);
          const img = page.locator('article img').first();
          expect(await img.getAttribute('alt')).toBe(data.title);
          expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
          expect(await page.locator('article ul li').count()).toBeGreaterThan(0);
          // The list's bullet is drawn by the page's style, not the browser's default marker.
          expect(
            await page
              .locator('article ul')
              .first()
              .evaluate((el) => getComputedStyle(el).listStyleType),
          ).toBe('none');
          expect(await noSideScroll(page)).toBeLessThanOrEqual(width);
          if (lang !== 'en') await screenshot(page, `guide-${lang === 'sa' ? 'ar' : 'tr'}-${width}`);
        });
      }
    });
  }

  it('every guide in every language is server-rendered with its own title as h1', async () => {
    for (const guide of GUIDE_SLUGS)
      for (const lang of ['tr', 'en', 'sa'] as const) {
        const { data } = await getJson<{ data: GuideText }>(`/api/guides/${guide}`, lang);
        const query = lang === 'tr' ? '' : `?lang=${lang}`;
        const html = await (await fetch(`${baseURL()}/avantajli-cozumler/${guide}${query}`)).text();
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
        expect(decode(h1), `${guide} ${lang}`).toBe(data.title);
        expect(html, `${guide} ${lang}`).toMatch(/<ul>\s*<li>/);
      }
  });

  it('an English or Arabic slug redirects (301) to the Turkish route in that language', async () => {
    const token = await apiToken();
    const { data } = await getJson<{
      data: Array<{ slug: string; texts: Record<'tr' | 'en' | 'ar', { slug: string; title: string }> }>;
    }>('/api/guides/admin', 'tr', token);
    const guide = data.find((g) => g.slug === GUIDE_SLUGS[0]);
    expect(guide).toBeTruthy();
    if (!guide) return;
    for (const [lang, code] of [
      ['en', 'en'],
      ['ar', 'sa'],
    ] as const) {
      const response = await fetch(
        `${baseURL()}/avantajli-cozumler/${encodeURIComponent(guide.texts[lang].slug)}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`/avantajli-cozumler/${guide.slug}?lang=${code}`);
    }
    await withVisitor({}, async (page) => {
      await page.goto(`/avantajli-cozumler/${encodeURIComponent(guide.texts.en.slug)}`);
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/avantajli-cozumler/${guide.slug}`);
      expect(url.search).toBe('?lang=en');
      expect(await page.locator('h1').innerText()).toBe(guide.texts.en.title);
    });
  });
});

describe('cookie banner', () => {
  it('writes nothing before Accept and stays gone after Accept and a reload', async () => {
    const { context, page, errors } = await newVisitor(browser, { acceptCookies: false });
    try {
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
    } finally {
      await context.close();
    }
  });
});
