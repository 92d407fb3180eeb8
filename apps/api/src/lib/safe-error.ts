import type { FastifyServerOptions } from 'fastify';

/**
 * What the logs may say about an error (docs/security.md "Logs"): its class name, its code (the
 * PostgreSQL SQLSTATE of a failed statement, a Node or Fastify code) and, for errors that do not come
 * from the database, its message cut to 200 characters. Never a query's text or parameters (Drizzle's
 * `DrizzleQueryError` carries both, in its message too: password hashes, e-mail addresses), never a
 * database message (it may quote a value), and a stack without its first line (which repeats the message).
 */
export interface SafeError {
  type: string;
  code?: string;
  message?: string;
  stack?: string;
}

const MESSAGE_MAX = 200;
/** A PostgreSQL SQLSTATE: five digits or capital letters (23505, 40P01, 57014). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The chain of causes (at most 5 deep), the error first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause)
    chain.push(current);
  return chain;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code).slice(0, 40) : undefined;
}

/** True for errors of a database statement (Drizzle's wrapper, or a driver error with a SQLSTATE). */
function fromDatabase(chain: unknown[]): boolean {
  return chain.some((error) => {
    const { name, query, params } = (error ?? {}) as { name?: unknown; query?: unknown; params?: unknown };
    const code = codeOf(error);
    return (
      name === 'DrizzleQueryError' ||
      query !== undefined ||
      params !== undefined ||
      (code !== undefined && SQLSTATE.test(code))
    );
  });
}

export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null))
    return { type: typeof error, message: String(error).slice(0, MESSAGE_MAX) };
  const chain = causes(error);
  const code = chain.map(codeOf).find((value) => value !== undefined);
  // The class's name (Drizzle's DrizzleQueryError keeps the name `Error`).
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name;
  const name = (error as { name?: unknown }).name;
  const type = name === 'Error' && typeof constructorName === 'string' ? constructorName : name;
  const safe: SafeError = { type: typeof type === 'string' ? type.slice(0, 60) : 'Error' };
  if (code !== undefined) safe.code = code;
  if (fromDatabase(chain)) return safe;
  const { message, stack } = error as { message?: unknown; stack?: unknown };
  if (typeof message === 'string') safe.message = message.slice(0, MESSAGE_MAX);
  if (typeof stack === 'string')
    safe.stack = stack
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .slice(0, 15)
      .join('\n');
  return safe;
}

/** One short line for the system log: `database error 57014`, `TypeError: x is undefined`. */
export function errorSummary(error: unknown): string {
  const safe = safeError(error);
  if (safe.message === undefined) return `database error${safe.code ? ` ${safe.code}` : ''}`;
  return `${safe.type}${safe.code ? ` ${safe.code}` : ''}: ${safe.message}`;
}

/** Cuts a value a request chose (URL, user agent, name) before it reaches a log line. */
export function clip(value: string | undefined, max = 200): string | undefined {
  if (value === undefined) return undefined;
  return value.length > max ? `${value.slice(0, max)}…(${value.length})` : value;
}

/** The logger options with `safeError` as the `err` serializer (every `{ err }` in every log line). */
export function withSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  const err = (error: unknown) => {
    const safe = safeError(error);
    return { ...safe, message: safe.message ?? 'database error', stack: safe.stack ?? '' };
  };
  return { ...options, serializers: { ...options.serializers, err } };
}
