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
  const name = row.fullName.replace(/\s+/g, ' ');
  const text = [
    `Finansal Pusula iletişim formundan yeni mesaj (#${row.id})`,
    '',
    `Ad Soyad: ${row.fullName}`,
    `E-posta: ${row.email ?? '(belirtilmedi)'}`,
    `Telefon: ${row.phoneNumber}`,
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
    ...(row.email ? { replyTo: row.email } : {}),
  };
}
