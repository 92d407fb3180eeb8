import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logRows } from '../../test/auth-test-kit.ts';
import { contactSuite, postForm, VALID } from '../../test/contact-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { contactMessages } from './contact-tables.ts';

const ctx = contactSuite();

let address = 0;
/** Each test posts from its own address, so the per-address limit stays out of the way. */
const nextIp = () => {
  address += 1;
  return `198.51.100.${address}`;
};
const rows = () => ctx.db.select().from(contactMessages);
const post = (fields: Record<string, string | Blob>, lang?: string) =>
  postForm(ctx.app, fields, { ip: nextIp(), ...(lang ? { lang } : {}) });

describe(`POST /api/send_mail_contact.php (${storeKind()})`, () => {
  it('stores a multipart message (trimmed, with language and address) before answering { success: true }', async () => {
    const ip = nextIp();
    const response = await postForm(
      ctx.app,
      { ...VALID, full_name: `  ${VALID.full_name} `, message: ` ${VALID.message}\n` },
      { ip, lang: 'en-GB,en;q=0.9' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [row] = await rows();
    expect(row).toMatchObject({
      fullName: VALID.full_name,
      email: VALID.email,
      phoneNumber: VALID.phone_number,
      message: VALID.message,
      lang: 'en',
      ip,
      deliveryStatus: 'pending',
      attempts: 0,
      handled: false,
    });
  });

  it('accepts urlencoded and JSON bodies with the same fields; optional fields may be left out', async () => {
    const urlencoded = await ctx.app.inject({
      method: 'POST',
      url: '/api/send_mail_contact.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...VALID, email: '', message: '' }).toString(),
      remoteAddress: nextIp(),
    });
    expect(urlencoded.statusCode, urlencoded.body).toBe(200);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/send_mail_contact.php',
      payload: { full_name: 'Mehmet Öz', phone_number: 5321234567 },
      remoteAddress: nextIp(),
    });
    expect(json.statusCode, json.body).toBe(200);
    const stored = (await rows()).sort((a, b) => a.id - b.id);
    expect(stored.map((row) => [row.fullName, row.email, row.phoneNumber, row.message])).toEqual([
      [VALID.full_name, null, VALID.phone_number, null],
      ['Mehmet Öz', null, '5321234567', null],
    ]);
  });

  const RULES: [string, Record<string, string>, string, string][] = [
    [
      'full_name short',
      { full_name: 'Al' },
      'Ad Soyad 3-100 karakter arası olmalıdır.',
      'Full name must be between 3 and 100 characters.',
    ],
    [
      'full_name long',
      { full_name: 'A'.repeat(101) },
      'Ad Soyad 3-100 karakter arası olmalıdır.',
      'Full name must be between 3 and 100 characters.',
    ],
    [
      'email not address-like',
      { email: 'ayse@example' },
      'Geçerli bir email adresi giriniz.',
      'Please enter a valid email address.',
    ],
    [
      'email over 255',
      { email: `${'a'.repeat(250)}@ex.com` },
      'Geçerli bir email adresi giriniz.',
      'Please enter a valid email address.',
    ],
    [
      'phone with letters',
      { phone_number: '0532 ABC 4567' },
      'Geçerli bir telefon numarası giriniz.',
      'Please enter a valid phone number.',
    ],
    [
      'phone short',
      { phone_number: '12345' },
      'Geçerli bir telefon numarası giriniz.',
      'Please enter a valid phone number.',
    ],
    [
      'phone long',
      { phone_number: '1'.repeat(21) },
      'Geçerli bir telefon numarası giriniz.',
      'Please enter a valid phone number.',
    ],
    [
      'message short',
      { message: 'Selm' },
      'Mesaj 5-2000 karakter arası olmalıdır.',
      'Message must be between 5 and 2000 characters.',
    ],
    [
      'message long',
      { message: 'x'.repeat(2001) },
      'Mesaj 5-2000 karakter arası olmalıdır.',
      'Message must be between 5 and 2000 characters.',
    ],
  ];

  it.each(RULES)('%s → 400 with the spec text, in Turkish and in English', async (_name, change, tr, en) => {
    for (const [lang, text] of [
      [undefined, tr],
      ['en', en],
    ] as const) {
      const response = await post({ ...VALID, ...change }, lang);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ success: false, error: text, message: text, errors: [text] });
    }
    expect(await rows()).toHaveLength(0);
  });

  it('lists every problem, the first one as error, when several fields are wrong', async () => {
    const response = await post({ full_name: '', email: 'x', phone_number: '', message: 'kısa' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors).toEqual([
      'Ad Soyad 3-100 karakter arası olmalıdır.',
      'Geçerli bir email adresi giriniz.',
      'Geçerli bir telefon numarası giriniz.',
      'Mesaj 5-2000 karakter arası olmalıdır.',
    ]);
    expect(body.error).toBe('Ad Soyad 3-100 karakter arası olmalıdır.');
    expect(body.message).toBe(body.error);
  });

  it('answers a filled honeypot with { success: true } and stores nothing, even for invalid fields', async () => {
    for (const fields of [
      { ...VALID, website: 'http://spam.example' },
      { full_name: 'x', website: 'y' },
    ]) {
      const response = await post(fields);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect(await rows()).toHaveLength(0);
    expect((await post({ ...VALID, website: '' })).statusCode).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it('writes a system-log row for the post, without the message itself', async () => {
    await post({ ...VALID, full_name: 'Gizli İsim Soyisim' });
    const [log] = await logRows(ctx.db, { path: '/api/send_mail_contact.php' });
    expect(log?.message).toBe('POST /api/send_mail_contact.php 200');
    const stored = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.fullName, 'Gizli İsim Soyisim'));
    expect(stored).toHaveLength(1);
  });
});
