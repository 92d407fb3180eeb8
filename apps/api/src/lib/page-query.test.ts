import { describe, expect, it } from 'vitest';
import { isMalformedQuery } from './page-query.ts';

describe('a page link with a malformed query (docs/security.md "Page rendering and caching")', () => {
  it('refuses undecodable escapes and control characters, in names and values', () => {
    for (const url of [
      '/?tutar=%00',
      '/hesaplama-araclari/kdv-hesaplama?tutar=1000&oran=%E0%A4%A',
      '/x?tutar=%FF',
      '/x?a=%',
      '/x?a=%zz',
      '/x?%01=1',
      '/x?a=%7F',
      '/x?a=%ED%A0%80', // an encoded lone surrogate is not UTF-8
    ]) {
      expect([url, isMalformedQuery(url)]).toEqual([url, true]);
    }
  });

  it('accepts ordinary links, encoded Turkish and Arabic text included', () => {
    for (const url of [
      '/',
      '/kampanyalar',
      '/kampanyalar?',
      '/hesaplama-araclari/kdv-hesaplama?tutar=1000&oran=20&lang=sa',
      `/x?q=${encodeURIComponent('Çağrı İşçi العربية')}`,
      '/x?q=a+b&utm_source=x%20y&empty=&flag',
      '/x?text=%09tab%0Aline',
    ]) {
      expect([url, isMalformedQuery(url)]).toEqual([url, false]);
    }
  });
});
