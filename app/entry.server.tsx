import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { footerReady } from "~/components/layout/site-footer";
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from "~/lib/database-busy";
import { NonceProvider } from "~/lib/nonce";

export const streamTimeout = 5_000;

// Requests whose loader or action met the busy database pool (app/lib/database-busy.ts): their page or
// data answers 429 with Retry-After, not 500. handleError sees the error before React Router hides it in
// production; the page shows the ErrorBoundary's "try again in a moment".
const busyRequests = new WeakSet<Request>();

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isDatabaseBusy(error)) {
    busyRequests.add(request);
    return;
  }
  // React Router's own handler otherwise: log, unless the client left or in tests.
  if (request.signal.aborted || process.env.NODE_ENV === "test") return;
  // An ErrorResponse that React Router made from a thrown error keeps it in `error`.
  const inner = isRouteErrorResponse(error) && "error" in error ? error.error : undefined;
  console.error(inner ?? error);
};

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (!busyRequests.has(request)) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 429, headers });
};

// React Router's default Node entry, plus the per-request CSP nonce on every inline script.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await footerReady; // the footer's content renders in place, never as a streamed part
  if (busyRequests.has(request)) {
    responseStatusCode = 429;
    responseHeaders.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.nonce;
  const inlineCss = loadContext?.criticalCss;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and prerendering get the complete document in one piece; so does every page whose critical
    // CSS is inlined (it depends on the whole document; our server-rendered pages have no streamed parts).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce || inlineCss ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
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
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          if (inlineCss) {
            resolve(
              documentText(body).then(
                (html) =>
                  new Response(inlineCss(html, nonce), { headers: responseHeaders, status: responseStatusCode }),
              ),
            );
            return;
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

function documentText(stream: PassThrough): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    stream.on("error", reject);
  });
}
