// The API contract for the session (docs/requirements/api.md#endpoints, docs/requirements/accounts-and-admin.md#session):
// what sign-in, registration and password change answer, and what GET /api/Auth/me answers when the web
// refreshes a stored session. The request bodies are validation/account-schemas.ts.
import { z } from 'zod';
import { roleSchema } from './users.ts';

/** GET /api/Auth/me: the signed-in account (its roles read afresh on every request). */
export const profileSchema = z.object({
  userName: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /api/Auth/login, /register, /change-password: the account and a new token (the token first). */
export const sessionSchema = z.object({ token: z.string(), ...profileSchema.shape });
export type Session = z.infer<typeof sessionSchema>;
