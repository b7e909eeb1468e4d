import type { IncomingMessage, ServerResponse } from "node:http";
import { jwtVerify } from "jose";
import type { AppContext } from "~/app-context";
import { adminPreviewAllows } from "~/admin";
import { fromNodeRequest, logRefusal, routerPathOf, type IncomingRequest } from "~/http";

/*
 * Remix's single-fetch data requests (`<path>.data`) are answered in turbo-stream 2.4.1, which
 * Remix 2 pins and no longer patches (docs/decisions/039). Only the admin pages under /app have
 * loaders or actions a browser fetches that way, and only a merchant in Shopify's admin (or the
 * local preview) fetches them. So a data request reaches Remix only for /app with a valid session
 * token; anything else is answered here, in plain text, before Remix reads it. The path is the one
 * the router reads (a `#`, a `\` or a dot segment in the target does not hide a `.data`), and
 * Remix's older `?_data=` requests, which no page of a single-fetch app makes, are refused too
 * (docs/decisions/070).
 */

export type DataRequestRefusal = { status: 400 | 401 | 403 | 404; reason: string; headers: Record<string, string> };

/** Shopify's session tokens are HS256 JWTs; shopify-api verifies them with the same 10 s tolerance. */
const CLOCK_TOLERANCE_SEC = 10;
/** App Bridge fetches a new session token and retries on this header (shopify-app-remix's own 401 for a bad token). */
const RETRY_WITH_NEW_TOKEN = { "X-Shopify-Retry-Invalid-Session-Request": "1" };
const NOT_ADMIN = { status: 404, reason: "data requests exist only for the app's admin pages", headers: {} } as const;

/** Why a data request must not reach Remix, or null when it may. */
export async function dataRequestRefusal(
  { env }: Pick<AppContext, "env">,
  request: IncomingRequest,
): Promise<DataRequestRefusal | null> {
  const path = routerPathOf(request.url);
  if (path === null) return { status: 400, reason: "the target is not a path", headers: {} };
  if (hasQueryParam(request.url, "_data")) return NOT_ADMIN;
  if (!path.endsWith(".data")) return null;
  const page = path.slice(0, -".data".length);
  if (page !== "/app" && !page.startsWith("/app/")) return NOT_ADMIN;
  if (adminPreviewAllows(env, request.header("host"))) return null;
  const token = /^Bearer (\S+)$/.exec(request.header("authorization") ?? "")?.[1];
  if (!token) return { status: 401, reason: "no session token", headers: RETRY_WITH_NEW_TOKEN };
  try {
    await jwtVerify(token, new TextEncoder().encode(env.SHOPIFY_API_SECRET), {
      algorithms: ["HS256"],
      audience: env.SHOPIFY_API_KEY,
      clockTolerance: CLOCK_TOLERANCE_SEC,
    });
    return null;
  } catch (error) {
    return {
      status: 401,
      reason: `invalid session token (${(error as Error).message})`,
      headers: RETRY_WITH_NEW_TOKEN,
    };
  }
}

/** Remix reads `_data` from the query as URLSearchParams does (the fragment is no part of it). */
function hasQueryParam(url: string, name: string): boolean {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return false;
  const fragmentAt = url.indexOf("#", queryAt);
  return new URLSearchParams(url.slice(queryAt + 1, fragmentAt === -1 ? undefined : fragmentAt)).has(name);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The local preview (ADMIN_PREVIEW=on) has no authentication: any page the developer's browser opens could post a
 * form to it (a call outcome, the settings). A request that changes something is taken only from the preview's own
 * pages: an `Origin` or `Sec-Fetch-Site` that says another site (or `null`) is refused. A client that sends neither
 * (curl, the stand-ins' webhooks) is no browser carrying the developer's access.
 */
export function previewCrossSiteRefusal(
  { env }: Pick<AppContext, "env">,
  request: Pick<IncomingRequest, "method" | "header">,
): DataRequestRefusal | null {
  const host = request.header("host");
  if (SAFE_METHODS.has(request.method) || !adminPreviewAllows(env, host)) return null;
  const fetchSite = request.header("sec-fetch-site");
  const origin = request.header("origin");
  if ((fetchSite !== null && fetchSite !== "same-origin") || (origin !== null && origin !== `http://${host}`)) {
    return { status: 403, reason: "the admin preview takes changes from its own pages only", headers: {} };
  }
  return null;
}

/**
 * server.mjs's guard in front of Remix: answers what may not reach it, with a sampled log line (a
 * refused data request being a probe or an expired admin tab; an anonymous flood writes one line a
 * minute). Resolves true when it answered.
 */
export async function refuseDataRequest(
  ctx: Pick<AppContext, "env" | "logger">,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const incoming = fromNodeRequest(request);
  const refusal = previewCrossSiteRefusal(ctx, incoming) ?? (await dataRequestRefusal(ctx, incoming));
  if (!refusal) return false;
  logRefusal(
    ctx.logger,
    refusal.status === 403 ? "preview-cross-site-refused" : "data-request-refused",
    { path: incoming.url, method: incoming.method, status: refusal.status, reason: refusal.reason },
    refusal.status === 403 ? "admin preview refused a request from another site" : "data request refused before Remix",
  );
  response.writeHead(refusal.status, { ...refusal.headers, "Content-Type": "text/plain; charset=utf-8" });
  response.end(`${refusal.status === 403 ? "Request" : "Data request"} refused: ${refusal.reason}.\n`);
  return true;
}
