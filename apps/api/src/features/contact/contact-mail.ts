import { foldSpaces } from '@pusula/core/validation/contact-schema.ts';
import { isPlainEmail } from '@pusula/core/validation/email.ts';
import type { SendMailOptions } from 'nodemailer';
import type { ContactRow } from './contact-repository.ts';

/**
 * The stable Message-ID of a message's mail: the row id plus its creation time (so a database that
 * starts again from id 1 never repeats one). A receiver can drop a copy sent twice.
 */
export function contactMessageId(row: Pick<ContactRow, 'id' | 'createdAt'>): string {
  return `<contact-${row.id}-${row.createdAt.getTime()}@finansalpusula>`;
}

const turkeyTime = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Istanbul',
});

/** The plain-text mail to the site's contact address for one stored message. */
export function contactMail(row: ContactRow, envelope: { from: string; to: string }): SendMailOptions {
  // One line each, even for a row stored before the form folded them (docs/security.md).
  const name = foldSpaces(row.fullName);
  const text = [
    `Finansal Pusula iletişim formundan yeni mesaj (#${row.id})`,
    '',
    `Ad Soyad: ${name}`,
    `E-posta: ${row.email ? foldSpaces(row.email) : '(belirtilmedi)'}`,
    `Telefon: ${foldSpaces(row.phoneNumber)}`,
    `Dil: ${row.lang}`,
    `Zaman: ${turkeyTime.format(row.createdAt)} (Türkiye saati, ${row.createdAt.toISOString()})`,
    '',
    'Mesaj:',
    row.message ?? '(mesaj yok)',
    '',
  ].join('\n');
  return {
    from: envelope.from,
    to: envelope.to,
    subject: `İletişim formu: ${name}`,
    text,
    messageId: contactMessageId(row),
    ...(row.email && isPlainEmail(row.email) ? { replyTo: row.email } : {}),
  };
}
