import { GUIDE_SLUGS } from '@pusula/core/site/routes.ts';
import { describe, expect, it } from 'vitest';
import { baseURL, screenshot } from './support/browser.ts';
import { getJson, noSideScroll } from './support/content-page-steps.ts';
import { fileVisitor, openHydrated } from './support/page-helpers.ts';
import { apiToken } from './support/sign-in.ts';

const withVisitor = fileVisitor();

interface GuideText {
  title: string;
  introTitle: string;
}

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
