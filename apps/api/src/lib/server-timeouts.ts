import type { FastifyServerOptions } from 'fastify';

/** How long the HTTP server waits for a client (docs/security.md "Bounded work per request"). */
export interface ServerTimeouts {
  /** The whole request, headers and body, must have arrived by then: 408 and the connection closes. */
  requestTimeoutMs: number;
  /** The headers must have arrived by then (at most requestTimeoutMs). */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this; a proxy in front keeps its own shorter. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic either way for this long is destroyed (a last resort). */
  connectionTimeoutMs: number;
  /** How often Node checks the request and header timeouts (they may be late by this much). */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 72_000,
  connectionTimeoutMs: 120_000,
  checkIntervalMs: 1_000,
};

/** Fastify's options for the given timeouts (the defaults above for anything not given). */
export function timeoutOptions(given: Partial<ServerTimeouts> = {}): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  const timeouts = { ...SERVER_TIMEOUTS, ...given };
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    connectionTimeout: timeouts.connectionTimeoutMs,
    http: {
      headersTimeout: Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs),
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
