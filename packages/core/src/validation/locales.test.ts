import { describe, expect, it } from 'vitest';
import ar from '../i18n/locales/ar/calc.json' with { type: 'json' };
import en from '../i18n/locales/en/calc.json' with { type: 'json' };
import tr from '../i18n/locales/tr/calc.json' with { type: 'json' };
import { CALC_MESSAGES } from './message-keys.ts';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

/** Resolves 'calc:loan.maxAmount' in a locale tree. */
function lookup(tree: Tree, messageKey: string): string | undefined {
  const path = messageKey.replace(/^calc:/, '').split('.');
  let node: string | Tree | undefined = tree;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const messageKeys = Object.values(CALC_MESSAGES).flatMap((group) => Object.values(group));

describe('calc locale files', () => {
  it('have identical key sets in tr, en and ar (a counted text by its base key: each language has its own plural forms)', () => {
    // `termDays_one` / `termDays_few`…: the forms a language uses are checked by scripts/check-i18n.ts.
    const base = (locale: Tree) =>
      [...new Set(leafKeys(locale).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    const trKeys = base(tr);
    expect(base(en)).toEqual(trKeys);
    expect(base(ar)).toEqual(trKeys);
  });

  it('have a non-empty text for every message key in every language', () => {
    for (const key of messageKeys) {
      expect(key).toMatch(/^calc:[a-z]+\.[a-zA-Z]+$/);
      for (const locale of [tr, en, ar]) expect(lookup(locale, key)?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('keep the spec Turkish messages verbatim', () => {
    const verbatim: Record<string, string> = {
      'calc:loan.amountAndTermRequired': 'Lütfen kredi tutarı ve vade bilgilerini giriniz.',
      'calc:loan.invalidRate': 'Lütfen geçerli bir faiz oranı girin (0-500 arası).',
      'calc:interest.rateRange': 'Faiz oranı 0 ile 500 arasında olmalıdır.',
      'calc:deposit.allFieldsRequired': 'Lütfen tüm alanları doldurun!',
      'calc:deposit.minAmount': 'Minimum mevduat tutarı 1.000 olmalıdır!',
      'calc:deposit.minAmountTl': 'Minimum mevduat tutarı 1.000 TL olmalıdır!',
      'calc:deposit.minTerm': 'Minimum vade süresi 32 gün olmalıdır!',
      'calc:vat.invalidAmount': 'Lütfen geçerli bir tutar girin.',
      'calc:vat.rateRange': 'KDV oranı 0-100 arasında olmalıdır.',
      'calc:vat.tevkifatRange': 'Tevkifat oranı 1/10 - 10/10 arasında olmalıdır.',
      'calc:vat.invalidOperation': 'Geçersiz işlem seçimi',
      'calc:contact.fullName': 'Ad Soyad 3-100 karakter arası olmalıdır.',
      'calc:contact.email': 'Geçerli bir email adresi giriniz.',
      'calc:contact.phone': 'Geçerli bir telefon numarası giriniz.',
      'calc:contact.message': 'Mesaj 5-2000 karakter arası olmalıdır.',
    };
    for (const [key, text] of Object.entries(verbatim)) expect(lookup(tr, key)).toBe(text);
    expect(lookup(en, 'calc:loan.maxAmount')).toBe('Maximum loan amount is 50,000,000.');
    expect(lookup(tr, 'calc:vat.labels.kdvHaric')).toBe('KDV Hariç Tutar');
  });

  it('keep an Arabic figure with its unit in one isolated left-to-right run (docs/number-format.md)', () => {
    // LRI … PDI around "1,200 TL", "14 %": without them the unit is drawn on the wrong side.
    const outside = (text: string) => text.replace(/\u2066[^\u2069]*\u2069/g, '');
    const bare = leafKeys(ar)
      .map((key) => [key, lookup(ar, `calc:${key}`) ?? ''] as const)
      .filter(([key, text]) => key.startsWith('faq.') && /\d (TL|%)/.test(outside(text)));
    expect(bare).toEqual([]);
  });
});
