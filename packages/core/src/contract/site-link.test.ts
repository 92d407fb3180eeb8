import { describe, expect, it } from 'vitest';
import { campaignEditSchema } from './content.ts';
import { isSafeLink, LINK_MAX } from './site-link.ts';

const campaign = (link: string | null) => ({
  image: '/images/kampanya.svg',
  link,
  active: true,
  texts: Object.fromEntries(
    ['tr', 'en', 'ar'].map((lang) => [lang, { title: 'Kampanya', description: 'Bir kampanya açıklaması' }]),
  ),
});

describe('isSafeLink', () => {
  it.each([
    '/kampanyalar',
    '/rehberler/kredi-notu?kaynak=kampanya#ozet',
    '/images/x.svg',
    'https://www.ornekbanka.com.tr/kampanya?ref=pusula%2Fana',
  ])('accepts %s', (link) => {
    expect(isSafeLink(link)).toBe(true);
    expect(campaignEditSchema.safeParse(campaign(link)).success).toBe(true);
  });

  it.each([
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '\\/evil.example',
    '//evil.example/x',
    '/%5Cevil.example/x',
    '/%5cevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/kampanyalar\\..\\x',
    '/\t/evil.example',
    '/\n/evil.example',
    '/kampanya lar',
    'https:/\\evil.example',
    'https:\\\\evil.example',
    'https://ornek.com.tr\\@evil.example',
    'https://user:pass@evil.example',
    'http://ornek.com.tr',
    'javascript:alert(1)',
    'kampanyalar',
    '',
    `/${'a'.repeat(LINK_MAX)}`,
  ])('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
    expect(campaignEditSchema.safeParse(campaign(link)).success).toBe(false);
  });

  it('checks the length before anything else: 1 MB of slashes is one problem', () => {
    const parsed = campaignEditSchema.safeParse(campaign(`/${'\\/'.repeat(512 * 1024)}`));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['link']);
  });
});
