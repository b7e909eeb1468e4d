import { describe, expect, test } from "vitest";
import type { CheckoutMetricEvent } from "./answer-rate-request";
import { createCheckoutMetrics, emptyShopMetrics, latencyPercentile, mergeShopMetrics } from "./checkout-metrics";

const shopId = "dakar-boutique.myshopify.com";
const callback = (source: "hit" | "miss" | "stale" | "stale-on-error" | "fallback" | "error", extra = {}) =>
  ({ type: "callback", shopId, source, status: 200, ...extra }) as CheckoutMetricEvent;
const call = (latencyMs: number, ok = true): CheckoutMetricEvent => ({ type: "service-call", shopId, latencyMs, ok });

describe("createCheckoutMetrics", () => {
  test("counts callbacks by how they were answered", () => {
    const metrics = createCheckoutMetrics();
    [
      callback("miss"),
      callback("hit"),
      callback("hit"),
      callback("stale"),
      callback("stale-on-error", { errorKind: "rate_limited" }),
      callback("fallback", { errorKind: "timeout" }),
      callback("error", { status: 503, errorKind: "service_error" }),
      callback("error", { status: 400, errorKind: "invalid_request" }),
    ].forEach(metrics.record);
    expect(metrics.snapshot()[shopId]).toMatchObject({
      callbacks: 8,
      cacheHits: 2,
      staleServed: 2,
      fallbacksUsed: 1,
      errors: 4,
      errorsByKind: { rate_limited: 1, timeout: 1, service_error: 1, invalid_request: 1 },
      failedAnswers: 2,
      bySource: { hit: 2, miss: 1, stale: 1, "stale-on-error": 1, fallback: 1, error: 2 },
    });
  });

  test("counts service calls and failures and keeps their latency per shop", () => {
    const metrics = createCheckoutMetrics();
    metrics.record(call(80));
    metrics.record(call(3_000, false));
    metrics.record({ type: "service-call", shopId: "other.myshopify.com", latencyMs: 10, ok: true });
    const snapshot = metrics.snapshot();
    expect(snapshot[shopId]).toMatchObject({ serviceCalls: 2, serviceFailures: 1, callbacks: 0 });
    expect(snapshot["other.myshopify.com"].serviceCalls).toBe(1);
  });

  test("hands the counts over once on drain and starts again from zero", () => {
    const metrics = createCheckoutMetrics();
    metrics.record(callback("hit"));
    expect(metrics.drain()[shopId].callbacks).toBe(1);
    expect(metrics.snapshot()).toEqual({});
  });

  test("gives a snapshot the aggregator cannot change afterwards", () => {
    const metrics = createCheckoutMetrics();
    metrics.record(callback("hit"));
    const before = metrics.snapshot();
    metrics.record(callback("hit"));
    expect(before[shopId].callbacks).toBe(1);
  });
});

describe("latencyPercentile", () => {
  test("estimates p50 and p99 as the upper bound of the bucket holding the rank", () => {
    const metrics = createCheckoutMetrics();
    for (let i = 0; i < 98; i += 1) metrics.record(call(80));
    metrics.record(call(900));
    metrics.record(call(2_000));
    const { latencyHistogram } = metrics.snapshot()[shopId];
    expect(latencyPercentile(latencyHistogram, 50)).toBe(100);
    expect(latencyPercentile(latencyHistogram, 99)).toBe(1_000);
    expect(latencyPercentile(latencyHistogram, 100)).toBe(2_500);
  });

  test("says Infinity above the last bound and null with no samples", () => {
    const metrics = createCheckoutMetrics();
    metrics.record(call(60_000));
    expect(latencyPercentile(metrics.snapshot()[shopId].latencyHistogram, 50)).toBe(Number.POSITIVE_INFINITY);
    expect(latencyPercentile(emptyShopMetrics().latencyHistogram, 50)).toBeNull();
  });
});

describe("mergeShopMetrics", () => {
  test("adds two aggregates field by field", () => {
    const a = createCheckoutMetrics();
    const b = createCheckoutMetrics();
    a.record(callback("hit"));
    a.record(call(80));
    b.record(callback("fallback", { errorKind: "timeout" }));
    b.record(call(80, false));
    const merged = mergeShopMetrics(a.snapshot()[shopId], b.snapshot()[shopId]);
    expect(merged).toMatchObject({
      callbacks: 2,
      cacheHits: 1,
      fallbacksUsed: 1,
      errors: 1,
      errorsByKind: { timeout: 1 },
      serviceCalls: 2,
      serviceFailures: 1,
    });
    expect(latencyPercentile(merged.latencyHistogram, 100)).toBe(100);
  });
});
