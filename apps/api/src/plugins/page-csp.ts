import { createHash } from 'node:crypto';

/** Inline `<script>` elements without `src` (their text), leaving out JSON data blocks, which never run. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of a rendered page (docs/security.md "Browser headers"): scripts only
 * from this origin plus the exact inline scripts the page was rendered with (React Router's hydration
 * data and the theme/scroll restorers), by hash, so no `unsafe-inline`; styles may be inline (React's
 * style attributes); the contact map's frame from OpenStreetMap; nobody may frame the site.
 */
export function pageCsp(html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(hashOf))];
  return [
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
}
