import { PassThrough } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { startBackgroundWorkers } from "./features/background/start-background-workers.server";
import { NonceContext } from "./features/security/nonce";
import { createNonce, setPageCaching, setSecurityHeaders } from "./features/security/security-headers.server";
import { env } from "./config/env.server";
import i18next, { serverI18nOptions } from "./utils/i18next.server";

// Read the configuration when the server loads the app: a bad variable stops it before it listens.
env();
// Every web process finishes asynchronous jobs and delivers webhooks (docs/decisions/007).
startBackgroundWorkers();

const ABORT_DELAY = 5_000;

/**
 * Client-side navigations load a page's data as `<path>.data`: the same caching rule as its document.
 * A form's refusal (an action's 4xx: a wrong password, a missing field) is an answer the page shows,
 * not a failed load, so it travels as 200: an error status made the browser log "Failed to load
 * resource" for every failed submission. What the action returned (or threw, with its status) is in
 * the body either way; the one difference is that the page's loaders revalidate after it.
 */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  setPageCaching(response.headers, new URL(request.url).pathname);
  if (request.method !== "GET" && response.status >= 400 && response.status < 500)
    return new Response(response.body, { status: 200, headers: response.headers });
  return response;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const instance = createInstance();
  const lng = await i18next.getLocale(request);
  const ns = i18next.getRouteNamespaces(remixContext);
  await instance.use(initReactI18next).init({ ...serverI18nOptions, lng, ns });

  const nonce = createNonce();
  setSecurityHeaders(responseHeaders, nonce);
  setPageCaching(responseHeaders, new URL(request.url).pathname);

  // Bots get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        // React's own inline scripts (streamed Suspense boundaries, Remix's deferred data) need it too,
        // or the page's Content-Security-Policy blocks them.
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already shown by the error boundary; log them once.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
