import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts, pageCsp } from './page-csp.ts';

describe('page Content-Security-Policy', () => {
  const html = [
    '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    '<script>window.a = 1;</script>',
    '<script type="module" async="">import("/assets/x.js");</script>',
    '<script src="/assets/entry.js"></script>',
    '<script>window.a = 1;</script>',
  ].join('');

  it('hashes the inline scripts that run, not data blocks or files', () => {
    expect(inlineScripts(html)).toEqual(['window.a = 1;', 'import("/assets/x.js");', 'window.a = 1;']);
    const csp = pageCsp(html);
    const hash = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(csp).toContain(
      `script-src 'self' 'sha256-${hash('window.a = 1;')}' 'sha256-${hash('import("/assets/x.js");')}';`,
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('a page without inline scripts allows only its own files', () => {
    expect(pageCsp('<p>x</p>')).toContain("script-src 'self';");
  });
});
