/**
 * The carrier-service callback's answer, composed from the pure parts of this folder. No HTTP, no
 * database: the route authenticates, finds the shop's settings, calls this and writes `status` and
 * `body`. The answer arrives within `deadlineMs` whatever the service does (see rates-cache.ts:
 * the wait stops at the deadline; the call itself is aborted at the cache's loadTimeoutMs).
 *
 * Failure order (fallback-rates.ts explains why): stale cached answer → merchant's fallback rows →
 * 503 so that Shopify shows the merchant's backup rates.
 */
import type { LoadErrorKind } from "./classify-load-error";
import { zeroDecimalSubunitsCheck } from "~/money";
import { fallbackRatesFor, type FallbackRate } from "./fallback-rates";
import type { CheckoutRates } from "~/delivery";
import { mapRateRequest, type RatesRequest, type RegionNameOf } from "./map-rate-request";
import { mapRateResponse, type ShopifyRatesBody } from "./map-rate-response";
import { cartFacts, rateKeys } from "./normalise-request";
import type { RateModels } from "./rate-models";
import { parseRateRequest, type RateRequestIssue, type ShopifyRateRequest } from "./parse-rate-request";
import { DEFAULT_DEADLINE_MS, type RatesCache } from "./rates-cache";

/**
 * The service call, injected so this folder never imports the client. It must reject on any
 * failure (the client's DeliveryError family) and should honour `signal`.
 */
export type FetchRates = (
  request: RatesRequest,
  /** `refresh`: a background refresh of an answer the buyer was already shown (a smaller budget share). */
  options: { signal: AbortSignal; purpose: "buyer" | "refresh" },
) => Promise<CheckoutRates>;

/** `model`: the destination's learned rates answered (rate-model.ts), no service call. */
export type AnswerSource = "hit" | "miss" | "stale" | "stale-on-error" | "model" | "fallback" | "error";
export type AnswerErrorKind = LoadErrorKind | "invalid_request";

/** One event per callback, plus one per service call (background refreshes included). */
export type CheckoutMetricEvent =
  | { type: "callback"; shopId: string; source: AnswerSource; status: 200 | 400 | 503; errorKind?: AnswerErrorKind }
  | { type: "service-call"; shopId: string; latencyMs: number; ok: boolean }
  /** `check`: a model answer also asked of the service; `dropped`: a contradiction ended a destination's model. */
  | { type: "model"; shopId: string; event: "check" | "dropped" };

export type RateAnswer =
  | {
      status: 200;
      body: ShopifyRatesBody;
      source: Exclude<AnswerSource, "error">;
      /** Set when the service failed and a stale answer or the fallback table stood in. */
      errorKind?: LoadErrorKind;
    }
  | { status: 503; body: { error: string }; source: "error"; errorKind: LoadErrorKind }
  | { status: 400; body: { error: string; issues: RateRequestIssue[] }; source: "error"; errorKind: "invalid_request" };

/** docs/reference/house-style.md §5.3: one injected logger, a message plus an object. */
export type CheckoutLogger = {
  debug(message: string, details: Record<string, unknown>): void;
  warn(message: string, details: Record<string, unknown>): void;
};

export type AnswerRateRequestInput = {
  shopId: string;
  /** The callback body: parsed JSON or the raw text. */
  body: unknown;
  fetchRates: FetchRates;
  /** One per process, shared by all shops (keys start with the shop id). */
  cache: RatesCache<ShopifyRatesBody>;
  /** Learned destination rates (absent: turned off, CHECKOUT_RATE_MODEL=off). */
  models?: RateModels;
  fallbackRates?: readonly FallbackRate[];
  deadlineMs?: number;
  now: () => number;
  record?: (event: CheckoutMetricEvent) => void;
  regionNameOf?: RegionNameOf;
  logger?: CheckoutLogger;
};

/**
 * A fresh answer of the cache is returned as it is, not in a promise: a carrier callback's cache hit is answered in
 * the turn its body ended, without the promises of a load it does not make (bench checkout, issue 42). Every other
 * answer (a load, a learned rate, a stale answer, the fallback) comes as a promise.
 */
export function answerRateRequest(input: AnswerRateRequestInput): RateAnswer | Promise<RateAnswer> {
  const prepared = prepareServiceRequest(input.body, input.regionNameOf);
  if (!prepared.ok) {
    const body = { error: "The carrier-service request could not be read.", issues: prepared.issues };
    return finish(input, { status: 400, body, source: "error", errorKind: "invalid_request" });
  }
  noteZeroDecimalAssumption(prepared.shopifyRequest, input.shopId, input.logger);
  // The model's key and the cart's facts are read only off the hit path (a load, or a cart the cache lacks).
  const keys = rateKeys(input.shopId, prepared.serviceRequest);
  const hit = input.cache.freshHit(keys.cacheKey);
  if (hit) return finish(input, { status: 200, body: hit.value, source: hit.source });
  return answerOffTheHitPath(input, prepared.serviceRequest, keys);
}

/** Metrics must never cost the buyer the rates. */
function recordSafely(input: AnswerRateRequestInput, event: CheckoutMetricEvent): void {
  try {
    input.record?.(event);
  } catch {
    /* ignored on purpose */
  }
}

function finish(input: AnswerRateRequestInput, answer: RateAnswer): RateAnswer {
  const { status, source, errorKind } = answer;
  recordSafely(input, { type: "callback", shopId: input.shopId, source, status, errorKind });
  return answer;
}

async function answerOffTheHitPath(
  input: AnswerRateRequestInput,
  serviceRequest: RatesRequest,
  keys: ReturnType<typeof rateKeys>,
): Promise<RateAnswer> {
  const { shopId, now } = input;
  const record = (event: CheckoutMetricEvent) => recordSafely(input, event);
  const { currency } = serviceRequest;

  const loadFor =
    (purpose: "buyer" | "refresh") =>
    async (signal: AbortSignal): Promise<ShopifyRatesBody> => {
      const startedAt = now();
      try {
        const response = await input.fetchRates(serviceRequest, { signal, purpose });
        // Mapped inside the try: an answer we cannot read counts as a failed call.
        const body = mapRateResponse(response, currency);
        record({ type: "service-call", shopId, latencyMs: now() - startedAt, ok: true });
        learn(body, startedAt);
        return body;
      } catch (error) {
        record({ type: "service-call", shopId, latencyMs: now() - startedAt, ok: false });
        throw error;
      }
    };

  const key = keys.cacheKey;
  const { models } = input;
  // Every answer of the service teaches the destination's model, and may contradict it.
  function learn(body: ShopifyRatesBody, sentAtMs: number): void {
    models?.observe(shopId, keys.modelKey, cartFacts(serviceRequest), body, sentAtMs).then(
      (result) => {
        if (result === "dropped" || result === "contradicted") record({ type: "model", shopId, event: "dropped" });
      },
      () => {
        /* a model that cannot learn only answers less */
      },
    );
  }

  // A cart the cache cannot answer at once: the destination's model, when it proves the answer.
  if (models && !input.cache.has(key)) {
    const learned = await models.answer(shopId, keys.modelKey, cartFacts(serviceRequest)).catch(() => null);
    if (learned) {
      if (learned.verify) {
        // The sampling rule: checked in the background from the buyers' share (the refreshes' half may be
        // spent exactly when the model answers most), and cached as any answer of the service.
        record({ type: "model", shopId, event: "check" });
        void input.cache.get(key, loadFor("buyer"), { deadlineMs: input.deadlineMs ?? DEFAULT_DEADLINE_MS });
      }
      return finish(input, { status: 200, body: learned.body, source: "model" });
    }
  }

  const result = await input.cache.get(key, loadFor("buyer"), {
    deadlineMs: input.deadlineMs ?? DEFAULT_DEADLINE_MS,
    refresh: loadFor("refresh"),
  });
  switch (result.source) {
    case "hit":
    case "stale":
    case "miss":
      return finish(input, { status: 200, body: result.value, source: result.source });
    case "stale-on-error":
      return finish(input, { status: 200, body: result.value, source: result.source, errorKind: result.errorKind });
  }

  const fallback = fallbackRatesFor(input.fallbackRates ?? [], {
    countryCode: serviceRequest.destination.countryCode,
    currency,
    locale: serviceRequest.locale,
    nowMs: now(),
  });
  if (fallback.length > 0) {
    return finish(input, { status: 200, body: { rates: fallback }, source: "fallback", errorKind: result.errorKind });
  }
  const body = { error: "Delivery rates are unavailable right now." };
  return finish(input, { status: 503, body, source: "error", errorKind: result.errorKind });
}

type Prepared =
  | { ok: true; shopifyRequest: ShopifyRateRequest; serviceRequest: RatesRequest }
  | { ok: false; issues: RateRequestIssue[] };

function prepareServiceRequest(body: unknown, regionNameOf: RegionNameOf | undefined): Prepared {
  const parsed = parseRateRequest(body);
  if (!parsed.ok) return parsed;
  try {
    const serviceRequest = mapRateRequest(parsed.request, { regionNameOf });
    return { ok: true, shopifyRequest: parsed.request, serviceRequest };
  } catch (error) {
    // Only amounts beyond 2^53 get here (RangeError from the unit conversion).
    const message = error instanceof Error ? error.message : "the request could not be mapped";
    return { ok: false, issues: [{ path: "rate.items", message }] };
  }
}

/**
 * Shopify does not document the request-side unit of zero-decimal currencies (app/money/shopify-amounts.ts):
 * log the raw prices so the assumption can be checked on a real XOF store, and warn when a price
 * contradicts it.
 */
function noteZeroDecimalAssumption(request: ShopifyRateRequest, shopId: string, logger?: CheckoutLogger): void {
  const prices = request.items.map((item) => item.price);
  const check = zeroDecimalSubunitsCheck(prices, request.currency);
  if (check === "not-zero-decimal" || !logger) return;
  const details = { shopId, currency: request.currency, prices, subtotal: request.order_totals?.subtotal_price };
  if (check === "suspicious") {
    logger.warn("A zero-decimal price is not a multiple of 100: Shopify may be sending whole units", details);
  } else {
    logger.debug(
      "Zero-decimal prices read as whole units × 100 (assumed, docs/reference/shopify-facts.md §1.3)",
      details,
    );
  }
}
