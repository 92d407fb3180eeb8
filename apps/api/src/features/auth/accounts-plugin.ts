import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type AuthzContext, registerAuthz } from '../../plugins/authz.ts';
import { authRoutes } from './auth-routes.ts';
import { loadOrCreateJwtSecret } from './jwt-secret.ts';
import { loadServerPasswordJudge } from './passwords.ts';

export interface AccountsOptions {
  database: Database;
  config: Partial<Pick<Config, 'jwtSecret' | 'jwtTtlSeconds'>>;
  /** The signed-in user behind a token (app.ts hands in the users feature's look-up). */
  findUser: AuthzContext['findUser'];
}

async function accounts(api: FastifyInstance, opts: AccountsOptions) {
  const { db } = opts.database;
  await loadServerPasswordJudge(); // once, at start (docs/security.md "Passwords")
  await registerAuthz(api, {
    secret: async () => opts.config.jwtSecret ?? loadOrCreateJwtSecret(db),
    ttlSeconds: opts.config.jwtTtlSeconds ?? 8 * 3600,
    findUser: opts.findUser,
  });
  await api.register(authRoutes, { db });
}

/**
 * Sign-in and token verification. Registered in app.ts's /api block after the system log's hooks and
 * before every other feature, and not encapsulated (skip-override), so its token verification covers
 * every /api route after it (the users and logs routes among them, registered by app.ts).
 */
export const accountsPlugin = Object.assign(accounts, { [Symbol.for('skip-override')]: true });
