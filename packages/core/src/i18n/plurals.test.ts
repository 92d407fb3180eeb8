import { describe, expect, it } from 'vitest';
import { pluralBase, pluralCategoriesOf, pluralCategory, pluralPaths, withCount } from './plurals.ts';
import { translate } from './translate.ts';

describe('plural forms', () => {
  it("picks the category by the language's rules, Arabic's six included", () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralCategory('ar', n))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    expect([0, 1, 2].map((n) => pluralCategory('en', n))).toEqual(['other', 'one', 'other']);
    expect(pluralCategoriesOf('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategoriesOf('tr')).toEqual(['one', 'other']);
  });

  it('tries the form, then _other, then the bare key; without a count the bare key, then _other', () => {
    expect(pluralPaths(['a', 'years'], 'ar', 2)).toEqual([
      ['a', 'years_two'],
      ['a', 'years_other'],
      ['a', 'years'],
    ]);
    expect(pluralPaths(['years'], 'en', '1')).toEqual([['years'], ['years_other']]);
    expect(pluralBase('termYears_few')).toBe('termYears');
    expect(pluralBase('fewer')).toBe('fewer');
  });

  it('writes a whole count in the language number format', () => {
    expect(withCount('tr', { count: 1095 })).toEqual({ count: '1.095' });
    expect(withCount('ar', { count: 1095, x: 1 })).toEqual({ count: '1,095', x: 1 });
    expect(withCount('tr', { count: '7' })).toEqual({ count: '7' });
  });

  it('translates with the plural form on the server side too', () => {
    expect(translate('en', 'calc:tradesman.labels.termYears', { count: 1 })).toBe('1 Year');
    expect(translate('en', 'calc:tradesman.labels.termYears', { count: 3 })).toBe('3 Years');
    expect(translate('ar', 'calc:tradesman.labels.termYears', { count: 1 })).toBe('سنة');
    expect(translate('ar', 'calc:tradesman.labels.termYears', { count: 2 })).toBe('سنتان');
    expect(translate('ar', 'calc:tradesman.labels.termYears', { count: 3 })).toBe('3 سنوات');
    expect(translate('tr', 'calc:tradesman.labels.termYears', { count: 1 })).toBe('1 Yıl');
    expect(translate('en', 'admin:logs.summary', { page: 1, pages: 1, count: 1 })).toBe(
      'Page 1 of 1 · 1 entry',
    );
    expect(translate('ar', 'admin:logs.summary', { page: 1, pages: 1, count: 4 })).toBe(
      'الصفحة 1 من 1 · 4 سجلات',
    );
    expect(translate('tr', 'cms:inbox.summary', { page: 1, pages: 2, count: 1200 })).toBe(
      'Toplam 1.200 mesaj · Sayfa 1 / 2',
    );
    expect(translate('en', 'funds:pagination.summary', { page: 1, total: 1, count: 1 })).toBe(
      'Page 1 of 1 · 1 fund',
    );
  });
});
