import { describe, expect, it } from 'vitest';
import { authReducer, authStateFromStorage, loggedOut, signedIn, signedOut } from './auth-slice.ts';

function storage(entries: Record<string, string>) {
  return { getItem: (key: string) => entries[key] ?? null };
}

const user = { username: 'ayse', email: 'ayse@example.com', roles: ['Admin'] };

describe('auth state at start (spec section 4)', () => {
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
