/*
 * A small HTTP client on the browser's fetch, with the part of axios's interface the app uses (get,
 * post, put, delete answering `{ data, status }`, `params`, a time-out, a hook before each request and
 * one on failure). axios cost about 15 KB on the wire on every page (docs/decisions/0009-start-and-first-load.md).
 */

export interface RequestConfig {
  /** Query parameters; undefined and null ones are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** A background request whose failure is only logged (docs/requirements/api.md#client: the currency-settings save). */
  quiet?: boolean;
}

/**
 * A schema the answer must match (the contract's zod schema; this module never loads zod itself). An
 * answer that breaks it fails as a 500 would: the page shows the server-failure state, never figures
 * read from a wrong shape (docs/requirements/api.md#client).
 */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** A request whose answer is checked against `answer` before the caller sees it. */
export interface CheckedConfig<T> extends RequestConfig {
  answer?: AnswerSchema<T>;
}

/** The request as the hooks see it. */
export interface HttpRequest extends RequestConfig {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  data?: unknown;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
}

/**
 * A failed request, shaped as axios's error: `response` when the server answered outside 2xx,
 * `request` when it was sent (no `response`: no answer or the time-out), neither when it could not be made.
 */
export class HttpError extends Error {
  readonly config: HttpRequest;
  readonly request: boolean;
  readonly response: HttpResponse<unknown> | undefined;
  constructor(message: string, config: HttpRequest, request: boolean, response?: HttpResponse<unknown>) {
    super(message);
    this.name = 'HttpError';
    this.config = config;
    this.request = request;
    this.response = response;
  }
}

export interface FetchClientOptions {
  baseURL: string;
  timeout: number;
  /** Changes the request before it is sent (headers). */
  beforeRequest?: (request: HttpRequest) => void;
  /** Turns a failure into the error the caller sees (by default the HttpError itself). */
  onError?: (error: HttpError) => unknown;
  /** The fetch to use (tests hand in their own). */
  fetch?: typeof fetch;
}

export interface HttpClient {
  defaults: { baseURL: string; timeout: number };
  get<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: CheckedConfig<T>): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
}

function queryOf(params: RequestConfig['params']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The body as axios reads it: JSON when it parses, the text otherwise ('' when empty). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : '';
  } catch {
    return text;
  }
}

export function createFetchClient(options: FetchClientOptions): HttpClient {
  const defaults = { baseURL: options.baseURL, timeout: options.timeout };
  const fail = (error: HttpError) => Promise.reject(options.onError ? options.onError(error) : error);

  async function send<T>(
    method: HttpRequest['method'],
    url: string,
    data: unknown,
    { answer: schema, ...config }: CheckedConfig<T> = {},
  ): Promise<HttpResponse<T>> {
    const request: HttpRequest = {
      ...config,
      method,
      url,
      data,
      headers: { Accept: 'application/json, text/plain, */*', ...config.headers },
    };
    let init: RequestInit;
    let target: string;
    try {
      options.beforeRequest?.(request);
      // Form data sets its own multipart content type (with the boundary); objects go as JSON.
      const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
      if (data !== undefined && !isForm) request.headers['Content-Type'] = 'application/json';
      const body = data === undefined ? undefined : isForm ? data : JSON.stringify(data);
      init = { method, headers: request.headers, body, signal: AbortSignal.timeout(defaults.timeout) };
      target = `${defaults.baseURL}${url}${queryOf(config.params)}`;
    } catch (error) {
      return fail(new HttpError(error instanceof Error ? error.message : String(error), request, false));
    }
    let answer: HttpResponse<T>;
    try {
      const response = await (options.fetch ?? fetch)(target, init);
      answer = { data: (await readBody(response)) as T, status: response.status };
    } catch (error) {
      // Sent but no answer: the network, or the time-out.
      return fail(new HttpError(error instanceof Error ? error.message : 'Network Error', request, true));
    }
    if (answer.status < 200 || answer.status >= 300)
      return fail(new HttpError(`Request failed with status code ${answer.status}`, request, true, answer));
    if (!schema) return answer;
    const checked = schema.safeParse(answer.data);
    if (checked.success) return { data: checked.data, status: answer.status };
    const broken = { data: undefined, status: 500 };
    return fail(new HttpError('The answer does not match the API contract', request, true, broken));
  }

  return {
    defaults,
    get: (url, config) => send('GET', url, undefined, config),
    delete: (url, config) => send('DELETE', url, undefined, config),
    post: (url, data, config) => send('POST', url, data, config),
    put: (url, data, config) => send('PUT', url, data, config),
  };
}
