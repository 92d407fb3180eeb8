import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, fileBrowser, type StoredLang } from './support/browser.ts';
import { openHydrated, withVisitor as visit } from './support/page-helpers.ts';

const browser = fileBrowser();

const withVisitor = (options: { lang?: StoredLang; width?: number }, run: (page: Page) => Promise<void>) =>
  visit(browser(), options, run);

const rule = (page: Page, id: string) => page.locator(`section#${id}`);

describe('the legal limits page (/yasal-limitler)', () => {
  it('is reached from the footer and lists every rule with its figures, date and source, in Turkish', async () => {
    await withVisitor({}, async (page) => {
      await openHydrated(page, '/', 'footer a[href="/yasal-limitler"]');
      await page.locator('footer').getByRole('link', { name: 'Yasal Limitler' }).click();
      await page.waitForURL('**/yasal-limitler');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Yasal Limitler');

      const terms = rule(page, 'ihtiyac-vade');
      expect(await terms.getByRole('heading', { level: 2 }).textContent()).toBe(
        'İhtiyaç kredisi vade sınırları',
      );
      const firstRow = await terms.locator('tbody tr').first().locator('td').allTextContents();
      expect(firstRow).toEqual(["125.000 TL'ye kadar", '36 ay']);
      expect(await terms.locator('time').getAttribute('datetime')).toBe('2025-02-13');
      expect(await terms.locator('time').textContent()).toBe('13 Şubat 2025');

      const kkdf = await rule(page, 'kkdf').locator('tbody td').allTextContents();
      expect(kkdf).toEqual(['Tüketici kredileri (konut kredisi hariç)', '%15']);
      expect(await rule(page, 'tmsf').locator('tbody td').textContent()).toBe('1.200.000 TL');

      // The contents list jumps to a rule's section.
      await page
        .getByRole('navigation', { name: 'Kurallar' })
        .getByRole('link', { name: 'Mevduat faizinde stopaj' })
        .click();
      await page.waitForURL('**/yasal-limitler#mevduat-stopaj');
      const source = rule(page, 'bsmv').getByRole('link').first();
      expect(await source.getAttribute('target')).toBe('_blank');
    });
  });

  it('reads right-to-left in Arabic with each figure an isolated left-to-right run', async () => {
    await withVisitor({ lang: 'sa', width: 390 }, async (page) => {
      await openHydrated(page, '/yasal-limitler', 'footer a[href="/yasal-limitler"]', 'rtl');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('الحدود القانونية');
      const tmsf = rule(page, 'tmsf').locator('tbody td bdi');
      expect(await tmsf.getAttribute('dir')).toBe('ltr');
      expect(await tmsf.textContent()).toBe('1,200,000 TL');
      // Nothing is wider than a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  it('on a 360 px phone, every small link or button stands 24 px from the next (touch targets)', async () => {
    await withVisitor({ width: 360 }, async (page) => {
      await openHydrated(page, '/yasal-limitler', 'section#kkdf');
      // docs/requirements/site-and-pages.md#touch-targets: a target under 24 × 24 px keeps a 24 px circle
      // centred on it clear of every other target's centre circle (WCAG 2.2, 2.5.8).
      const crowded = await page.evaluate(() => {
        const boxes = [...document.querySelectorAll('a[href], button, input, select, summary')]
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0);
        const small = boxes.filter(({ box }) => box.width < 24 || box.height < 24);
        const centre = (box: DOMRect) => [box.x + box.width / 2, box.y + box.height / 2] as const;
        return small.flatMap(({ element, box }, i) =>
          small.slice(i + 1).flatMap((other) => {
            const [ax, ay] = centre(box);
            const [bx, by] = centre(other.box);
            return Math.hypot(ax - bx, ay - by) < 24
              ? [`${element.textContent?.trim()} ↔ ${other.element.textContent?.trim()}`]
              : [];
          }),
        );
      });
      expect(crowded).toEqual([]);
      // The sources of the housing loan rule, one under the other: each is a target of its own height.
      const heights = await rule(page, 'konut-deger-orani')
        .locator('dd ul a')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(3);
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
    });
  });

  it('is in the first HTML in English, and in the sitemap', async () => {
    const html = await (await fetch(`${baseURL()}/yasal-limitler?lang=en`)).text();
    expect(html).toContain('<h1>Legal Limits</h1>');
    expect(html).toContain('id="ihtiyac-vade"');
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).toContain('/yasal-limitler?lang=en</loc>');
  });
});
