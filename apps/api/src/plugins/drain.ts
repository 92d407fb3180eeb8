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

  app.addHook('onRequest', async () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  app.addHook('onResponse', async () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  });
  app.addHook('onRequestAbort', async (_request) => {
    inFlight = Math.max(0, inFlight - 1);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
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
