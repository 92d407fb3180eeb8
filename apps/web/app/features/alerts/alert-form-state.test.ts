import { describe, expect, it } from 'vitest';
import { alertReducer, initialAlertState, serverErrorOf } from './alert-form-state.ts';

describe('alert form state', () => {
  it('clears a field’s problem when it changes and the form once sent', () => {
    const invalid = alertReducer(initialAlertState, {
      type: 'invalid',
      errors: { email: 'alerts:errors.email' },
    });
    const fixed = alertReducer(invalid, { type: 'changed', field: 'email', value: 'a@b.co' });
    expect(fixed.errors).toEqual({});
    expect(fixed.values.email).toBe('a@b.co');
    expect(alertReducer(fixed, { type: 'sent' })).toEqual({ ...initialAlertState, status: 'sent' });
  });

  it('reads the first problem of a refused answer, else its message, else none', () => {
    expect(serverErrorOf({ message: 'Hatalı istek.', errors: ['Geçerli bir e-posta adresi giriniz.'] })).toBe(
      'Geçerli bir e-posta adresi giriniz.',
    );
    expect(serverErrorOf({ message: 'Çok fazla istek.' })).toBe('Çok fazla istek.');
    expect(serverErrorOf('x')).toBeNull();
  });
});
