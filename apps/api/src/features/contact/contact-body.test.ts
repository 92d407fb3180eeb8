import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { contactSuite, multipart, postForm, VALID } from '../../test/contact-test-kit.ts';
import { storeKind } from '../../test/test-db.ts';
import { contactMessages } from './contact-tables.ts';

const ctx = contactSuite();

let address = 0;
/** Each test posts from its own address, so the per-address limit stays out of the way. */
const nextIp = () => {
  address += 1;
  return `198.51.101.${address}`;
};
const rows = () => ctx.db.select().from(contactMessages);
const post = (fields: Record<string, string | Blob>, lang?: string) =>
  postForm(ctx.app, fields, { ip: nextIp(), ...(lang ? { lang } : {}) });

describe(`contact form: body limits and characters (${storeKind()})`, () => {
  it('refuses files, too many fields, an over-long field and an over-large body', async () => {
    const file = await post({ ...VALID, attachment: new Blob(['hello'], { type: 'text/plain' }) });
    expect(file.statusCode).toBe(400);
    expect(file.json().error).toBe('Forma dosya eklenemez.');
    const extra = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`extra${i}`, 'x']));
    const many = await post({ ...VALID, ...extra }, 'en');
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toBe('The form has too many fields.');
    const long = await post({ ...VALID, message: 'ğ'.repeat(2049) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Formdaki bir alan çok uzun.');
    const { payload, headers } = await multipart({
      ...VALID,
      a: 'x'.repeat(4000),
      b: 'x'.repeat(4000),
      c: 'x'.repeat(4000),
      d: 'x'.repeat(4000),
    });
    const large = await ctx.app.inject({
      method: 'POST',
      url: '/api/send_mail_contact.php',
      payload,
      headers,
      remoteAddress: nextIp(),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      success: false,
      error: 'Gönderilen form çok büyük (en fazla 16 KB).',
    });
    const largeJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/send_mail_contact.php',
      payload: { ...VALID, pad: 'x'.repeat(17_000) },
      remoteAddress: nextIp(),
    });
    expect(largeJson.statusCode).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses NUL characters and unpaired surrogates in any field with a translated message', async () => {
    const nul = await post({ ...VALID, message: 'Merhaba\u0000dünya' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toBe('Form geçersiz karakterler içeriyor.');
    const lone = await ctx.app.inject({
      method: 'POST',
      url: '/api/send_mail_contact.php',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: `{"full_name":"Ayşe \\ud800 Yılmaz","phone_number":"05321234567"}`,
      remoteAddress: nextIp(),
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().error).toBe('The form contains invalid characters.');
    expect(await rows()).toHaveLength(0);
  });

  it('answers a body that is no form, or no JSON, with 400 in the same shape', async () => {
    for (const [type, payload] of [
      ['application/json', '[1,2]'],
      ['application/json', '{oops'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/send_mail_contact.php',
        headers: { 'content-type': type },
        payload,
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it("answers Fastify's own parser errors through the one error handler, in the form's shape and texts", async () => {
    const unknownType = await ctx.app.inject({
      method: 'POST',
      url: '/api/send_mail_contact.php',
      headers: { 'content-type': 'application/xml', 'accept-language': 'en' },
      payload: '<form/>',
      remoteAddress: nextIp(),
    });
    expect(unknownType.statusCode).toBe(415);
    const text = 'The form could not be read.';
    expect(unknownType.json()).toEqual({ success: false, error: text, message: text });
  });

  it('over HTTP, reads a chunked multipart body within the limit and cuts one that grows past 16 KB', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const send = async (fields: Record<string, string>) => {
      const { payload, headers } = await multipart(fields);
      return new Promise<number | string>((resolve) => {
        const request = httpRequest(`${address}/api/send_mail_contact.php`, {
          method: 'POST',
          headers: { ...headers, 'transfer-encoding': 'chunked', 'x-forwarded-for': nextIp() },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        for (let offset = 0; offset < payload.length; offset += 1024)
          request.write(payload.subarray(offset, offset + 1024));
        request.end();
      });
    };
    const pad = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`pad${i}`, 'x'.repeat(4000)]));
    expect(await send({ ...VALID, ...pad(2) })).toBe(200);
    expect(await send({ ...VALID, ...pad(4) })).toMatch(/^(413|ECONNRESET|EPIPE)$/);
    expect(await rows()).toHaveLength(1);
    expect(await send(VALID)).toBe(200);
  });
});
