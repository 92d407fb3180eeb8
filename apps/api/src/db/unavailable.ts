/**
 * True when an error means the database cannot be reached or did not answer in time (refused, reset
 * or timed-out connections, PostgreSQL's connection-exception and shutdown codes, the statement
 * timeout), as opposed to a bug: those become 503 (docs/security.md "Database outages").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|EAI_AGAIN)$/.test(code))
        return true;
      // 08xxx connection exception, 57P01-03 shutdown / cannot connect now, 57014 statement timeout.
      if (/^(08...|57P0[1-3]|57014|53300)$/.test(code)) return true;
    }
    if (
      typeof message === 'string' &&
      /(Connection terminated|timeout exceeded when trying to connect|Query read timeout|database closed|Client has encountered a connection error)/i.test(
        message,
      )
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True when the request failed because its client went away (the body stopped arriving: Node's
 * `aborted` ECONNRESET on the request stream, or the socket is already destroyed). Not an outage:
 * a database error on a request whose client is still there stays what it is.
 */
export function isClientAbort(
  raw: { aborted?: boolean; destroyed?: boolean; socket?: { destroyed?: boolean } | null },
  error: unknown,
): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'ECONNRESET' && message === 'aborted') return true;
  return raw.aborted === true || raw.socket?.destroyed === true;
}
