import { type ResolvedFailure, resolveFailure } from './error-message.ts';
import { createFetchClient, type HttpClient, type HttpError } from './fetch-client.ts';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface HttpClientHooks {
  translate: (key: string) => string;
  notify: (failure: ResolvedFailure) => void;
  /** Called on 401 after the stored session is removed (the app signs out and goes to /login). */
  onUnauthorized: () => void;
  getLanguage: () => string;
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The failure as the interceptor reports it: an Error whose message is the text shown to the visitor. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly data: unknown;
  constructor(text: string, status: number | undefined, data: unknown) {
    super(text);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/**
 * docs/requirements/api.md#client and #error-messages: one client for the API (base /api, 10 s time-out, the stored token as
 * bearer, no fixed JSON content type for form data) with the error handling.
 */
export function createHttpClient(
  hooks: HttpClientHooks,
  baseURL = '/api',
  fetchImpl?: typeof fetch,
): HttpClient {
  return createFetchClient({
    baseURL,
    timeout: 10_000,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    beforeRequest: (request) => {
      const token = readToken();
      if (token) request.headers.Authorization = `Bearer ${token}`;
      request.headers['Accept-Language'] = hooks.getLanguage();
    },
    onError: (error: HttpError) => {
      const failure = resolveFailure(
        {
          status: error.response?.status,
          data: error.response?.data,
          setupFailed: !error.response && !error.request,
        },
        hooks.translate,
      );
      if (failure.signOut) {
        try {
          window.localStorage.removeItem(TOKEN_KEY);
          window.localStorage.removeItem(USER_KEY);
        } catch {
          // nothing stored
        }
        hooks.onUnauthorized();
      }
      // Quiet requests only log their failure, except an ended session: that is always said (docs/requirements/api.md#client).
      if (error.config.quiet && !failure.signOut)
        console.warn(`${error.config.method.toLowerCase()} ${error.config.url}: ${failure.text}`);
      else hooks.notify(failure);
      return new ApiError(failure.text, error.response?.status, error.response?.data);
    },
  });
}
