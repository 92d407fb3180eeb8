import { isCleanText } from '../plugins/clean-text.ts';

/**
 * Whether a page request's raw query holds a value the site refuses (docs/security.md "Page rendering
 * and caching"): an escape that is not valid percent-encoded UTF-8 (`%E0%A4%A`, `%FF`), or, once
 * decoded, a control character or other text no route accepts (`%00`, the API's own rule in
 * plugins/clean-text.ts). Such a link answers the site's 400 page. One pass over the query.
 */
export function isMalformedQuery(rawUrl: string): boolean {
  const at = rawUrl.indexOf('?');
  if (at === -1) return false;
  // Without an escape the query is what Node's parser let through: clean unless it holds a control.
  if (!rawUrl.includes('%', at)) return !isCleanText(rawUrl.slice(at + 1));
  for (const part of rawUrl.slice(at + 1).split('&')) {
    if (!part.includes('%') && isCleanText(part)) continue;
    let text: string;
    try {
      text = decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      return true;
    }
    if (!isCleanText(text)) return true;
  }
  return false;
}

/**
 * The key of a page's 400 answer starts with this, the page's own key after it: rendered from that
 * URL with `badRequest` in the load context (the root loader answers 400) and kept like the page, so
 * bad links reach one kept answer per page and language at most.
 */
const BAD_REQUEST_KEY = '400 ';

export const badRequestKeyOf = (pageKey: string) => `${BAD_REQUEST_KEY}${pageKey}`;

/** The URL a kept answer is rendered from, and whether it is the page's 400 answer. */
export function fromPageKey(key: string): { url: string; badRequest: boolean } {
  const badRequest = key.startsWith(BAD_REQUEST_KEY);
  return { url: badRequest ? key.slice(BAD_REQUEST_KEY.length) : key, badRequest };
}
