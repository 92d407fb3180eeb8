import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { activeId, KDV, row, shootAt360 } from './support/calculator-steps.ts';
import { fileVisitor, fillIn, openHydrated, typeInto } from './support/page-helpers.ts';

const withVisitor = fileVisitor();
const open = openHydrated;

describe('VAT calculator (KDV)', () => {
  it('card 1 computes both operations to the kuruş, with the amount in words, and Reset hides the result', async () => {
    await withVisitor({}, async (page) => {
      await open(page, KDV, '#vat-plain-amount');
      const card = page.getByRole('region', { name: 'KDV Hesaplama', exact: true });
      const amount = card.getByLabel('KDV Dahil Tutar', { exact: true });
      expect(await card.locator('dl').count()).toBe(0);

      // 1.234,56 TL including 20 %: base = 1234.56 / 1.20 = 1028.80; VAT = 1234.56 − 1028.80 = 205.76
      await typeInto(amount, '123456');
      expect(await amount.inputValue()).toBe('123.456');
      await typeInto(amount, '1234,567');
      expect(await amount.inputValue()).toBe('1.234,56'); // live grouping, a third decimal is refused
      await amount.press('Enter');
      expect(await row(card, 'KDV Hariç Tutar').textContent()).toBe('1.028,80 TL');
      expect(await row(card, 'KDV Tutarı (%20)').textContent()).toBe('205,76 TL');
      expect(await row(card, 'KDV Dahil Tutar').textContent()).toBe('1.234,56 TL');
      expect(await row(card, 'KDV Dahil Tutar yazıyla').textContent()).toBe(
        'bin iki yüz otuz dört Türk lirası elli altı kuruş',
      );
      expect(await row(card, 'Yazı ile (bitişik)').textContent()).toBe('BinİkiYüzOtuzDörtTL,ElliAltıKr');

      // 1.000 TL excluding 20 %: VAT = 200, inclusive = 1200 ("bin iki yüz", never "bir bin")
      await card
        .getByLabel('İşlem', { exact: true })
        .selectOption({ label: 'KDV Hariç Tutardan KDV Dahil Tutarı Hesapla' });
      const base = card.getByLabel('KDV Hariç Tutar', { exact: true });
      await fillIn(base, '1000');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      expect(await row(card, 'KDV Hariç Tutar').textContent()).toBe('1.000,00 TL');
      expect(await row(card, 'KDV Tutarı (%20)').textContent()).toBe('200,00 TL');
      expect(await row(card, 'KDV Dahil Tutar').textContent()).toBe('1.200,00 TL');
      expect(await row(card, 'KDV Dahil Tutar yazıyla').textContent()).toBe('bin iki yüz Türk lirası');

      // Free rate 0: 125,50 stays 125,50 — the domain README's "yüz yirmi beş Türk lirası elli kuruş"
      await card.getByLabel('KDV Oranı', { exact: true }).selectOption({ label: 'Diğer' });
      await fillIn(card.getByLabel('KDV Oranı (0-100)'), '0');
      await fillIn(base, '125,50');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      expect(await row(card, 'KDV Dahil Tutar').textContent()).toBe('125,50 TL');
      expect(await row(card, 'KDV Dahil Tutar yazıyla').textContent()).toBe(
        'yüz yirmi beş Türk lirası elli kuruş',
      );
      expect(await row(card, 'Yazı ile (bitişik)').textContent()).toBe('YüzYirmiBeşTL,ElliKr');

      // Free rate 8,5 on 200 TL: VAT = 200 × 0.085 = 17.00, inclusive 217.00
      await fillIn(card.getByLabel('KDV Oranı (0-100)'), '8,5');
      await fillIn(base, '200');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      expect(await row(card, 'KDV Tutarı (%8,5)').textContent()).toBe('17,00 TL');
      expect(await row(card, 'KDV Dahil Tutar').textContent()).toBe('217,00 TL');
      await screenshot(page, 'calc-kdv-tr-1280');

      await card.getByRole('button', { name: 'Sıfırla' }).click();
      expect(await base.inputValue()).toBe('');
      expect(await card.locator('dl').count()).toBe(0);
    });
  });

  it('card 2 computes withholding from every operation', async () => {
    await withVisitor({}, async (page) => {
      await open(page, KDV, '#vat-withholding-amount');
      const card = page.getByRole('region', { name: 'KDV Tevkifatı Hesaplama' });
      await card
        .getByLabel('İşlem', { exact: true })
        .selectOption({ label: 'KDV Hariç Tutardan KDV Dahil Tutarı Hesapla' });
      await fillIn(card.getByLabel('Tevkifat Oranı'), '5');
      await fillIn(card.getByLabel('KDV Hariç Tutar', { exact: true }), '10000');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      // 10.000 base, 20 %: VAT 2.000; 5/10 withheld = 1.000; collected VAT 1.000; total 10.000 + 1.000
      expect(await row(card, 'KDV Hariç Tutar').textContent()).toBe('10.000,00 TL');
      expect(await row(card, 'KDV Tutarı (%20)').textContent()).toBe('2.000,00 TL');
      expect(await row(card, 'Tevkifat Tutarı (5/10)').textContent()).toBe('1.000,00 TL');
      expect(await row(card, 'Tahsil Edilen KDV (5/10)').textContent()).toBe('1.000,00 TL');
      expect(await row(card, 'KDV Dahil Tutar').textContent()).toBe('12.000,00 TL');
      expect(await row(card, 'Tahsil Edilecek Toplam Tutar').textContent()).toBe('11.000,00 TL');
      expect(await row(card, 'Tahsil Edilecek Toplam Tutar yazıyla').textContent()).toBe(
        'on bir bin Türk lirası',
      );

      // Back from the collected 11.000: base = 11000 / (1 + 0.20 × (10 − 5)/10) = 11000 / 1.1 = 10000
      await card
        .getByLabel('İşlem', { exact: true })
        .selectOption({ label: 'Tahsil Edilen Tutardan KDV Hariç Tutarı Hesapla' });
      await fillIn(card.getByLabel('Tahsil Edilen Tutar', { exact: true }), '11000');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      expect(await row(card, 'KDV Hariç Tutar').textContent()).toBe('10.000,00 TL');
      expect(await row(card, 'Tevkifat Tutarı (5/10)').textContent()).toBe('1.000,00 TL');

      // 9/10 on 1.234,56 inclusive at 10 %: base = 1234.56 / 1.10 = 1122.327… → 1122.33; VAT = 112.23;
      // withheld = 112.23 × 0.9 = 101.007 → 101.01; collected VAT 11.22; total 1122.33 + 11.22 = 1133.55
      await card
        .getByLabel('İşlem', { exact: true })
        .selectOption({ label: 'KDV Dahil Tutardan KDV Hariç Tutarı Hesapla' });
      await card.getByLabel('KDV Oranı', { exact: true }).selectOption({ label: '%10' });
      await fillIn(card.getByLabel('Tevkifat Oranı'), '9');
      await fillIn(card.getByLabel('KDV Dahil Tutar', { exact: true }), '1234,56');
      await card.getByRole('button', { name: 'Hesapla', exact: true }).click();
      expect(await row(card, 'KDV Hariç Tutar').textContent()).toBe('1.122,33 TL');
      expect(await row(card, 'KDV Tutarı (%10)').textContent()).toBe('112,23 TL');
      expect(await row(card, 'Tevkifat Tutarı (9/10)').textContent()).toBe('101,01 TL');
      expect(await row(card, 'Tahsil Edilen KDV (1/10)').textContent()).toBe('11,22 TL');
      expect(await row(card, 'Tahsil Edilecek Toplam Tutar').textContent()).toBe('1.133,55 TL');
      await shootAt360(page, 'calc-kdv-tr-360');
    });
  });

  it('shows every VAT validation message (docs/requirements/calculators.md#vat-validation) under its field and focuses the first', async () => {
    await withVisitor({}, async (page) => {
      await open(page, KDV, '#vat-withholding-amount');
      const card = page.getByRole('region', { name: 'KDV Tevkifatı Hesaplama' });
      const calculate = card.getByRole('button', { name: 'Hesapla', exact: true });
      const amount = card.locator('#vat-withholding-amount');

      await calculate.click();
      await card.getByText('Lütfen geçerli bir tutar girin.').waitFor();
      expect(await activeId(page)).toBe('vat-withholding-amount');
      await typeInto(amount, '0');
      await calculate.click();
      await card.getByText('Lütfen geçerli bir tutar girin.').waitFor();

      await typeInto(amount, '1234567890');
      expect(await amount.inputValue()).toBe('999.999.999');
      await card.getByText('Tutar en fazla 999.999.999 olabilir.').waitFor();

      await card.getByLabel('KDV Oranı', { exact: true }).selectOption({ label: 'Diğer' });
      await typeInto(card.getByLabel('KDV Oranı (0-100)'), '150');
      await card.getByText('KDV oranı 0-100 arasında olmalıdır.').waitFor();

      await typeInto(card.getByLabel('Tevkifat Oranı'), '11');
      await card.getByText('Tevkifat oranı 1/10 - 10/10 arasında olmalıdır.').waitFor();

      await card.getByLabel('İşlem', { exact: true }).selectOption({ label: 'İşlem seçiniz' });
      await calculate.click();
      await card.getByText('Geçersiz işlem seçimi').waitFor();
      expect(await activeId(page)).toBe('vat-withholding-operation');
      expect(await card.getByText('KDV oranı 0-100 arasında olmalıdır.').isVisible()).toBe(true);
      expect(await card.getByText('Tevkifat oranı 1/10 - 10/10 arasında olmalıdır.').isVisible()).toBe(true);
      expect(await card.locator('dl').count()).toBe(0);
    });
  });

  it('Arabic: right-to-left, amounts still readable and spelled out in Arabic', async () => {
    await withVisitor({ lang: 'sa' }, async (page) => {
      await open(page, KDV, '#vat-plain-amount', 'rtl');
      await page.locator('#vat-plain-operation').selectOption('kdvHaricToKdvDahil');
      await fillIn(page.locator('#vat-plain-amount'), '1000');
      await page.locator('#vat-plain-amount').press('Enter');
      const result = page.locator('[data-result="kdvDahil"] dd').first();
      expect(await result.textContent()).toBe('1,200.00 TL'); // docs/number-format.md: ar as en
      expect(await result.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
      expect(await page.locator('[data-result="words"] dd').first().textContent()).toBe(
        'ألف ومائتان ليرة تركية',
      );
      await screenshot(page, 'calc-kdv-ar-1280');
      await shootAt360(page, 'calc-kdv-ar-360');
    });
  });
});
