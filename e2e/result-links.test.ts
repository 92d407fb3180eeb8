import { describe, it } from 'vitest';
import { fileVisitor, fillIn } from './support/page-helpers.ts';
import { type Calculator, checkResultLink, region } from './support/result-link-steps.ts';

// docs/requirements/site-and-pages.md#result-links: every calculator's inputs live in the address.
// A copied link refused by the clipboard, a link opened in Arabic and tampered links are in
// result-links-refused-and-arabic.test.ts.

const withVisitor = fileVisitor();

const CALCULATORS: Calculator[] = [
  {
    name: 'personal loan',
    path: '/hesaplama-araclari/ihtiyac-kredisi',
    control: '#page-loan-amount',
    fill: async (page) => {
      await fillIn(page.locator('#page-loan-amount'), '120000');
      await page.locator('#page-loan-term').selectOption('24');
    },
    query: 'tutar=120000&vade=24',
    result: (page) => page.getByTestId('loan-offer'),
  },
  {
    name: 'vehicle loan',
    path: '/hesaplama-araclari/tasit-kredisi',
    control: '#page-loan-amount',
    fill: async (page) => {
      await page.locator('#page-loan-term').selectOption('12');
      // The vehicle's value (BDDK: up to 2.500.000 TL, 70 % and 48 months; 300.000 TL fits).
      await fillIn(page.locator('#page-loan-asset-value'), '600000');
    },
    query: 'tutar=300000&vade=12&deger=600000',
    result: (page) => page.getByTestId('loan-offer'),
  },
  {
    name: 'housing loan at the visitor’s own rate',
    path: '/hesaplama-araclari/konut-kredisi',
    control: '#page-loan-amount',
    fill: async (page) => {
      await fillIn(page.locator('#page-loan-rate'), '2,5');
    },
    query: 'tutar=300000&vade=120&faiz=2.5',
    result: (page) => page.getByTestId('loan-offer'),
  },
  {
    name: 'tradesman loan',
    path: '/hesaplama-araclari/esnaf-kredisi',
    control: '#tradesman-amount',
    fill: async (page) => {
      await fillIn(page.locator('#tradesman-amount'), '450000');
      await page.locator('#tradesman-years').selectOption('3');
    },
    query: 'tutar=450000&vade=3',
    result: (page) => region(page, 'Hesaplama Özeti'),
  },
  {
    name: 'deposit',
    path: '/hesaplama-araclari/mevduat-hesaplama',
    control: '#page-deposit-amount',
    fill: async (page) => {
      await fillIn(page.locator('#page-deposit-amount'), '250000');
      await fillIn(page.locator('#page-deposit-days'), '181');
    },
    query: 'tutar=250000&vade=181&tur=TL',
    result: (page) => page.getByTestId('deposit-offer'),
  },
  {
    name: 'interest rate',
    path: '/hesaplama-araclari/faiz-orani-hesaplama',
    control: '#interest-amount',
    fill: async (page) => {
      await page.locator('#interest-term').selectOption('24');
      await fillIn(page.locator('#interest-rate'), '3,25');
    },
    query: 'tutar=100000&vade=24&faiz=3.25',
    result: (page) => region(page, 'Hesaplama Sonucu'),
  },
  {
    name: 'VAT withholding',
    path: '/hesaplama-araclari/kdv-hesaplama',
    control: '#vat-withholding-amount',
    fill: async (page) => {
      await page.locator('#vat-withholding-operation').selectOption('kdvHaricToKdvDahil');
      await page.locator('#vat-withholding-rate').selectOption('10');
      await fillIn(page.locator('#vat-withholding-tevkifat'), '7');
      await fillIn(page.locator('#vat-withholding-amount'), '1234,5');
    },
    query: 'kart=tevkifat&islem=kdvHaricToKdvDahil&oran=10&pay=7&tutar=1234.5',
    result: (page) => region(page, 'KDV Tevkifatı Hesaplama').locator('dl'),
    form: (page) => region(page, 'KDV Tevkifatı Hesaplama'),
  },
  {
    name: 'borrowing limit',
    path: '/hesaplama-araclari/kredi-limiti-hesaplama',
    control: '#borrowing-income',
    fill: async (page) => {
      await fillIn(page.locator('#borrowing-income'), '45000');
      await fillIn(page.locator('#borrowing-existing'), '2000');
      await page.locator('#borrowing-type').selectOption('tasit');
      await page.locator('#borrowing-term').selectOption('12');
    },
    query: 'gelir=45000&borc=2000&tur=tasit&vade=12',
    result: (page) => page.getByTestId('borrowing-result'),
  },
  {
    name: 'early repayment, partial with a shorter term',
    path: '/hesaplama-araclari/erken-odeme-hesaplama',
    control: '#early-amount',
    fill: async (page) => {
      await page.locator('#early-type').selectOption('tasit');
      await fillIn(page.locator('#early-amount'), '400000');
      await fillIn(page.locator('#early-rate'), '3,1');
      await page.locator('#early-term').selectOption('36');
      await fillIn(page.locator('#early-paid'), '10');
      await fillIn(page.locator('#early-partial'), '50000');
      await page.locator('#early-mode').selectOption('shorterTerm');
    },
    query: 'tur=tasit&tutar=400000&faiz=3.1&vade=36&odenen=10&ara=50000&secim=vade',
    // The figures and the new plan's table (the plan's chart loads lazily, on its own time).
    result: (page) => page.getByTestId('early-result').locator('[data-result], table'),
  },
  {
    name: 'refinancing, by the original contract',
    path: '/hesaplama-araclari/kredi-yapilandirma-hesaplama',
    control: '#refinance-rate',
    fill: async (page) => {
      await page.locator('#refinance-type').selectOption('tasit');
      await page.locator('#refinance-known').selectOption('original');
      await fillIn(page.locator('#refinance-rate'), '4,2');
      await fillIn(page.locator('#refinance-amount'), '400000');
      await page.locator('#refinance-term').selectOption('36');
      await fillIn(page.locator('#refinance-paid'), '10');
    },
    query: 'bilinen=sozlesme&tur=tasit&faiz=4.2&tutar=400000&vade=36&odenen=10',
    result: (page) =>
      page.getByTestId('refinance-result').locator('[data-result], [data-testid="refinance-verdict"]'),
  },
  {
    name: 'salary, net to gross with the manufacturing support',
    path: '/hesaplama-araclari/maas-hesaplama',
    control: '#salary-amount',
    fill: async (page) => {
      await page.locator('#salary-direction').selectOption('netToGross');
      await fillIn(page.locator('#salary-amount'), '60000');
      await page.locator('#salary-incentive').selectOption('manufacturing');
    },
    query: 'yon=net&tutar=60000&destek=imalat',
    result: (page) => page.getByTestId('salary-result').locator('[data-result], table'),
  },
  {
    name: 'credit card debt, a fixed payment',
    path: '/hesaplama-araclari/kredi-karti-borc-hesaplama',
    control: '#card-balance',
    fill: async (page) => {
      await fillIn(page.locator('#card-balance'), '45000');
      await fillIn(page.locator('#card-limit'), '60000');
      await page.locator('#card-mode').selectOption('fixed');
      await fillIn(page.locator('#card-payment'), '20000');
    },
    query: 'borc=45000&limit=60000&odeme=sabit&tutar=20000',
    result: (page) => page.getByTestId('card-debt-result').locator('[data-result], table'),
  },
  {
    name: 'overdraft interest, 40 days at the bank rate',
    path: '/hesaplama-araclari/kmh-faiz-hesaplama',
    control: '#kmh-balance',
    fill: async (page) => {
      await fillIn(page.locator('#kmh-balance'), '7500');
      await fillIn(page.locator('#kmh-days'), '40');
      await fillIn(page.locator('#kmh-rate'), '3,8');
    },
    query: 'bakiye=7500&gun=40&faiz=3.8',
    result: (page) => page.getByTestId('overdraft-result').locator('[data-result], table'),
  },
  {
    name: 'rent increase, renewal in January 2026',
    path: '/hesaplama-araclari/kira-artis-hesaplama',
    control: '#rent-amount',
    fill: async (page) => {
      await fillIn(page.locator('#rent-amount'), '25000');
      await page.locator('#rent-month option[value="2026-01"]').waitFor({ state: 'attached' });
      await page.locator('#rent-month').selectOption('2026-01');
    },
    query: 'kira=25000&ay=2026-01',
    result: (page) => page.getByTestId('rent-result').locator('[data-result]'),
  },
  {
    name: 'inflation with a nominal return',
    path: '/hesaplama-araclari/enflasyon-hesaplama',
    control: '#inflation-amount',
    fill: async (page) => {
      await fillIn(page.locator('#inflation-amount'), '5000');
      await page.locator('#inflation-from option[value="2024-12"]').waitFor({ state: 'attached' });
      await page.locator('#inflation-from').selectOption('2024-12');
      await page.locator('#inflation-to').selectOption('2025-12');
      await fillIn(page.locator('#inflation-nominal'), '45');
    },
    query: 'tutar=5000&bas=2024-12&son=2025-12&getiri=45',
    result: (page) => page.getByTestId('inflation-result').locator('[data-result]'),
  },
];

describe('result links', () => {
  for (const calculator of CALCULATORS) {
    it(`${calculator.name}: Calculate writes the query, and the link shows the same result in a new browser`, () =>
      checkResultLink(withVisitor, calculator));
  }
});
