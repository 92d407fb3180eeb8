import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address (no zone) into its eight 16-bit groups; null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  // A trailing dotted IPv4 part (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, ...rest] = text.split('::');
  if (rest.length > 0) return null;
  const part = (side: string) =>
    side === '' ? [] : side.split(':').map((group) => Number.parseInt(group, 16));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * The client a limit counts (docs/security.md "Sign-in limits"): an IPv4 address as it is, an IPv6
 * address by its /64 prefix (`2001:db8:1:2::/64`), since one subscriber usually holds a whole /64 and
 * could otherwise take a fresh allowance per address. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) counts as
 * the IPv4 address it carries. Anything else (not an address) is returned unchanged, cut to 64 characters.
 */
export function addressGroup(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address.slice(0, 64);
  const groups = ipv6Groups(bare.toLowerCase());
  if (!groups) return bare;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The per-address limit of the public forms that mail (the contact form, alert subscriptions): more
 * than this many requests from one address group within the window are refused with 429.
 */
export const REQUESTS_PER_ADDRESS = 5;
export const REQUEST_WINDOW_MINUTES = 10;
