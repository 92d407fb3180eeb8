import { createHttpClient } from './http-client.ts';

/**
 * Test helper: the app's API client answering through `fetch`, with its texts left as their keys and
 * the toasts it shows recorded (a failure shows what the page would: docs/requirements/api.md#client).
 */
export function recordingClient(fetch: typeof globalThis.fetch) {
  const toasts: string[] = [];
  const api = createHttpClient(
    {
      translate: (key) => key,
      notify: (failure) => void toasts.push(failure.text),
      onUnauthorized: () => {},
      getLanguage: () => 'tr',
    },
    '',
    fetch,
  );
  return { api, toasts };
}
