import { createHash, randomBytes } from 'node:crypto';

/** A fresh mailed token: 32 random bytes, base64url (43 characters, core's ALERT_TOKEN). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
