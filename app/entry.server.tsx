import type { ChildProcess } from "node:child_process";
import type { IncomingMessage, ServerResponse } from "node:http";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { isbot } from "isbot";
import { startBackgroundWork as startWork, startJobWork } from "./background-work.server";
import { lowerJobWorkerPriority } from "./job-worker-priority.server";
import { processWiring } from "./context.server";
import { routeConsoleTo } from "./logger.server";
import { refuseDataRequest } from "./data-request-gate.server";
import { fastPathFor as fastPathOf } from "./fast-paths.server";
import { admitRequestTarget, cutForLog, lingerOnClose, logProbe } from "./http";

export const streamTimeout = 5000;

/*
 * The server build's entry is the web process's wiring (docs/decisions/050): its context, job queue and Shopify
 * app are built here once and handed down, to Remix's loaders and actions as their load context (getLoadContext),
 * to server.mjs's fast paths and guard, and to the background work.
 */
const wiring = processWiring();
const ctx = wiring.ctx;

// Remix, React Router and Shopify's library print with console.*: through the JSON logger instead.
routeConsoleTo(ctx.logger);

/** What Remix hands every loader and action as `context`: server.mjs's getLoadContext, in production and dev. */
export function getLoadContext(): AppLoadContext {
  return wiring.loadContext;
}

/**
 * Every loader or action error reaches the log (the page itself shows no details: root.tsx). An
 * answer below 500 (a path that does not exist, a probe) is not an error of the app: info, and
 * sampled, since anyone can ask for any path; a logged path is cut short (docs/decisions/070).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const path = cutForLog(new URL(request.url).pathname);
  if (isRouteErrorResponse(error) && error.status < 500) {
    const [kind, message] = error.status === 404 ? ["not-found", "not found"] : ["refused", "request refused"];
    logProbe(ctx.logger, kind, { status: error.status, path }, message);
    return;
  }
  ctx.logger.error({ err: error, path }, "request failed");
}

/**
 * Where server.mjs listens. The admin preview (ADMIN_PREVIEW=on, never in production) has no
 * authentication, and a Host header is the client's to choose: while it is on, only this machine
 * can connect, whatever HOST says (docs/decisions/038).
 */
export function listenHost(requested: string): string {
  const { env, logger } = ctx;
  if (env.ADMIN_PREVIEW !== "on" || env.NODE_ENV === "production" || LOOPBACK_HOSTS.has(requested)) return requested;
  logger.warn({ requested, listening: "127.0.0.1" }, "ADMIN_PREVIEW is on: listening on 127.0.0.1 only");
  return "127.0.0.1";
}
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1"]);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  wiring.loadContext.shopify.addDocumentResponseHeaders(request, responseHeaders);
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
        ctx.logger.error({ err: error }, "render failed");
      },
    });
    // Abort a little after streamTimeout so rejected promises in loaders can still stream.
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Jobs, schedules and flushes (not per request). server.mjs starts them once it listens, naming the job worker
 * process's script (JOB_WORKERS=process); under `shopify app dev` (server.mjs --dev) they also start with this
 * module, jobs in this process. One per process: Vite re-evaluates changed modules, so the started work is kept on
 * globalThis.
 */
const started = globalThis as { deliveryConnectBackground?: ReturnType<typeof startWork> };
export function startBackgroundWork(options: { jobWorkerScript?: string; jobWorker?: ChildProcess } = {}) {
  started.deliveryConnectBackground ??= startWork(ctx, wiring.jobQueue(), {
    ...options,
    onEnqueued: wiring.onEnqueued,
  });
  return started.deliveryConnectBackground;
}

/** The job worker process's work (job-worker.mjs): this process's workers, schedule and purge, and no web server. */
export function startJobWorkers() {
  lowerJobWorkerPriority(ctx);
  return startJobWork(ctx, wiring.jobQueue());
}
if (import.meta.env.DEV) void startBackgroundWork();

/**
 * The carrier-service callback and the delivery and order webhooks without Express or Remix: the hot paths
 * (app/fast-paths.server.ts), which server.mjs serves on Node's own request in production and under
 * `shopify app dev` (server.mjs --dev) alike. Their routes have no action.
 */
export function fastPathFor(request: IncomingMessage) {
  const serve = fastPathOf(request);
  return serve && ((incoming: IncomingMessage, response: ServerResponse) => serve(ctx, incoming, response));
}

/**
 * server.mjs's first step for every request: the target read as Remix's router reads it, written back to
 * `request.url` for every handler after it; a target that is no path of this site is answered 400 (false).
 */
export function admitRequest(request: IncomingMessage, response: ServerResponse): boolean {
  return admitRequestTarget(ctx.logger, request, response);
}

/** server.mjs sets it on every connection: a connection closed after an answer lets its sender read the answer first. */
export { lingerOnClose };

/**
 * server.mjs's guard in front of Remix: a single-fetch data request (`<path>.data`, answered in
 * turbo-stream) reaches Remix only for an admin page with a valid session token (docs/decisions/039).
 * Resolves true when it answered the request itself.
 */
export function guardDataRequest(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  return refuseDataRequest(ctx, request, response);
}
