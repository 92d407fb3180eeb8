import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { I18nProvider } from './lib/i18n/use-translation.tsx';
import { ScriptNonce } from './lib/script-nonce.ts';
import { langOfUrl, serverI18n } from './lib/server-i18n.ts';

export const streamTimeout = 5_000;

/**
 * Renders a page on the server in the language of its `?lang=` query. The whole document is waited
 * for (onAllReady), because the API keeps the rendered HTML and serves it again until content changes.
 * Every inline script React and React Router emit carries the API's nonce for this render (see
 * lib/script-nonce.ts), so the API can tell them from any other script in the HTML.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = loadContext?.scriptNonce;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const i18n = serverI18n(langOfUrl(request.url));
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonce value={nonce}>
        <I18nProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </ScriptNonce>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
