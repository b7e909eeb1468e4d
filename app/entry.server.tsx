import type { IncomingMessage, ServerResponse } from "node:http";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { RemixServer } from "@remix-run/react";
import { createReadableStreamFromReadable, type EntryContext } from "@remix-run/node";
import { isbot } from "isbot";
import { startBackgroundWork as startWork } from "./background/start-background-work.server";
import { getAppContext } from "./context.server";
import { refuseDataRequest } from "./http/data-request-gate.server";
import { addDocumentResponseHeaders } from "./shopify.server";

export const streamTimeout = 5000;

/** Every loader or action error reaches the log (the page itself shows no details: root.tsx). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  getAppContext().logger.error({ err: error, path: new URL(request.url).pathname }, "request failed");
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  addDocumentResponseHeaders(request, responseHeaders);
  const callbackName = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} />, {
      [callbackName]: () => {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError: reject,
      onError: (error) => {
        responseStatusCode = 500;
        getAppContext().logger.error({ err: error }, "render failed");
      },
    });
    // Abort a little after streamTimeout so rejected promises in loaders can still stream.
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Jobs, schedules and flushes (not per request). server.mjs starts them once it listens; under
 * `shopify app dev` (Vite's dev server, no server.mjs) they start with this module. One per process:
 * Vite re-evaluates changed modules, so the started work is kept on globalThis.
 */
const started = globalThis as { deliveryConnectBackground?: ReturnType<typeof startWork> };
export function startBackgroundWork() {
  started.deliveryConnectBackground ??= startWork(getAppContext());
  return started.deliveryConnectBackground;
}
if (import.meta.env.DEV) void startBackgroundWork();

/**
 * The carrier-service callback and the delivery webhooks without Express or Remix: the hot paths
 * (server.mjs serves them on Node's own request; `shopify app dev` uses the route modules instead).
 * Same handlers as their routes, so both answer alike.
 */
export { fastPathFor } from "./http/fast-paths.server";

/**
 * server.mjs's guard in front of Remix: a single-fetch data request (`<path>.data`, answered in
 * turbo-stream) reaches Remix only for an admin page with a valid session token (docs/decisions/039).
 * Resolves true when it answered the request itself.
 */
export function guardDataRequest(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  return refuseDataRequest(getAppContext(), request, response);
}
