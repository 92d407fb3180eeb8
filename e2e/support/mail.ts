import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import type { ReceivedMail } from '../../apps/api/src/test/contact-test-smtp.ts';

/** Every mail the run's SMTP server has received so far (global-setup.ts writes one file each). */
function receivedMails(): ReceivedMail[] {
  const dir = inject('mailDir');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail);
}

/** Waits for the mails sent to `address` (the outbox sends within seconds) until there are `count`. */
export async function mailsTo(address: string, count = 1): Promise<ReceivedMail[]> {
  const to = () => receivedMails().filter((mail) => mail.to.includes(address));
  await expect.poll(() => to().length, { timeout: 30_000, interval: 250 }).toBeGreaterThanOrEqual(count);
  return to();
}

/** The first link in a mail's text whose path starts with `path` (e.g. /alarmlar/onay), as a path and query. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s/]+(${path.replaceAll('/', '\\/')}\\?[^\\s]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in the mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}
