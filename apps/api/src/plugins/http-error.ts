/** The most problems an error answer lists (docs/security.md "Bounded work per request"). */
export const MAX_ERRORS = 20;

/** The distinct items, in order, at most MAX_ERRORS of them (stops reading once it has enough). */
export function firstDistinct(items: Iterable<string>): string[] {
  const kept = new Set<string>();
  for (const item of items) {
    kept.add(item);
    if (kept.size === MAX_ERRORS) break;
  }
  return [...kept];
}

/**
 * An error a route throws on purpose: the status, a message key (translated per request) and,
 * optionally, the list of problems (each a message key or already-translated text).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly messageKey: string;
  readonly errorKeys: string[] | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(
    statusCode: number,
    messageKey: string,
    options: { errors?: string[]; params?: Record<string, string | number> } = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.messageKey = messageKey;
    this.errorKeys = options.errors && firstDistinct(options.errors);
    this.params = options.params;
  }
}
