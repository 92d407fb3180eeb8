import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerAuthz } from '../../plugins/authz.ts';
import { registerSystemLog } from '../logs/logs-hooks.ts';
import { logsRoutes } from '../logs/logs-routes.ts';
import { findById } from '../users/users-repository.ts';
import { usersRoutes } from '../users/users-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { loadOrCreateJwtSecret } from './jwt-secret.ts';
import { loadServerPasswordJudge } from './passwords.ts';

export interface AccountsOptions {
  database: Database;
  config: Partial<Pick<Config, 'jwtSecret' | 'jwtTtlSeconds'>>;
}

async function accounts(api: FastifyInstance, opts: AccountsOptions) {
  const { db } = opts.database;
  await loadServerPasswordJudge(); // once, at start (docs/security.md "Passwords")
  registerSystemLog(api, db);
  await registerAuthz(api, {
    secret: async () => opts.config.jwtSecret ?? loadOrCreateJwtSecret(db),
    ttlSeconds: opts.config.jwtTtlSeconds ?? 8 * 3600,
    findUser: async (id) => {
      const row = await findById(db, id);
      return row ? { ...row, roles: row.roles as ('Admin' | 'Editor' | 'User')[] } : null;
    },
  });
  await api.register(authRoutes, { db });
  await api.register(usersRoutes, { db });
  await api.register(logsRoutes, { db });
}

/**
 * Accounts, roles and the system log. Registered FIRST in app.ts's /api block and not encapsulated
 * (skip-override), so its token verification and its log hooks cover every /api route after it.
 */
export const accountsPlugin = Object.assign(accounts, { [Symbol.for('skip-override')]: true });
