/**
 * The typed client of the delivery service: `createDeliveryClient(options)` returns every
 * operation of spec §4 as a method `(params, options?)`, in the API's own field names.
 */
import {
  budgetKeyForApiKey,
  createMemoryBudgetStore,
  DEFAULT_BUDGET_WINDOW_MS,
  DEFAULT_REQUESTS_PER_WINDOW,
  type RequestBudget,
} from "./budget.server";
import type { DeliveryLogger } from "./logger";
import { ordersResource, type OrdersResource } from "./orders.server";
import { pricingResource, type PricingResource } from "./pricing.server";
import { sendRequest, type DeliveryLocale, type RequestConfig, type Send } from "./request.server";
import { DEFAULT_MAX_RETRIES, INITIAL_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS, type RetrySettings } from "./retry-policy";
import { trackingResource, type TrackingResource } from "./tracking.server";

/** Per-attempt timeout when none is given. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** spec §4: "All paths are under `{base_url}/v1/public-api`." */
const API_PATH_PREFIX = "/v1/public-api";

export type DeliveryClientOptions = {
  /** The service's `{base_url}` (the sandbox's URL in development and tests); `/v1/public-api` is appended. */
  baseUrl: string;
  /** The merchant API key (`svc_live_…`). Never logged, never put in an error. */
  apiKey: string;
  /** How the key is sent (spec §5.2): `Authorization: Bearer` (default) or `X-API-Key`. */
  authHeader?: "bearer" | "x-api-key";
  /** Sent as `Accept-Language` so the service's messages come in the merchant's language (§7). */
  locale?: DeliveryLocale;
  /** Transport; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Per attempt, including reading the body. Default 10 000 ms. */
  timeoutMs?: number;
  /** Retry tunables; see retry-policy.ts for what is retried. */
  retry?: Partial<RetrySettings>;
  /**
   * The request budget of §8 (120 per minute per key). Default: a memory budget private to this
   * client. Give clients of one process the same `store` to share it; `false` turns it off.
   */
  budget?: RequestBudget | false;
  /** Injectable for tests: how to wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Injectable for tests: the jitter source, in [0, 1). */
  random?: () => number;
  /** Injectable for tests: the clock, in ms. */
  now?: () => number;
  logger?: DeliveryLogger;
};

/** Every operation of the delivery API (spec §4). */
export type DeliveryClient = PricingResource & OrdersResource & TrackingResource;

/**
 * Builds a client. Throws a TypeError listing every invalid option (never echoing the key).
 *
 * @example
 * const delivery = createDeliveryClient({ baseUrl: env.DELIVERY_BASE_URL, apiKey, locale: "fr" });
 * const order = await delivery.getOrder("#1001");
 */
export function createDeliveryClient(options: DeliveryClientOptions): DeliveryClient {
  const config = resolveRequestConfig(options);
  const send: Send = (spec, requestOptions) => sendRequest(config, spec, requestOptions);
  return { ...pricingResource(send), ...ordersResource(send), ...trackingResource(send) };
}

function resolveRequestConfig(options: DeliveryClientOptions): RequestConfig {
  const problems = optionProblems(options);
  if (problems.length > 0) throw new TypeError(`Invalid delivery client options: ${problems.join("; ")}.`);
  const budget = options.budget === false ? null : (options.budget ?? {});
  return {
    apiBaseUrl: apiBaseUrl(options.baseUrl),
    apiKey: options.apiKey,
    authHeader: options.authHeader ?? "bearer",
    locale: options.locale,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: {
      maxRetries: options.retry?.maxRetries ?? DEFAULT_MAX_RETRIES,
      initialDelayMs: options.retry?.initialDelayMs ?? INITIAL_RETRY_DELAY_MS,
      maxDelayMs: options.retry?.maxDelayMs ?? MAX_RETRY_DELAY_MS,
    },
    budget: budget && {
      store: budget.store ?? createMemoryBudgetStore(),
      limitPerWindow: budget.limitPerWindow ?? DEFAULT_REQUESTS_PER_WINDOW,
      windowMs: budget.windowMs ?? DEFAULT_BUDGET_WINDOW_MS,
      maxWaitMs: budget.maxWaitMs,
    },
    budgetKey: budgetKeyForApiKey(options.apiKey),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    random: options.random ?? Math.random,
    now: options.now ?? Date.now,
    logger: options.logger,
  };
}

/** `{base_url}` + `/v1/public-api`, tolerating a trailing slash or a base that already has the prefix. */
function apiBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return trimmed.endsWith(API_PATH_PREFIX) ? trimmed : trimmed + API_PATH_PREFIX;
}

function optionProblems(options: DeliveryClientOptions): string[] {
  const problems: string[] = [];
  if (!isHttpUrl(options.baseUrl)) problems.push("baseUrl must be an absolute http(s) URL");
  if (typeof options.apiKey !== "string" || options.apiKey.trim() === "") {
    problems.push("apiKey is missing (create one in the delivery dashboard)");
  } else if (/\s/.test(options.apiKey)) {
    problems.push("apiKey contains whitespace (was it copied with a space or a line break?)");
  } else if (!/^[\x21-\x7e]+$/.test(options.apiKey)) {
    // Caught here because fetch would otherwise refuse the header with the key in its message.
    problems.push("apiKey contains characters an HTTP header cannot carry");
  }
  if (options.authHeader !== undefined && options.authHeader !== "bearer" && options.authHeader !== "x-api-key") {
    problems.push('authHeader must be "bearer" or "x-api-key"');
  }
  if (options.timeoutMs !== undefined && !isPositive(options.timeoutMs))
    problems.push("timeoutMs must be a positive number");
  for (const name of ["maxRetries", "initialDelayMs", "maxDelayMs"] as const) {
    const value = options.retry?.[name];
    if (value !== undefined && !(Number.isInteger(value) && value >= 0))
      problems.push(`retry.${name} must be a non-negative integer`);
  }
  if (options.budget) {
    const { limitPerWindow, windowMs, maxWaitMs } = options.budget;
    if (limitPerWindow !== undefined && !(Number.isInteger(limitPerWindow) && limitPerWindow > 0)) {
      problems.push("budget.limitPerWindow must be a positive integer");
    }
    if (windowMs !== undefined && !isPositive(windowMs)) problems.push("budget.windowMs must be a positive number");
    if (maxWaitMs !== undefined && !(maxWaitMs >= 0)) problems.push("budget.maxWaitMs must be zero or more");
  }
  return problems;
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function isPositive(value: number): boolean {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}
