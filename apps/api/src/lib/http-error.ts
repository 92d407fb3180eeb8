/** The most problems an error answer lists (docs/security.md "Bounded work per request"). */
export const MAX_ERRORS = 20;

/**
 * The distinct texts of the items, in order, at most MAX_ERRORS of them: `text` runs only until
 * enough are found, so 10,000 problems cost 20 translations when they differ.
 */
export function firstDistinct<T>(items: Iterable<T>, text: (item: T) => string): string[] {
  const kept = new Set<string>();
  for (const item of items) {
    kept.add(text(item));
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
    this.errorKeys = options.errors && firstDistinct(options.errors, (key) => key);
    this.params = options.params;
  }
}
