// Types shared by the dispatcher and the route files. A leaf: it imports types only.
import type { IncomingHttpHeaders } from "node:http";
import type { FaultBook } from "./faults";
import type { Lang } from "./language";
import type { RateLimiter } from "./rate-limiter";
import type { RequestLog } from "./request-log";
import type { Route } from "./router";
import type { ApiKeyRecord, Scope } from "./state";
import type { Store } from "./store";
import type { WebhookDispatcher } from "./webhooks/webhook-dispatcher";

export interface Services {
  store: Store;
  webhooks: WebhookDispatcher;
  faults: FaultBook;
  requests: RequestLog;
  rateLimiter: RateLimiter;
  baseUrl(): string;
  /** Back to the seed state: clears orders, keys made since, endpoints, deliveries, faults and logs. */
  reset(): void;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RequestParts {
  services: Services;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingHttpHeaders;
  lang: Lang;
}

export interface ApiRequest extends RequestParts {
  apiKey: ApiKeyRecord;
}

export interface ApiRoute extends Route {
  scopes: Scope[];
  handle(request: ApiRequest): Reply | Promise<Reply>;
}

export interface ControlRoute extends Route {
  handle(request: RequestParts): Reply | Promise<Reply>;
}
