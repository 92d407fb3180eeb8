/**
 * Test only. The password of every account the test kits make, and the token secret of the apps they
 * build: a module of their own, so a file that starts server processes imports two constants, not the
 * whole app through auth-test-kit.ts.
 */
export const PASSWORD = 'Gizli-Parola-42';
export const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
