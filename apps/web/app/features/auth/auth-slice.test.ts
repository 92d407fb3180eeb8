import { describe, expect, it } from 'vitest';
import {
  authReducer,
  authStateFromStorage,
  changePassword,
  loggedOut,
  login,
  passwordChangeReset,
  type SessionUser,
  signedIn,
  signedOut,
} from './auth-slice.ts';

function storage(entries: Record<string, string>) {
  return { getItem: (key: string) => entries[key] ?? null };
}

const user: SessionUser = { username: 'ayse', email: 'ayse@example.com', roles: ['Admin'] };

describe('auth state at start (docs/requirements/accounts-and-admin.md#session)', () => {
  it('is signed in only when both token and user are stored', () => {
    expect(authStateFromStorage(storage({ token: 't', user: JSON.stringify(user) }))).toMatchObject({
      isAuthenticated: true,
      token: 't',
      user,
    });
    expect(authStateFromStorage(storage({ token: 't' }))).toEqual(signedOut);
    expect(authStateFromStorage(storage({ user: JSON.stringify(user) }))).toEqual(signedOut);
    expect(authStateFromStorage(undefined)).toEqual(signedOut);
  });

  it('treats a corrupt stored user as signed out', () => {
    expect(authStateFromStorage(storage({ token: 't', user: '{not json' }))).toEqual(signedOut);
    expect(authStateFromStorage(storage({ token: 't', user: '42' }))).toEqual(signedOut);
  });

  it('signs in and out', () => {
    const inState = authReducer(signedOut, signedIn({ token: 'abc', user }));
    expect(inState).toMatchObject({ isAuthenticated: true, token: 'abc', user });
    expect(authReducer(inState, loggedOut())).toEqual(signedOut);
  });
});

describe('change password and sign-in transitions (docs/requirements/accounts-and-admin.md#session and #profile)', () => {
  const session = { token: 'new', user };
  it('success flag: cleared on pending, set on success (new token kept), cleared on failure and by reset', () => {
    const start = {
      ...authReducer(signedOut, signedIn({ token: 'old', user })),
      passwordChangeSuccess: true,
    };
    const pending = authReducer(start, { type: changePassword.pending.type });
    expect(pending).toMatchObject({ passwordChangeSuccess: false, loading: true, error: null });
    const done = authReducer(pending, { type: changePassword.fulfilled.type, payload: session });
    expect(done).toMatchObject({ passwordChangeSuccess: true, token: 'new', loading: false });
    const failed = authReducer(done, {
      type: changePassword.rejected.type,
      payload: 'Mevcut şifreniz hatalı.',
    });
    expect(failed).toMatchObject({ passwordChangeSuccess: false, error: 'Mevcut şifreniz hatalı.' });
    expect(authReducer(failed, passwordChangeReset())).toMatchObject({
      passwordChangeSuccess: false,
      error: null,
    });
  });

  it('a failed login keeps the visitor signed out with the error; a successful one signs in', () => {
    const failed = authReducer(signedOut, { type: login.rejected.type, payload: 'hatalı' });
    expect(failed).toMatchObject({ isAuthenticated: false, error: 'hatalı', loading: false });
    const ok = authReducer(failed, { type: login.fulfilled.type, payload: session });
    expect(ok).toMatchObject({ isAuthenticated: true, token: 'new', user, error: null });
  });
});
