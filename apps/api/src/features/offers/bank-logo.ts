import type { OfferBank } from './offers-types.ts';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Initials of a bank's display name: first letters of two words, or the first two letters of one. */
export function bankInitials(displayName: string): string {
  const words = displayName.split(/[\s.]+/).filter((word) => /\p{L}/u.test(word));
  const letters =
    words.length >= 2 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0] ?? '').slice(0, 2);
  return letters.toLocaleUpperCase('tr');
}

/** Our own mark for a bank: its initials in white on a rounded square of its colour. */
export function bankLogoSvg(bank: Pick<OfferBank, 'displayName' | 'logoColor'>): string {
  const colour = HEX_COLOUR.test(bank.logoColor) ? bank.logoColor : '#4f5b69';
  const initials = escapeXml(bankInitials(bank.displayName));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(bank.displayName)}"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="41" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
}

/** The default mark for a bank we do not know: a grey building. */
export const DEFAULT_BANK_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="?"><rect width="64" height="64" rx="14" fill="#d7dde4"/><path d="M32 12 12 22v4h40v-4L32 12Zm-14 18v16h6V30h-6Zm11 0v16h6V30h-6Zm11 0v16h6V30h-6ZM12 48v4h40v-4H12Z" fill="#4f5b69"/></svg>';
