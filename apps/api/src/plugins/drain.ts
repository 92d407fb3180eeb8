import type { FastifyInstance } from 'fastify';

/**
 * Graceful stop without dropped requests (docs/security.md "Stopping"): closing the listener at once
 * resets connections the server has accepted but not read yet. So on a stop signal the server first
 * drains: it keeps answering, marks every answer `Connection: close` so clients and balancers open no
 * further requests on it, and closes only once nothing has been in flight for `quietMs` (or after
 * `maxMs`).
 */
export function registerDrain(app: FastifyInstance, options: { quietMs?: number; maxMs?: number } = {}) {
  const quietMs = options.quietMs ?? 500;
  const maxMs = options.maxMs ?? 8000;
  let draining = false;
  let inFlight = 0;
  let lastActivity = Date.now();

  // Synchronous hooks: no promise per request (docs/decisions/0011-per-request-work.md).
  app.addHook('onRequest', (_request, _reply, done) => {
    inFlight += 1;
    lastActivity = Date.now();
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
    done();
  });
  app.addHook('onRequestAbort', (_request, done) => {
    inFlight = Math.max(0, inFlight - 1);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  return {
    /** Resolves once the server has been quiet for `quietMs` (or `maxMs` passed), then closes it. */
    async drainAndClose(): Promise<void> {
      draining = true;
      lastActivity = Date.now();
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await app.close();
    },
  };
}
