import type { IncomingMessage, ServerResponse } from "node:http";
import { authenticate, requireScopes } from "./auth";
import { delay, toIso } from "./clock";
import type { ApiRoute, Reply, Services } from "./context";
import { ApiError, errorBody } from "./errors";
import type { Fault } from "./faults";
import { parseJsonBody, readBody, sendReply } from "./http-io";
import { preferredLanguage, type Lang } from "./language";
import { redactHeaders } from "./request-log";
import { matchRoute } from "./router";

export const API_PREFIX = "/v1/public-api";

/** Serves one request with the routes of one family: the public API or the sandbox's control API. */
export type Dispatch<Route> = (
  services: Services,
  routes: readonly Route[],
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => Promise<void>;

// The pipeline of every API request: log → injected fault → key (spec §5) → rate limit (spec §8) →
// route → scope → handler. Refusals are rendered as spec §7 bodies in the caller's language.
export const dispatchApiRequest: Dispatch<ApiRoute> = async (services, routes, request, response, url) => {
  const lang = preferredLanguage(request.headers["accept-language"]);
  const method = request.method ?? "GET";
  let raw = "";
  let reply: Reply;
  const logged = services.requests.record({
    at: toIso(services.store.now()),
    method,
    path: url.pathname + url.search,
    headers: redactHeaders(request.headers),
    body: null,
  });
  let loseAnswer = false;
  let holdAnswerMs: number | null = null;
  try {
    raw = await readBody(request);
    logged.body = bodyForLog(raw);
    const fault = services.faults.takeForRequest(method, url.pathname);
    if (fault?.kind === "drop") {
      logged.dropped = true;
      request.socket.destroy();
      return;
    }
    if (fault?.kind === "latency") await delay(fault.latencyMs);
    if (fault?.kind === "hold") await services.faults.hold(fault.latencyMs);
    loseAnswer = fault?.kind === "lose_answer";
    if (fault?.kind === "hold_answer") holdAnswerMs = fault.latencyMs;
    else if (fault && !loseAnswer) throwInjectedFault(fault);
    reply = await runRoute(services, routes, request, url, raw, lang);
  } catch (error) {
    reply = renderError(error, lang);
  }
  logged.status = reply.status;
  if (loseAnswer) {
    // Done (and written), then the answer is lost on the way: the client sees the connection close.
    logged.dropped = true;
    if (method !== "GET") services.store.changed();
    request.socket.destroy();
    return;
  }
  // Done (and written, its webhooks on their way); the answer waits until the faults are cleared.
  if (holdAnswerMs !== null) await services.faults.hold(holdAnswerMs);
  sendReply(response, reply);
  if (method !== "GET") services.store.changed();
};

async function runRoute(
  services: Services,
  routes: readonly ApiRoute[],
  request: IncomingMessage,
  url: URL,
  raw: string,
  lang: Lang,
) {
  const method = request.method ?? "GET";
  const apiKey = authenticate(services.store, request.headers);
  const decision = services.rateLimiter.hit(apiKey.key, services.store.now());
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  const path = url.pathname.slice(API_PREFIX.length) || "/";
  const match = matchRoute(routes, method, path);
  if (match.kind === "none") throw new ApiError("ROUTE_NOT_FOUND", { params: { method, path: url.pathname } });
  if (match.kind === "wrong-method")
    throw new ApiError("METHOD_NOT_ALLOWED", { params: { method, path: url.pathname } });
  requireScopes(apiKey, match.route.scopes);
  const body = method === "GET" ? undefined : parseJsonBody(raw);
  return match.route.handle({
    services,
    params: match.params,
    query: url.searchParams,
    body,
    headers: request.headers,
    lang,
    apiKey,
  });
}

export function rateLimited(retryAfterSeconds: number): ApiError {
  // spec §8: 429 with Retry-After; the body follows spec §7 with the sandbox's code RATE_LIMITED.
  return new ApiError("RATE_LIMITED", {
    params: { retryAfterSeconds },
    details: { retryAfterSeconds },
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

function throwInjectedFault(fault: Fault): void {
  if (fault.kind === "rate_limit") throw rateLimited(fault.retryAfterSeconds);
  if (fault.kind === "error") {
    const code = fault.code ?? "SANDBOX_FAULT";
    throw new ApiError(code, { status: fault.status });
  }
}

export function renderError(error: unknown, lang: Lang): Reply {
  if (error instanceof ApiError)
    return { status: error.status, body: errorBody(error, lang), headers: error.options.headers };
  console.error("sandbox: unexpected error", error);
  const internal = new ApiError("SANDBOX_FAULT", { status: 500 });
  return { status: 500, body: errorBody(internal, lang) };
}

function bodyForLog(raw: string): unknown {
  if (raw === "") return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
