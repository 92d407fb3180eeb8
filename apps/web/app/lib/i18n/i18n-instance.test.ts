import { type ResourceTree, resources } from '@pusula/core/i18n/resources.ts';
import { describe, expect, it } from 'vitest';
import { createI18nInstance } from './i18n-instance.ts';

const turkishOnly = () => createI18nInstance('tr', { tr: { ...resources.tr } });

describe('the translation instance', () => {
  it('fills {{name}} placeholders; a missing value stays as written, a null one becomes empty', () => {
    const i18n = turkishOnly();
    expect(i18n.t('site.sampleDataAsOf', { date: '20 Kasım 2026' })).toBe(
      'Örnek veri · 20 Kasım 2026 itibarıyla',
    );
    expect(i18n.t('common:site.sampleDataAsOf', { date: 0 })).toBe('Örnek veri · 0 itibarıyla');
    expect(i18n.t('site.sampleDataAsOf')).toBe('Örnek veri · {{date}} itibarıyla');
    expect(i18n.t('site.sampleDataAsOf', { date: null })).toBe('Örnek veri ·  itibarıyla');
    expect(i18n.t('site.name')).toBe('Finansal Pusula');
  });

  it('answers a missing key without its namespace, and plain text as it is', () => {
    const i18n = turkishOnly();
    const anyKey = i18n.t as (key: string) => string;
    expect(anyKey('loans:results.missing')).toBe('results.missing');
    expect(anyKey('site.missing')).toBe('site.missing');
    expect(anyKey('site')).toBe('site');
    expect(anyKey('Bağlantı: koptu')).toBe('Bağlantı: koptu');
    expect(i18n.t('admin:roles.Guest', { defaultValue: 'Misafir {{n}}', n: 1 })).toBe('Misafir 1');
    expect(i18n.t('loans:types.ihtiyac', { defaultValue: 'unused' })).toBe('İhtiyaç Kredisi');
  });

  it('reports a namespace not loaded yet, and texts added later move the revision and are heard', () => {
    const missing: string[] = [];
    const i18n = createI18nInstance('tr', { tr: { common: resources.tr.common } }, (lang, ns) =>
      missing.push(`${lang}:${ns}`),
    );
    const heard: string[] = [];
    i18n.on('textsAdded', (lang) => heard.push(lang));
    expect(i18n.t('calc:ui.tl')).toBe('ui.tl');
    expect(missing).toEqual(['tr:calc']);
    expect(i18n.t('site.name')).toBe('Finansal Pusula');
    expect(missing).toEqual(['tr:calc']);
    const before = i18n.revision;
    i18n.addResourceBundle('tr', 'calc', resources.tr.calc);
    expect(i18n.revision).toBe(before + 1);
    expect(heard).toEqual(['tr']);
    expect(i18n.t('calc:ui.tl')).toBe('TL');
  });

  it("merges a page's parts of a namespace, reports a text outside them, and a whole bundle ends that", () => {
    const missing: string[] = [];
    const i18n = createI18nInstance('tr', { tr: { common: resources.tr.common } }, (lang, ns, key) =>
      missing.push(`${lang}:${ns}:${key}`),
    );
    const calc = resources.tr.calc as Record<string, ResourceTree>;
    const faq = calc.faq as Record<string, ResourceTree>;
    i18n.addResourceBundle('tr', 'calc', { ui: calc.ui!, faq: { kdv: faq.kdv! } }, { partial: true });
    i18n.addResourceBundle('tr', 'calc', { faq: { title: faq.title! } }, { partial: true });
    expect(i18n.t('calc:ui.tl')).toBe('TL');
    expect(i18n.t('calc:faq.title')).toBe(faq.title);
    expect(i18n.t('calc:faq.kdv.q1')).toBe((faq.kdv as ResourceTree).q1);
    expect(missing).toEqual([]);
    expect(i18n.t('calc:vat.maxAmount')).toBe('vat.maxAmount');
    expect(missing).toEqual(['tr:calc:calc:vat.maxAmount']);
    i18n.addResourceBundle('tr', 'calc', resources.tr.calc);
    expect(i18n.t('calc:vat.maxAmount')).toBe((calc.vat as ResourceTree).maxAmount);
    (i18n.t as (key: string) => string)('calc:nothing.here');
    expect(missing).toHaveLength(1);
  });

  it('tells which keys have a text in the language in force', async () => {
    const i18n = createI18nInstance('tr', { tr: { common: resources.tr.common } });
    expect(i18n.exists('site.name')).toBe(true);
    expect(i18n.exists('common:site.name')).toBe(true);
    expect(i18n.exists('site')).toBe(false);
    expect(i18n.exists('loans:results.summary')).toBe(false);
    expect(i18n.exists('unknown:site.name')).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.exists('site.name')).toBe(false);
  });

  it('switches language, tells its listeners, and keeps one t per language', async () => {
    const i18n = createI18nInstance('tr', resources);
    const heard: string[] = [];
    const listener = (lang: string) => heard.push(lang);
    const turkishT = i18n.getFixedT('tr');
    const { t } = i18n;
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('en');
    expect([i18n.language, i18n.resolvedLanguage, heard]).toEqual(['en', 'en', ['en']]);
    expect(t('site.sampleDataAsOf', { date: 'today' })).toBe('Sample data · as of today');
    expect(turkishT('site.sampleDataAsOf', { date: 'bugün' })).toBe('Örnek veri · bugün itibarıyla');
    expect(i18n.getFixedT('tr')).toBe(turkishT);
    expect(i18n.getFixedT('en')).not.toBe(turkishT);
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('tr');
    expect(heard).toEqual(['en']);
  });

  it('writes Arabic right to left', async () => {
    const i18n = createI18nInstance('tr', resources);
    expect([i18n.dir(), i18n.dir('en'), i18n.dir('ar')]).toEqual(['ltr', 'ltr', 'rtl']);
    await i18n.changeLanguage('ar');
    expect(i18n.dir()).toBe('rtl');
  });

  it('adds a namespace later (console texts, another language) without touching the others', () => {
    const i18n = createI18nInstance('tr', { tr: { common: resources.tr.common } });
    expect([i18n.hasResourceBundle('tr', 'admin'), i18n.hasResourceBundle('en', 'common')]).toEqual([
      false,
      false,
    ]);
    i18n.addResourceBundle('tr', 'admin', resources.tr.admin);
    expect(i18n.hasResourceBundle('tr', 'admin')).toBe(true);
    expect(i18n.t('admin:roles.Admin')).toBe('Yönetici');
    expect(i18n.t('site.name')).toBe('Finansal Pusula');
  });

  it('types the keys: one missing from the Turkish texts does not compile', () => {
    const i18n = turkishOnly();
    // @ts-expect-error calc:ui.nope is not a Turkish text
    expect(i18n.t('calc:ui.nope')).toBe('ui.nope');
    // @ts-expect-error a group of texts is not a text
    expect(i18n.t('calc:ui')).toBe('ui');
    // @ts-expect-error bare keys are common's only
    expect(i18n.t('results.summary')).toBe('results.summary');
  });

  it("asks for a text's plural form by count, in the language's number format", () => {
    const i18n = createI18nInstance('en', resources);
    expect(i18n.t('calc:tradesman.labels.termYears', { count: 1 })).toBe('1 Year');
    expect(i18n.t('calc:tradesman.labels.termYears', { count: 2 })).toBe('2 Years');
    expect(i18n.t('calc:deposit.labels.termDays', { count: 1095 })).toBe('1,095 Days');
    const ar = i18n.getFixedT('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => ar('calc:tradesman.labels.termYears', { count }))).toEqual([
      '0 سنة',
      'سنة',
      'سنتان',
      '3 سنوات',
      '11 سنة',
      '100 سنة',
    ]);
    expect(i18n.getFixedT('tr')('calc:deposit.labels.termDays', { count: 1095 })).toBe('1.095 Gün');
    expect(i18n.exists('calc:tradesman.labels.termYears')).toBe(true);
  });
});
