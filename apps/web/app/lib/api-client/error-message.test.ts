import { httpMessageKey } from '@pusula/core/i18n/http-messages.ts';
import trCommon from '@pusula/core/i18n/locales/tr/common.json';
import { describe, expect, it } from 'vitest';
import { resolveFailure } from './error-message.ts';

const t = (key: string) => {
  const [group, name] = key.split('.') as [keyof typeof trCommon, string];
  return (trCommon[group] as Record<string, string>)[name] ?? key;
};

describe('the error catalogue of docs/requirements/api.md#error-messages', () => {
  const rows: Array<[number, string, 'error' | 'warning']> = [
    [401, 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.', 'error'],
    [403, 'Bu işlemi gerçekleştirmek için yetkiniz bulunmamaktadır.', 'error'],
    [400, 'Geçersiz istek.', 'error'],
    [404, 'İstenilen kaynak bulunamadı.', 'error'],
    [422, 'Gönderilen veriler geçersiz.', 'error'],
    [429, 'Çok fazla istek yaptınız. Lütfen bir süre bekleyin.', 'warning'],
    [500, 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.', 'error'],
    [418, 'Bir hata oluştu. Lütfen daha sonra tekrar deneyin.', 'error'],
    [502, 'Bir hata oluştu. Lütfen daha sonra tekrar deneyin.', 'error'],
  ];
  it.each(rows)('status %i with an empty body shows the default text', (status, text, level) => {
    const result = resolveFailure({ status, data: '' }, t);
    expect(result.text).toBe(text);
    expect(result.level).toBe(level);
    expect(result.signOut).toBe(status === 401);
  });

  it('no response: cannot reach the server', () => {
    expect(resolveFailure({}, t).text).toBe('Sunucuya bağlanılamıyor. Lütfen daha sonra tekrar deneyin.');
  });

  it('request set-up failure', () => {
    expect(resolveFailure({ setupFailed: true }, t).text).toBe('İstek oluşturulurken bir hata oluştu.');
  });

  it('one server error is shown as is', () => {
    expect(resolveFailure({ status: 400, data: { message: 'm', errors: ['only one'] } }, t).text).toBe(
      'only one',
    );
  });

  it('several server errors are joined by newlines', () => {
    const data = { message: 'm', errors: ['first', 'second', 'third'] };
    expect(resolveFailure({ status: 400, data }, t).text).toBe('first\nsecond\nthird');
  });

  it('the message is used when there is no errors list', () => {
    expect(resolveFailure({ status: 409, data: { message: 'Çakışma' } }, t).text).toBe('Çakışma');
    expect(resolveFailure({ status: 409, data: { message: 'Çakışma', errors: [] } }, t).text).toBe('Çakışma');
  });

  it('a server message beats the 401 default, and 401 still signs out', () => {
    const result = resolveFailure({ status: 401, data: { message: 'Token geçersiz' } }, t);
    expect(result).toEqual({ text: 'Token geçersiz', level: 'error', signOut: true });
  });

  it('maps statuses to catalogue keys', () => {
    expect(httpMessageKey(503)).toBe('http.503');
    expect(httpMessageKey(499)).toBe('http.other');
  });
});
