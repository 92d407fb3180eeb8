import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, screenshot } from './support/browser.ts';
import { cards, getJson, noSideScroll } from './support/content-page-steps.ts';
import { fileVisitor, openHydrated } from './support/page-helpers.ts';

const withVisitor = fileVisitor();

const track = (page: Page) => page.getByTestId('bank-track');
const trackStyle = (page: Page, property: 'animationPlayState' | 'animationName') =>
  track(page).evaluate((el, prop) => getComputedStyle(el)[prop], property);
/** The track's current horizontal offset (the translateX of its running animation). */
const trackOffset = (page: Page) =>
  track(page).evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);

async function scrollToSlider(page: Page) {
  await page.getByTestId('bank-slider').scrollIntoViewIfNeeded();
}

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
