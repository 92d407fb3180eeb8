import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './page-preloads.ts';

describe('module preloads left out of a rendered page', () => {
  it('drops every modulepreload link of the head and keeps the rest', () => {
    const html = [
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
      '<link rel="preload" href="/assets/inter-tr.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
      '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
      '<link rel="modulepreload" href="/assets/framework-b.js" crossorigin="anonymous"/>',
      '<link rel="stylesheet" href="/assets/root-c.css"/></head>',
      '<body><p>&lt;link rel=&quot;modulepreload&quot;&gt;</p>',
      '<script type="module" async="">import "/assets/root-d.js";</script></body></html>',
    ].join('');
    const out = withoutModulePreloads(html);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toBe(
      html
        .replace('<link rel="modulepreload" href="/assets/entry.client-a.js"/>', '')
        .replace('<link rel="modulepreload" href="/assets/framework-b.js" crossorigin="anonymous"/>', ''),
    );
  });

  it('leaves the body and a page without a head as they are', () => {
    const fragment = '<p>x</p><link rel="modulepreload" href="/a.js"/>';
    expect(withoutModulePreloads(fragment)).toBe(fragment);
    const page = '<html><head></head><body><link rel="modulepreload" href="/a.js"/></body></html>';
    expect(withoutModulePreloads(page)).toBe(page);
  });
});
