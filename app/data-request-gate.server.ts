import type { IncomingMessage, ServerResponse } from "node:http";
import { jwtVerify } from "jose";
import type { AppContext } from "~/app-context";
import { adminPreviewAllows } from "~/admin";
import { fromNodeRequest, pathOf, type IncomingRequest } from "~/http";

/*
 * Remix's single-fetch data requests (`<path>.data`) are answered in turbo-stream 2.4.1, which
 * Remix 2 pins and no longer patches (docs/decisions/039). Only the admin pages under /app have
 * loaders or actions a browser fetches that way, and only a merchant in Shopify's admin (or the
 * local preview) fetches them. So a data request reaches Remix only for /app with a valid session
 * token; anything else is answered here, in plain text, before Remix reads it.
 */

export type DataRequestRefusal = { status: 401 | 404; reason: string; headers: Record<string, string> };

/** Shopify's session tokens are HS256 JWTs; shopify-api verifies them with the same 10 s tolerance. */
const CLOCK_TOLERANCE_SEC = 10;
/** App Bridge fetches a new session token and retries on this header (shopify-app-remix's own 401 for a bad token). */
const RETRY_WITH_NEW_TOKEN = { "X-Shopify-Retry-Invalid-Session-Request": "1" };

/** Why a data request must not reach Remix, or null when it may. */
export async function dataRequestRefusal(
  { env }: Pick<AppContext, "env">,
  request: IncomingRequest,
): Promise<DataRequestRefusal | null> {
  const path = pathOf(request.url);
  if (!path.endsWith(".data")) return null;
  const page = path.slice(0, -".data".length);
  if (page !== "/app" && !page.startsWith("/app/")) {
    return { status: 404, reason: "data requests exist only for the app's admin pages", headers: {} };
  }
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

/**
 * server.mjs's guard in front of Remix: answers (and logs, a refused data request being a probe or
 * an expired admin tab) what may not reach it. Resolves true when it answered.
 */
export async function refuseDataRequest(
  ctx: Pick<AppContext, "env" | "logger">,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const incoming = fromNodeRequest(request);
  const refusal = await dataRequestRefusal(ctx, incoming);
  if (!refusal) return false;
  ctx.logger.warn(
    { path: pathOf(incoming.url), method: incoming.method, status: refusal.status, reason: refusal.reason },
    "data request refused before Remix",
  );
  response.writeHead(refusal.status, { ...refusal.headers, "Content-Type": "text/plain; charset=utf-8" });
  response.end(`Data request refused: ${refusal.reason}.\n`);
  return true;
}
