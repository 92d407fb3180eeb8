import type { LogLevel } from '@pusula/core/contract/logs.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { errorSummary } from '../../lib/safe-error.ts';
import { type LogEvent, writeLog } from './logs-repository.ts';

/** What a route tells the system log about its request (sign-ins set it; others need not). */
export interface AuditNote {
  event: LogEvent;
  level?: LogLevel;
  /** The account the request was about (a sign-in's identifier, a new registration). */
  userName?: string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that changes nothing (a search): logged like a read, i.e. only when it fails with 5xx. */
    readOnly?: boolean;
  }
  interface FastifyRequest {
    audit: AuditNote | null;
    auditError: string | null;
    /** Set by a route whose refusal was already written once in this window (a lockout): no row. */
    auditQuiet: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function levelOf(status: number): LogLevel {
  if (status >= 500) return 'error';
  return status >= 400 ? 'warn' : 'info';
}

/**
 * Writes the system log for every request of `api`: each change (non-GET, except routes marked
 * `config: { readOnly: true }` such as the public searches) with who, what, when, from
 * where, status and duration; every sign-in (the route's audit note); every server error (any method,
 * with the error's class and code, never a query, its parameters or a stack: `errorSummary`).
 * Anonymous requests refused with a 4xx are not written, nor refusals a route marks `auditQuiet`.
 * Bodies, passwords and tokens are never written; echoed values are cut (docs/security.md "Logs").
 */
export function registerSystemLog(api: FastifyInstance, db: Db) {
  const pending = new Set<Promise<void>>();
  api.decorateRequest('audit', null);
  api.decorateRequest('auditError', null);
  api.decorateRequest('auditQuiet', false);

  // Synchronous hooks: no promise per request (docs/decisions/0011-per-request-work.md); the row is
  // written in the background as before.
  api.addHook('onError', (request, _reply, error, done) => {
    request.auditError = errorSummary(error);
    done();
  });

  api.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    writeRequestLog(request, reply);
    done();
  });

  function writeRequestLog(request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const note = request.audit;
    const reads = READS.has(request.method) || request.routeOptions.config?.readOnly === true;
    if (!note && status < 500 && reads) return;
    if (request.auditQuiet && status < 500) return;
    // Anonymous requests refused before doing anything (no token, no such route, bad input, a limit)
    // leave no row, so a flood cannot fill the table (docs/security.md "System log").
    if (!note && status >= 400 && status < 500 && !request.user) return;
    const path = (request.url.split('?')[0] ?? request.url).slice(0, 200);
    const event: LogEvent = status >= 500 ? 'serverError' : (note?.event ?? 'request');
    const detail = status >= 500 && request.auditError ? `: ${request.auditError}` : '';
    const write = writeLog(db, {
      level: status >= 500 ? 'error' : (note?.level ?? levelOf(status)),
      event,
      message: `${request.method} ${path} ${status}${detail}`,
      userName: (note?.userName ?? request.user?.userName ?? null)?.slice(0, 100) ?? null,
      method: request.method,
      path: path.slice(0, 200),
      statusCode: status,
      durationMs: Math.round(reply.elapsedTime),
      ip: request.ip.slice(0, 64),
    }).catch((error: unknown) => request.log.error({ err: error }, 'system log write failed'));
    pending.add(write);
    void write.finally(() => pending.delete(write));
  }

  api.addHook('onClose', async () => {
    await Promise.all(pending);
  });
}
