import { httpMessageKey } from '@pusula/core/i18n/http-messages.ts';

export interface FailureInfo {
  /** HTTP status when the server answered; undefined when there was no response. */
  status?: number | undefined;
  /** The response body, when there was one. */
  data?: unknown;
  /** True when the request never left (set-up failure). */
  setupFailed?: boolean;
}

export interface ResolvedFailure {
  text: string;
  level: 'error' | 'warning';
  /** 401: the session is removed and the visitor sent to /login. */
  signOut: boolean;
}

type Translate = (key: string) => string;

function serverText(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { errors, message } = data as { errors?: unknown; message?: unknown };
  if (Array.isArray(errors)) {
    const list = errors.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    if (list.length > 0) return list.join('\n');
  }
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * docs/requirements/api.md#error-messages: the server's `errors` (one as is, several joined by newlines), else its `message`,
 * else the default text for the status; 429 is a warning, 401 signs out.
 */
export function resolveFailure(failure: FailureInfo, t: Translate): ResolvedFailure {
  if (failure.setupFailed) return { text: t(httpMessageKey('setup')), level: 'error', signOut: false };
  if (failure.status === undefined)
    return { text: t(httpMessageKey('noResponse')), level: 'error', signOut: false };
  const text = serverText(failure.data) ?? t(httpMessageKey(failure.status));
  return {
    text,
    level: failure.status === 429 ? 'warning' : 'error',
    signOut: failure.status === 401,
  };
}
