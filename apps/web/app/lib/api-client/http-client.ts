import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { type ResolvedFailure, resolveFailure } from './error-message.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A background request whose failure is only logged (docs/requirements/api.md#client: the currency-settings save). */
    quiet?: boolean;
  }
}

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
 * docs/requirements/api.md#client and #error-messages: one axios instance for the API (base /api, 10 s time-out, the stored token as
 * bearer, no fixed JSON content type for form data) with the error interceptor.
 */
export function createHttpClient(hooks: HttpClientHooks, baseURL = '/api'): AxiosInstance {
  const client = axios.create({ baseURL, timeout: 10_000 });
  client.interceptors.request.use((config) => {
    const token = readToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', hooks.getLanguage());
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      config.headers.delete('Content-Type');
    }
    return config;
  });
  client.interceptors.response.use(undefined, (error: AxiosError) => {
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
    if (error.config?.quiet && !failure.signOut)
      console.warn(`${error.config.method} ${error.config.url}: ${failure.text}`);
    else hooks.notify(failure);
    return Promise.reject(new ApiError(failure.text, error.response?.status, error.response?.data));
  });
  return client;
}
