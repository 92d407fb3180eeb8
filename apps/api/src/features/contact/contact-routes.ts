import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export type ContactConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'contactTo' | 'mailRetrySeconds'>;

/** The contact form's endpoint, the console inbox and the mail outbox (issue 9). */
export const contactRoutes: FastifyPluginAsyncZod<{
  database: Database;
  config: ContactConfig;
  /** Run the outbox worker inside this app (the server does; tests may drive it themselves). */
  outbox?: boolean;
}> = async (_app, _opts) => {
  // filled in by the contact feature
};
