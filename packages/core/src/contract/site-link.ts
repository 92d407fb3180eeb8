/** Longest link a campaign may carry. */
export const LINK_MAX = 500;

/** A percent-encoded slash or backslash: a site path never needs one, and a decoding hop turns it into `//`. */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/** No space, line break, control character or backslash anywhere (browsers drop tabs and read `\` as `/`). */
function hasOnlyLinkChars(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f || code === 0x5c || (code >= 0x80 && /\s/.test(value[index] ?? ''))) {
      return false;
    }
  }
  return true;
}

/**
 * A link the site may point to (docs/security.md "Links"): a path on this site (`/kampanyalar`) or an
 * https URL without credentials. Refuses protocol-relative forms in every spelling (`//x`, `/\x`,
 * `\\x`, `/%2F/x`, `/%5Cx`), backslashes, spaces and control characters anywhere; a site path must
 * resolve to this site. Linear in the length, which is checked first.
 */
export function isSafeLink(value: string): boolean {
  if (value.length === 0 || value.length > LINK_MAX || !hasOnlyLinkChars(value)) return false;
  // One slash, then anything but a slash (a backslash is already refused): always this site's path.
  if (value.startsWith('/')) return !value.startsWith('//') && !ENCODED_SEPARATOR.test(value);
  if (!value.startsWith('https://')) return false;
  const authority = value.slice('https://'.length).split(/[/?#]/, 1)[0] ?? '';
  const host = authority.replace(/:\d{1,5}$/, '');
  return host !== '' && !authority.includes('@') && !host.startsWith('.') && !host.includes(':');
}
