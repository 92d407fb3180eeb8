/** docs/requirements/api.md#error-messages: the default message key for a response status (or a failure with no response). */
export function httpMessageKey(status: number | 'noResponse' | 'setup'): string {
  if (status === 'noResponse' || status === 'setup') return `http.${status}`;
  if ([400, 401, 403, 404, 422, 429, 500, 503].includes(status)) return `http.${status}`;
  return 'http.other';
}
