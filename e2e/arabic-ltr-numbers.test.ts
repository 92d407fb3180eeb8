import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { fileVisitor, openHydrated } from './support/page-helpers.ts';

// What a visitor sees on real pages, proven in the browser: Arabic keeps numbers left-to-right.

const withVisitor = fileVisitor();

describe('page fit, direction, titles and stacking', () => {
  it('Arabic: the withholding fraction and the loan summary keep numbers left-to-right', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await openHydrated(page, '/hesaplama-araclari/kdv-hesaplama', '#vat-withholding-amount', 'rtl');
      // The "/10" unit inside the withholding field.
      const unit = page.locator('#vat-withholding-tevkifat').locator('xpath=following-sibling::*[1]');
      expect(await unit.textContent()).toBe('/10');
      const unitStyle = await unit.evaluate((element) => {
        const style = getComputedStyle(element);
        return { direction: style.direction, bidi: style.unicodeBidi };
      });
      expect(unitStyle).toEqual({ direction: 'ltr', bidi: 'isolate' });
      // The result labels "(2/10)" / "(8/10)".
      await page.locator('#vat-withholding-tevkifat').fill('2');
      await page.locator('#vat-withholding-amount').fill('1000');
      await page.locator('#vat-withholding-amount').press('Enter');
      const fractions = page.locator('section dl dt [dir="ltr"]');
      await expect.poll(() => fractions.count()).toBeGreaterThanOrEqual(2);
      const shapes = await fractions.evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent,
          direction: getComputedStyle(element).direction,
          bidi: getComputedStyle(element).unicodeBidi,
        })),
      );
      for (const shape of shapes) {
        expect(shape.text).toMatch(/^\d+\/10$/);
        expect(shape.direction).toBe('ltr');
        expect(shape.bidi).toBe('isolate');
      }
      expect(shapes.map((shape) => shape.text)).toEqual(expect.arrayContaining(['2/10', '8/10']));
      await screenshot(page, 'defects-vat-withholding-ar-1280');

      await openHydrated(page, '/hesaplama-araclari/ihtiyac-kredisi', '#page-loan-amount', 'rtl');
      await page.getByRole('button', { name: 'احسب', exact: true }).click();
      await page.getByTestId('loan-offer').first().waitFor();
      const summary = page.locator('p').filter({ hasText: 'قرض شخصي ·' });
      await summary.waitFor();
      const parts = await summary.locator('[dir="ltr"]').evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent,
          direction: getComputedStyle(element).direction,
          bidi: getComputedStyle(element).unicodeBidi,
        })),
      );
      expect(parts.map((part) => part.text)).toEqual([expect.stringMatching(/^50[.,]000 TL$/), '12']);
      for (const part of parts) expect([part.direction, part.bidi]).toEqual(['ltr', 'isolate']);
      await screenshot(page, 'defects-loan-summary-ar-1280');
    });
  });
});
