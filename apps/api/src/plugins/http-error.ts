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
    this.errorKeys = options.errors;
    this.params = options.params;
  }
}
