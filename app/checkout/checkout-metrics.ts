/**
 * Per-shop metrics of the checkout callback, aggregated in memory. Pure: no I/O, no clock. The lead
 * flushes `drain()` to the database on an interval and renders the snapshot; rows flushed at
 * different times add up with `mergeShopMetrics` because every field is a count.
 *
 * Latency is a fixed-bucket histogram (bounded memory, mergeable), so percentiles are estimates:
 * the upper bound of the bucket holding the rank ("p99 ≤ 500 ms"), never an underestimate.
 */
import type { AnswerSource, CheckoutMetricEvent } from "./answer-rate-request";

/** Upper bounds in ms; the last bucket (index LATENCY_BUCKETS_MS.length) is "above 10 s". */
export const LATENCY_BUCKETS_MS = [25, 50, 100, 150, 250, 400, 600, 1000, 1500, 2500, 4000, 10_000] as const;

export type ShopCheckoutMetrics = {
  callbacks: number;
  bySource: Record<AnswerSource, number>;
  cacheHits: number;
  staleServed: number;
  fallbacksUsed: number;
  /** Callbacks during which the service could not answer (whether or not something was shown). */
  errors: number;
  errorsByKind: Record<string, number>;
  /** Callbacks answered 400/503 (Shopify showed backup rates or nothing of ours). */
  failedAnswers: number;
  serviceCalls: number;
  serviceFailures: number;
  /** Learned destination rates (rate-model.ts): answers given, of them checked with the service, models dropped. */
  modelAnswers: number;
  modelChecks: number;
  modelDrops: number;
  /** Sum of service call latencies, for an exact average next to the bucketed percentiles. */
  serviceLatencyMsTotal: number;
  latencyHistogram: number[];
};

export type CheckoutMetrics = {
  record(event: CheckoutMetricEvent): void;
  snapshot(): Record<string, ShopCheckoutMetrics>;
  /** The snapshot, then a reset: for flushing to storage. */
  drain(): Record<string, ShopCheckoutMetrics>;
};

export function createCheckoutMetrics(): CheckoutMetrics {
  let byShop = new Map<string, ShopCheckoutMetrics>();
  const shop = (id: string) => {
    let metrics = byShop.get(id);
    if (!metrics) byShop.set(id, (metrics = emptyShopMetrics()));
    return metrics;
  };
  const snapshot = () => Object.fromEntries([...byShop].map(([id, m]) => [id, structuredClone(m)]));
  return {
    record(event) {
      applyEvent(shop(event.shopId), event);
    },
    snapshot,
    drain() {
      const taken = snapshot();
      byShop = new Map();
      return taken;
    },
  };
}

export function emptyShopMetrics(): ShopCheckoutMetrics {
  return {
    callbacks: 0,
    bySource: { hit: 0, miss: 0, stale: 0, "stale-on-error": 0, model: 0, fallback: 0, error: 0 },
    cacheHits: 0,
    staleServed: 0,
    fallbacksUsed: 0,
    errors: 0,
    errorsByKind: {},
    failedAnswers: 0,
    serviceCalls: 0,
    serviceFailures: 0,
    modelAnswers: 0,
    modelChecks: 0,
    modelDrops: 0,
    serviceLatencyMsTotal: 0,
    latencyHistogram: new Array(LATENCY_BUCKETS_MS.length + 1).fill(0),
  };
}

function applyEvent(m: ShopCheckoutMetrics, event: CheckoutMetricEvent): void {
  if (event.type === "model") {
    if (event.event === "check") m.modelChecks += 1;
    else m.modelDrops += 1;
    return;
  }
  if (event.type === "service-call") {
    m.serviceCalls += 1;
    if (!event.ok) m.serviceFailures += 1;
    m.serviceLatencyMsTotal += Math.round(event.latencyMs);
    m.latencyHistogram[bucketOf(event.latencyMs)] += 1;
    return;
  }
  m.callbacks += 1;
  m.bySource[event.source] += 1;
  if (event.source === "hit") m.cacheHits += 1;
  if (event.source === "stale" || event.source === "stale-on-error") m.staleServed += 1;
  if (event.source === "fallback") m.fallbacksUsed += 1;
  if (event.source === "model") m.modelAnswers += 1;
  if (event.status !== 200) m.failedAnswers += 1;
  if (event.errorKind) {
    m.errors += 1;
    m.errorsByKind[event.errorKind] = (m.errorsByKind[event.errorKind] ?? 0) + 1;
  }
}

function bucketOf(latencyMs: number): number {
  const index = LATENCY_BUCKETS_MS.findIndex((bound) => latencyMs <= bound);
  return index === -1 ? LATENCY_BUCKETS_MS.length : index;
}

/**
 * Estimated percentile (0 < p ≤ 100) of service latency in ms: the upper bound of the bucket that
 * holds the rank; Infinity when it falls in the open last bucket; null with no samples.
 */
export function latencyPercentile(histogram: readonly number[], p: number): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    seen += histogram[i];
    if (seen >= rank) return LATENCY_BUCKETS_MS[i] ?? Number.POSITIVE_INFINITY;
  }
  return Number.POSITIVE_INFINITY;
}

/** Sum of two aggregates (e.g. a stored row and a fresh drain). */
export function mergeShopMetrics(a: ShopCheckoutMetrics, b: ShopCheckoutMetrics): ShopCheckoutMetrics {
  const merged = emptyShopMetrics();
  for (const key of [
    "callbacks",
    "cacheHits",
    "staleServed",
    "fallbacksUsed",
    "errors",
    "failedAnswers",
    "serviceCalls",
    "serviceFailures",
    "modelAnswers",
    "modelChecks",
    "modelDrops",
    "serviceLatencyMsTotal",
  ] as const) {
    merged[key] = a[key] + b[key];
  }
  for (const source of Object.keys(merged.bySource) as AnswerSource[]) {
    merged.bySource[source] = (a.bySource[source] ?? 0) + (b.bySource[source] ?? 0);
  }
  for (const kind of new Set([...Object.keys(a.errorsByKind), ...Object.keys(b.errorsByKind)])) {
    merged.errorsByKind[kind] = (a.errorsByKind[kind] ?? 0) + (b.errorsByKind[kind] ?? 0);
  }
  merged.latencyHistogram = merged.latencyHistogram.map(
    (_, i) => (a.latencyHistogram[i] ?? 0) + (b.latencyHistogram[i] ?? 0),
  );
  return merged;
}
