import { createHash, randomBytes } from 'node:crypto';

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/** A fresh nonce for one server render (never sent: see pageCsp). */
export const newScriptNonce = () => randomBytes(18).toString('base64url');

/**
 * The inline `<script>` elements (their text) that carry `nonce` among their attributes, i.e. the
 * ones the app itself emitted in this render. Scripts with `src` and JSON data blocks never run inline.
 */
export function ownInlineScripts(html: string, nonce: string): string[] {
  const scripts: string[] = [];
  const mark = ` nonce="${nonce}"`;
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (!attributes.includes(mark) || /\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of a rendered page (docs/security.md "Browser headers" and "Page
 * rendering and caching"): scripts only from this origin plus, by hash, the inline scripts the app
 * emitted with this render's nonce (React Router's hydration data and module loader, the scroll
 * restorer), so no `unsafe-inline` and no hash of any other script found in the HTML (one that came in
 * through content would not run). The nonce attributes are taken out of the returned HTML: the page
 * is kept and served to many visitors, so it is never the policy's key. Styles may be inline (React's
 * style attributes); the contact map's frame from OpenStreetMap; nobody may frame the site.
 */
export function pageCsp(renderedHtml: string, nonce: string): { html: string; csp: string } {
  const hashes = [...new Set(ownInlineScripts(renderedHtml, nonce).map(hashOf))];
  const html = renderedHtml.replaceAll(` nonce="${nonce}"`, '');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
