import { i18n } from '../i18n/i18n.ts';
import type { ParseKeys } from '../i18n/keys.ts';
import { ApiError } from './http-client.ts';

/** The server's reasons for a refused request (its `errors` list, else its message), or the fallback text. */
export function failureMessages(error: unknown, fallbackKey: ParseKeys): string[] {
  if (error instanceof ApiError) {
    const data = error.data as { errors?: unknown } | undefined;
    const list = Array.isArray(data?.errors)
      ? data.errors.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      : [];
    return list.length > 0 ? list : [error.message];
  }
  return [i18n.t(fallbackKey)];
}
