// The API contract for the users console (docs/requirements/api.md#endpoints, docs/requirements/accounts-and-admin.md#users): GET/POST/PUT /api/Users (Admin) and the
// signed-in user's ticker settings. The request bodies are validation/account-schemas.ts.
import { z } from 'zod';
import { ROLES } from '../auth/roles.ts';

export const roleSchema = z.enum(ROLES);

/** A user as the console lists it (never the password hash). */
export const publicUserSchema = z.object({
  id: z.number(),
  userName: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET/PUT /api/Users/settings: the ticker codes, null until saved once. */
export const userSettingsSchema = z.object({ selectedCurrencies: z.array(z.string()).nullable() });
export type UserSettings = z.infer<typeof userSettingsSchema>;
