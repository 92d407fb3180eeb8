import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { contactFormRoutes } from './contact-form-routes.ts';
import { contactInboxRoutes } from './contact-inbox-routes.ts';
import { createOutbox } from './contact-outbox.ts';

export type ContactConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'contactTo' | 'mailRetrySeconds'>;

/**
 * The contact form's endpoint, the console inbox and the mail outbox (docs/requirements/api.md#contact,
 * docs/decisions/0004-contact-outbox.md). The outbox runs in
 * this app only with `outbox` and an SMTP_URL; without SMTP_URL messages are only stored.
 */
export const contactRoutes: FastifyPluginAsyncZod<{
  database: Database;
  config: ContactConfig;
  /** Run the outbox worker inside this app (the server does; tests may drive it themselves). */
  outbox?: boolean;
}> = async (app, opts) => {
  const { db } = opts.database;
  const { smtpUrl } = opts.config;
  const outbox =
    opts.outbox && smtpUrl
      ? createOutbox({
          db,
          smtpUrl,
          mailFrom: opts.config.mailFrom,
          contactTo: opts.config.contactTo,
          retrySeconds: opts.config.mailRetrySeconds,
          log: app.log,
        })
      : null;

  await app.register(contactFormRoutes, { db, onStored: () => outbox?.wake() });
  await app.register(contactInboxRoutes, { db, mailEnabled: Boolean(smtpUrl) });

  if (outbox) {
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  }
};
