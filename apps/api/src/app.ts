import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { alertsRoutes } from './features/alerts/alerts-routes.ts';
import { accountsPlugin } from './features/auth/accounts-plugin.ts';
import { banksRoutes } from './features/banks/banks-routes.ts';
import { contactRoutes } from './features/contact/contact-routes.ts';
import { contentRoutes } from './features/content/content-routes.ts';
import { getSiteData } from './features/content/site-data.ts';
import { cpiRoutes } from './features/cpi/cpi-routes.ts';
import { fundPagesData } from './features/funds/fund-detail.ts';
import { fundPagesRoutes } from './features/funds/fund-pages-routes.ts';
import { fundsRoutes } from './features/funds/funds-routes.ts';
import { healthRoutes } from './features/health/health-routes.ts';
import { registerSystemLog } from './features/logs/logs-hooks.ts';
import { logsRoutes } from './features/logs/logs-routes.ts';
import { marketRoutes } from './features/market/market-routes.ts';
import { marketSiteData } from './features/market/market-site-data.ts';
import { offersRoutes } from './features/offers/offers-routes.ts';
import { findSessionUser } from './features/users/users-repository.ts';
import { usersRoutes } from './features/users/users-routes.ts';
import { createMailOutbox } from './lib/mail-outbox/mail-outbox.ts';
import { withSafeErrors } from './lib/safe-error.ts';
import { type ServerTimeouts, timeoutOptions } from './lib/server-timeouts.ts';
import { registerCleanText } from './plugins/clean-text.ts';
import { apiNotFound, frameworkError, registerErrorHandling } from './plugins/errors.ts';
import { DEFAULT_BODY_LIMIT, registerRequestBounds } from './plugins/request-bounds.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders, SECURITY_HEADERS } from './plugins/security-headers.ts';
import { registerSeoFiles } from './plugins/seo-files.ts';
import { registerWebRender } from './plugins/web-render.ts';

export interface AppOptions {
  config: Pick<Config, 'version' | 'webDir'> &
    Partial<
      Pick<
        Config,
        | 'jwtSecret'
        | 'jwtTtlSeconds'
        | 'siteUrl'
        | 'smtpUrl'
        | 'mailFrom'
        | 'contactTo'
        | 'mailRetrySeconds'
        | 'trustProxy'
      >
    > & { logLevel?: string };
  /** Run the contact outbox worker in this process (the server does; API tests drive it themselves). */
  outbox?: boolean;
  /** With `outbox`: how often the alerts check for changed market or offers data (default 30 s). */
  alertsWatchMs?: number;
  database: Database;
  /** Serve the built web app too (production); API tests leave it off. */
  serveWeb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Production values unless a test shortens them (lib/server-timeouts.ts). */
  timeouts?: Partial<ServerTimeouts>;
}

/** Builds the whole application (API under /api, and the web app) without listening. */
export async function buildApp(options: AppOptions) {
  let web: Awaited<ReturnType<typeof registerWebRender>> = { servesWeb: false };
  // A page request answers its own errors with the site's HTML pages; /api keeps the JSON shape.
  const isPage = (request: FastifyRequest) =>
    web.servesWeb &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api');
  const app = Fastify({
    // Errors are logged by class and code, never with a query or its parameters (lib/safe-error.ts).
    logger: withSafeErrors(options.logger ?? false),
    // One line per request at most, written by plugins/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    // Each route's own limit comes from plugins/request-bounds.ts; this is for the rest.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A page link whose path is not valid percent-encoding: the site's 400 page (docs/security.md).
    // It comes before routing, so the onRequest hooks (the browser security headers) have not run.
    frameworkErrors: (error, request, reply) =>
      web.servesWeb && isPage(request) && error.code === 'FST_ERR_BAD_URL'
        ? web.handle(request, reply.headers(SECURITY_HEADERS), true)
        : frameworkError(error, request, reply),
    ...timeoutOptions(options.timeouts),
    // X-Forwarded-For is believed only from configured proxies (docs/decisions/0007-proxy-trust.md).
    trustProxy: options.config.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestBounds(app);
  // A page link with a control character answers the site's 400 page (web-render.ts), not JSON.
  registerCleanText(app, (request) => request.is404 && isPage(request));
  registerRequestLog(app);

  registerSecurityHeaders(app);
  // Answers only: request bodies are never inflated (a compressed one is refused by request-bounds.ts).
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Finansal Pusula API', version: options.config.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      // First: the system log's hooks and token verification cover every /api route after them.
      registerSystemLog(api, options.database.db);
      await api.register(accountsPlugin, {
        database: options.database,
        config: options.config,
        findUser: (id) => findSessionUser(options.database.db, id),
      });
      await api.register(usersRoutes, { db: options.database.db });
      await api.register(logsRoutes, { db: options.database.db });
      await api.register(healthRoutes, { database: options.database, version: options.config.version });
      await api.register(banksRoutes, { database: options.database });
      await api.register(marketRoutes, { database: options.database });
      await api.register(offersRoutes, { database: options.database });
      await api.register(fundsRoutes, { database: options.database });
      await api.register(fundPagesRoutes, { database: options.database });
      await api.register(contentRoutes, { database: options.database });
      await api.register(cpiRoutes, { database: options.database });
      await api.register(contactRoutes, {
        database: options.database,
        config: {
          smtpUrl: options.config.smtpUrl,
          mailFrom: options.config.mailFrom ?? 'Finansal Pusula <no-reply@finansalpusula.local>',
          contactTo: options.config.contactTo ?? 'iletisim@finansalpusula.com.tr',
          mailRetrySeconds: options.config.mailRetrySeconds ?? 30,
        },
        outbox: options.outbox ?? false,
      });
      // The generic mail outbox (alert mails) runs beside the contact one, on the same switch.
      const smtpUrl = options.config.smtpUrl;
      const mailOutbox =
        options.outbox && smtpUrl
          ? createMailOutbox({
              db: options.database.db,
              smtpUrl,
              mailFrom: options.config.mailFrom ?? 'Finansal Pusula <no-reply@finansalpusula.local>',
              retrySeconds: options.config.mailRetrySeconds ?? 30,
              log: api.log,
            })
          : null;
      if (mailOutbox) {
        api.addHook('onReady', async () => mailOutbox.start());
        api.addHook('onClose', async () => mailOutbox.stop());
      }
      await api.register(alertsRoutes, {
        db: options.database.db,
        links: { siteUrl: options.config.siteUrl ?? 'http://localhost:3000' },
        onQueued: () => mailOutbox?.wake(),
        watchMs: options.outbox ? (options.alertsWatchMs ?? 30_000) : 0,
      });
    },
    { prefix: '/api' },
  );

  const site = getSiteData(options.database.db, options.config.siteUrl ?? 'http://localhost:3000');
  site.market ??= marketSiteData(options.database.db);
  // The fund pages read the fund feature's data beside the content (the features stay apart).
  site.funds = fundPagesData(options.database.db);
  if (options.serveWeb) web = await registerWebRender(app, options.config.webDir, site);
  if (web.servesWeb) registerSeoFiles(app, site, resolve(options.config.webDir, '../server/index.js'));
  app.setNotFoundHandler((request, reply) => {
    if (web.servesWeb && isPage(request)) return web.handle(request, reply);
    return apiNotFound(request, reply);
  });
  return app;
}
