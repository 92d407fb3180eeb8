import { describe, expect, it } from 'vitest';
import { serverErrorOf } from './alert-form-state.ts';

describe('alert form state', () => {
  it('reads the first problem of a refused answer, else its message, else none', () => {
    expect(serverErrorOf({ message: 'Hatalı istek.', errors: ['Geçerli bir e-posta adresi giriniz.'] })).toBe(
      'Geçerli bir e-posta adresi giriniz.',
    );
    expect(serverErrorOf({ message: 'Çok fazla istek.' })).toBe('Çok fazla istek.');
    expect(serverErrorOf('x')).toBeNull();
  });
});
