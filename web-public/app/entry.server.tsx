import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { withInlineStyles } from './islands/inline-styles.server';
import { isIslandPage } from './islands/page-handle';
import { CspNonceContext } from './lib/csp-nonce';
import './lib/load-context';

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the CSP nonce from the load context (the API's security headers
 * made it for this response): React's own inline scripts (`nonce` option), the router's hydration and
 * streaming scripts (`ServerRouter`), and root.tsx's `<Scripts>`/`<ScrollRestoration>` (the context).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce || undefined;
  // A visitor's page without the application (root.tsx made the same choice) carries its styles inline.
  const root = routerContext.staticHandlerContext.loaderData.root as { islands?: unknown } | undefined;
  const islands =
    !!root?.islands &&
    isIslandPage(routerContext.staticHandlerContext.matches.map((m) => ({ handle: routerContext.routeModules[m.route.id]?.handle })));

  if (islands) return renderWhole(request, responseStatusCode, responseHeaders, routerContext, nonce);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself are logged by React Router when the promise rejects.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * A visitor's page without the application (docs/architecture.md § Islands) is rendered whole and sent as one buffer:
 * nothing on it waits for data after the shell, and streaming it cost more than rendering it. React writes a page in
 * small chunks, and each went through four stream adapters and its own socket write (a tenth of a list page's CPU
 * in the profile). Whole, the styles are inlined in one pass, the status is final (an error anywhere is a 500, not
 * half a page) and the length is known, so the server sends and compresses it in one piece.
 */
function renderWhole(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  nonce: string | undefined,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        const body = withInlineStyles(Buffer.concat(chunks));
        headers.set('Content-Type', 'text/html');
        headers.set('Content-Length', String(body.length));
        resolve(new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { headers, status }));
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
