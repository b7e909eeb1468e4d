import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { API_PREFIX, dispatchApiRequest, renderError } from "./api-dispatch";
import { CONTROL_PREFIX, dispatchControlRequest } from "./control-dispatch";
import { CONTROL_ROUTES } from "./control/control-routes";
import type { Services } from "./context";
import { ApiError } from "./errors";
import { createFaultBook } from "./faults";
import { sendReply } from "./http-io";
import { servePaymentPage } from "./payment-page";
import { createRateLimiter } from "./rate-limiter";
import { createRequestLog } from "./request-log";
import { API_ROUTES } from "./routes/api-routes";
import type { SandboxState } from "./state";
import { createStore } from "./store";
import { createWebhookDispatcher, DELIVERY_TIMEOUT_MS } from "./webhooks/webhook-dispatcher";

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 120; // spec §8
export const DEFAULT_RATE_WINDOW_MS = 60_000;

export interface SandboxOptions {
  /** 0 = a free port. Default 4010. */
  port?: number;
  /** ms since epoch; default Date.now. Control "clock/advance" adds an offset on top. */
  clock?: () => number;
  /** Webhook retry delays (1 min … 12 h) are multiplied by this for the real timers. Default 1. */
  timeScale?: number;
  /** Persist the state as JSON here: loaded on start, saved after each change. */
  stateFile?: string;
  rateLimitPerMinute?: number;
  rateWindowMs?: number;
  /** How long a webhook receiver has to answer; default 10 000 ms (spec §6). */
  webhookTimeoutMs?: number;
}

export interface Sandbox {
  /** The {base_url}; the API is at url + "/v1/public-api", the control API at url + "/__sandbox". */
  url: string;
  apiUrl: string;
  port: number;
  close(): Promise<void>;
  reset(): void;
  now(): number;
  advanceClock(ms: number): Promise<void>;
  /** Attempts every webhook delivery due now and waits until all attempts under way have finished. */
  flushWebhooks(): Promise<void>;
  /** Same as flushWebhooks (the name docs/reference/house-style.md §5.1 uses). */
  deliverEvents(): Promise<void>;
  /** The live state, for assertions in tests. */
  state(): SandboxState;
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const store = createStore({ baseClock: options.clock ?? Date.now, stateFile: options.stateFile });
  const faults = createFaultBook();
  const requests = createRequestLog();
  const rateLimiter = createRateLimiter({
    limit: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    windowMs: options.rateWindowMs ?? DEFAULT_RATE_WINDOW_MS,
  });
  const webhooks = createWebhookDispatcher({
    store,
    faults,
    timeScale: options.timeScale ?? 1,
    timeoutMs: options.webhookTimeoutMs ?? DELIVERY_TIMEOUT_MS,
  });
  let url = "";
  const services: Services = {
    store,
    faults,
    requests,
    rateLimiter,
    webhooks,
    baseUrl: () => url,
    reset() {
      webhooks.stop();
      store.reset();
      faults.clear();
      requests.clear();
      rateLimiter.reset();
    },
  };

  const server = createServer((request, response) => {
    route(services, request, response).catch((error: unknown) => {
      if (!response.headersSent) sendReply(response, renderError(error, "en"));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 4010, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
  webhooks.resume();

  return {
    url,
    apiUrl: url + API_PREFIX,
    port,
    async close() {
      webhooks.stop();
      store.saveNow();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    reset: () => services.reset(),
    now: () => store.now(),
    advanceClock: (ms) => webhooks.advanceClock(ms),
    flushWebhooks: () => webhooks.flush(),
    deliverEvents: () => webhooks.flush(),
    state: () => store.state,
  };
}

async function route(services: Services, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? "/", "http://sandbox.local");
  const path = url.pathname;
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`))
    return dispatchApiRequest(services, API_ROUTES, request, response, url);
  if (path.startsWith(`${CONTROL_PREFIX}/`))
    return dispatchControlRequest(services, CONTROL_ROUTES, request, response, url);
  if (path.startsWith("/pay/")) return servePaymentPage(services, request, response, url);
  request.resume();
  sendReply(response, renderError(new ApiError("ROUTE_NOT_FOUND", { params: { method: request.method, path } }), "en"));
}
