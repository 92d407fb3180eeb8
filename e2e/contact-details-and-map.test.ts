import { MAP_EMBED_URL, ORGANIZATION } from '@pusula/core/site/organization.ts';
import { MAP_URL } from '@pusula/core/site/routes.ts';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { contactVisitor, openContact } from './support/contact-steps.ts';

const withVisitor = contactVisitor();

describe('contact page', () => {
  it('office address opens the map in a new tab; phone and e-mail are tel: and mailto: links', async () => {
    await withVisitor({}, async (page) => {
      await openContact(page);
      const details = page.locator('section[aria-labelledby="contact-details-heading"]');
      const address = details.getByTestId('contact-address');
      expect(await address.getAttribute('href')).toBe(MAP_URL);
      expect(await address.getAttribute('target')).toBe('_blank');
      expect((await address.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
      expect(await address.innerText()).toContain('Büyükdere Cad. No: 185');
      const tel = details.locator('a[href^="tel:"]');
      expect(await tel.getAttribute('href')).toBe(`tel:${ORGANIZATION.phone.replaceAll(' ', '')}`);
      expect(await tel.innerText()).toBe(ORGANIZATION.phone);
      const mail = details.locator('a[href^="mailto:"]');
      expect(await mail.getAttribute('href')).toBe(`mailto:${ORGANIZATION.email}`);
      expect(await mail.innerText()).toBe(ORGANIZATION.email);
      await details.getByText('Pazartesi – Cuma').waitFor();
      await details.getByText('09:00–18:00').waitFor();
    });
  });

  it('the map: no iframe and no request to openstreetmap until its place is scrolled near', async () => {
    await withVisitor({ width: 360 }, async (page) => {
      const mapRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('openstreetmap')) mapRequests.push(request.url());
      });
      await openContact(page);
      const placeholder = page.getByTestId('map-placeholder');
      // The premise: the placeholder starts well below the fold plus the 200 px preload margin.
      const top = await placeholder.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThan(800 + 200);
      await page.waitForTimeout(500);
      expect(await page.locator('iframe').count()).toBe(0);
      expect(mapRequests).toEqual([]);
      const box = await page.locator('section[aria-labelledby="contact-map-heading"] > div').boundingBox();

      await placeholder.scrollIntoViewIfNeeded();
      const frame = page.locator('iframe[title="Finansal Pusula ofisinin konumu (OpenStreetMap haritası)"]');
      await frame.waitFor({ state: 'attached' });
      expect(await frame.getAttribute('src')).toBe(MAP_EMBED_URL);
      expect(await frame.getAttribute('width')).toBeTruthy();
      expect(await frame.getAttribute('height')).toBeTruthy();
      await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
      expect(mapRequests[0]).toBe(MAP_EMBED_URL);
      // The frame takes exactly the placeholder's box: nothing moved.
      const after = await page.locator('section[aria-labelledby="contact-map-heading"] > div').boundingBox();
      expect(after?.height).toBe(box?.height);
      expect(after?.width).toBe(box?.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });

  it('the map button loads the map at once (the fallback without IntersectionObserver)', async () => {
    await withVisitor({ width: 360 }, async (page) => {
      await page.addInitScript(() => {
        // @ts-expect-error: a browser without IntersectionObserver
        delete window.IntersectionObserver;
      });
      await openContact(page);
      await page.getByTestId('map-placeholder').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      expect(await page.locator('iframe').count()).toBe(0);
      await page.getByRole('button', { name: 'Haritayı göster', exact: true }).click();
      await page.locator('iframe').waitFor({ state: 'attached' });
      expect(await page.locator('iframe').getAttribute('src')).toBe(MAP_EMBED_URL);
    });
  });

  it('screenshots: Turkish and Arabic at 360 and 1280 px', async () => {
    for (const lang of ['tr', 'sa'] as const)
      for (const width of [360, 1280]) {
        await withVisitor({ lang, width }, async (page) => {
          await openContact(page, lang === 'sa' ? 'rtl' : 'ltr');
          // (At 1280 px the map is within the preload margin from the start.)
          await page.locator('section[aria-labelledby="contact-map-heading"]').scrollIntoViewIfNeeded();
          await page.locator('iframe').waitFor({ state: 'attached' });
          await page.evaluate(() => window.scrollTo(0, 0));
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await screenshot(page, `contact-${lang === 'sa' ? 'ar' : 'tr'}-${width}`);
        });
      }
  });
});
