/** Longest e-mail address accepted anywhere (RFC 5321 allows 254; the stored column is 255). */
export const EMAIL_MAX = 255;

/**
 * Characters never accepted in an address: they could smuggle mail headers or a `mailto:` query
 * (`?bcc=…&subject=…`), a second address (`,` `;`), a display name (`<` `>` quotes) or a comment.
 */
const FORBIDDEN = new Set(['?', '&', '<', '>', ',', ';', '"', "'", '`', '(', ')', '[', ']', ':', '\\', '@']);
const SPACE = /\s/;

/** A character that may stand in an address: none of FORBIDDEN, no space, line break or control. */
function isAddressChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return code > 0x20 && code !== 0x7f && !FORBIDDEN.has(char) && !SPACE.test(char);
}

/**
 * A plain address `local@domain.tld` (docs/security.md "Bounded work per request"): one `@`, a
 * non-empty local part, a domain of dot-separated non-empty labels (at least two), no space, line
 * break, quote, `?`, `&`, `<`, `>`, `,` or `;`. One pass over at most EMAIL_MAX characters, so the cost
 * is linear and bounded whatever is sent; the length is checked before anything else.
 */
export function isPlainEmail(value: string): boolean {
  if (value.length < 5 || value.length > EMAIL_MAX) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  for (const char of local) if (!isAddressChar(char)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label === '') return false;
    for (const char of label) if (!isAddressChar(char)) return false;
  }
  return true;
}
