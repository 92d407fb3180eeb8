import { describe, expect, it } from 'vitest';
import { contactSuite, postForm, storeMessage, VALID } from '../../test/contact-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { contactMessages } from './contact-tables.ts';

// docs/security.md "Bounded work per request" / contact: only plain addresses reach Reply-To, and a
// name or phone never starts a line of its own in the mail.
const ctx = contactSuite();
let address = 0;
const nextIp = () => {
  address += 1;
  return `203.0.113.${address}`;
};
const rows = () => ctx.db.select().from(contactMessages);
const FORGED_NAME =
  'Ayşe Yılmaz\r\nE-posta: sahte@evil.example\nBcc: kurban@evil.example\r\n\r\nMesaj: sahte';

describe(`contact form: header-bound fields (${storeKind()})`, () => {
  it.each([
    'ayse@example.com?bcc=kurban@evil.example&subject=Merhaba',
    'ayse@example.com?subject=Merhaba',
    'ayse@example.com&bcc=x',
    'ayse@example.com, kurban@evil.example',
    'Ayşe <ayse@example.com>',
    'ayse@example.com\r\nBcc: kurban@evil.example',
    '"ayse"@example.com',
  ])('refuses the e-mail %j with 400 and stores nothing', async (email) => {
    const response = await postForm(ctx.app, { ...VALID, email }, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: ['Geçerli bir email adresi giriniz.'] });
    expect(await rows()).toEqual([]);
  });

  it('folds line breaks in the name and phone to one space before storing and mailing', async () => {
    const server = await ctx.smtp();
    const posted = await postForm(
      ctx.app,
      { ...VALID, full_name: FORGED_NAME, phone_number: '0532\r\n123 45\n67' },
      { ip: nextIp() },
    );
    expect(posted.statusCode, posted.body).toBe(200);
    const [row] = await rows();
    expect(row?.fullName).toBe(
      'Ayşe Yılmaz E-posta: sahte@evil.example Bcc: kurban@evil.example Mesaj: sahte',
    );
    expect(row?.phoneNumber).toBe('0532 123 45 67');
    expect(await ctx.outbox(server.url).runOnce()).toMatchObject({ sent: 1 });
    const [mail] = server.mails;
    expect(mail?.replyTo).toBe(VALID.email);
    expect(mail?.to).toEqual(['inbox@finansalpusula.test']);
    const lines = mail?.text.split('\n') ?? [];
    expect(lines.filter((line) => line.startsWith('E-posta:'))).toEqual([`E-posta: ${VALID.email}`]);
    expect(lines.filter((line) => line.startsWith('Bcc:') || line.startsWith('Mesaj: '))).toEqual([]);
    expect(mail?.raw).not.toMatch(/^bcc:/im);
  });

  it('mails a name stored with line breaks (before this rule) folded as well', async () => {
    const server = await ctx.smtp();
    await storeMessage(ctx.db, {
      fullName: FORGED_NAME,
      phoneNumber: '0532\n1234567',
      email: 'a@example.com',
    });
    expect(await ctx.outbox(server.url).runOnce()).toMatchObject({ sent: 1 });
    const lines = server.mails[0]?.text.split('\n') ?? [];
    expect(lines.filter((line) => line.startsWith('E-posta:'))).toEqual(['E-posta: a@example.com']);
    expect(lines).toContain('Telefon: 0532 1234567');
    expect(lines.filter((line) => line.startsWith('Bcc:'))).toEqual([]);
  });

  it('sets no Reply-To from a stored address that is not plain', async () => {
    const server = await ctx.smtp();
    await storeMessage(ctx.db, { email: 'a@example.com?bcc=kurban@evil.example' });
    expect(await ctx.outbox(server.url).runOnce()).toMatchObject({ sent: 1 });
    expect(server.mails[0]?.replyTo).toBeUndefined();
    expect(server.mails[0]?.raw).not.toMatch(/^reply-to:/im);
  });
});
