import { describe, expect, it } from 'vitest';
import { formReducer, initialFormState } from './form-state.ts';

const EMPTY = { email: '', kind: 'usd-above', threshold: '' };
const initial = initialFormState(EMPTY);

describe('form state', () => {
  it('clears a field’s problem when it changes and the form once sent', () => {
    const invalid = formReducer(initial, {
      type: 'invalid',
      errors: { email: 'alerts:errors.email', threshold: 'alerts:errors.threshold' },
    });
    const fixed = formReducer(invalid, { type: 'changed', field: 'email', value: 'a@b.co' });
    expect(fixed.errors).toEqual({ threshold: 'alerts:errors.threshold' });
    expect(fixed.values).toEqual({ ...EMPTY, email: 'a@b.co' });
    expect(formReducer(fixed, { type: 'sent', cleared: EMPTY })).toEqual({ ...initial, status: 'sent' });
  });

  it('clears the previous errors while sending and keeps the values on a failure', () => {
    const typed = formReducer(initial, { type: 'changed', field: 'threshold', value: '40' });
    const failed = formReducer(formReducer(typed, { type: 'sending' }), { type: 'failed', error: 'Hata.' });
    expect(failed).toEqual({ ...typed, status: 'error', serverError: 'Hata.' });
    const again = formReducer(failed, { type: 'sending' });
    expect(again).toMatchObject({ status: 'sending', serverError: null, errors: {} });
    const invalid = formReducer(again, { type: 'invalid', errors: { email: 'k' } });
    expect(invalid).toMatchObject({ status: 'idle', serverError: null, values: typed.values });
  });
});
