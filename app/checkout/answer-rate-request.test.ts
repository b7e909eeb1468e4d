import { describe, expect, test, vi } from "vitest";
import { answerRateRequest, type AnswerRateRequestInput, type CheckoutMetricEvent } from "./answer-rate-request";
import type { FallbackRate } from "./fallback-rates";
import type { ShopifyRatesBody } from "./map-rate-response";
import { createRatesCache } from "./rates-cache";
import { createRateModels } from "./rate-models";
import type { CheckoutRates } from "~/delivery";
import type { FetchRates } from "./answer-rate-request";
import { createFakeClock, deferred } from "../../test/support/fake-clock";
import { callbackBody, serviceRate, serviceResponse, shopifyItem } from "../../test/support/checkout-fixtures";

const fallbackRates: FallbackRate[] = [
  { countryCode: "SN", name: "Livraison Dakar", priceMinor: 200000, currency: "XOF", minDays: 1, maxDays: 2 },
];
const rateLimited = Object.assign(new Error("Too many requests"), { statusCode: 429 });

function setup(fetchImpl: FetchRates = async () => serviceResponse()) {
  const clock = createFakeClock();
  const cache = createRatesCache<ShopifyRatesBody>({
    ttlMs: 60_000,
    staleTtlMs: 300_000,
    staleIfErrorTtlMs: 3_600_000,
    maxEntries: 50,
    loadTimeoutMs: 10_000,
    now: clock.now,
    timers: clock.timers,
  });
  const events: CheckoutMetricEvent[] = [];
  const fetchRates = vi.fn(fetchImpl);
  const answer = (overrides: Partial<AnswerRateRequestInput> = {}) =>
    answerRateRequest({
      shopId: "dakar-boutique.myshopify.com",
      body: callbackBody(),
      fetchRates,
      cache,
      now: clock.now,
      record: (event) => events.push(event),
      ...overrides,
    });
  return { clock, fetchRates, answer, events };
}

describe("answerRateRequest", () => {
  test("answers an XOF checkout from the service with amounts ×100 on both sides", async () => {
    const { answer, fetchRates, events } = setup();
    const result = await answer();
    expect(result).toMatchObject({ status: 200, source: "miss" });
    expect(result.body).toMatchObject({ rates: [{ service_code: "STD-SN", currency: "XOF", total_price: "250000" }] });
    expect(fetchRates.mock.calls[0][0]).toMatchObject({ currency: "XOF", goodsTotalMinor: 250000, locale: "fr" });
    expect(events).toEqual([
      { type: "service-call", shopId: "dakar-boutique.myshopify.com", latencyMs: 0, ok: true },
      { type: "callback", shopId: "dakar-boutique.myshopify.com", source: "miss", status: 200, errorKind: undefined },
    ]);
  });

  test("asks the service in English for an English-speaking buyer paying in EUR", async () => {
    const { answer, fetchRates } = setup(async () =>
      serviceResponse([serviceRate({ currency: "EUR", priceMinor: 990 })]),
    );
    const body = callbackBody({ currency: "EUR", locale: "en-GB", items: [shopifyItem({ price: 4500 })] });
    const result = await answer({ body });
    expect(fetchRates.mock.calls[0][0]).toMatchObject({ locale: "en", goodsTotalMinor: 4500 });
    expect(result.body).toMatchObject({ rates: [{ total_price: "990", currency: "EUR" }] });
  });

  test("answers a second identical checkout from the cache, at once and counted", async () => {
    const { answer, fetchRates, events, clock } = setup();
    await answer();
    events.length = 0;
    // A fresh answer is the answer itself, not a promise: the callback's hit goes on in the same turn.
    const hit = answer();
    expect(hit).not.toBeInstanceOf(Promise);
    expect(hit).toMatchObject({ status: 200, source: "hit" });
    expect(events).toEqual([
      { type: "callback", shopId: "dakar-boutique.myshopify.com", source: "hit", status: 200, errorKind: undefined },
    ]);
    expect(fetchRates).toHaveBeenCalledTimes(1);
    // Past the fresh window it is served stale, through a promise that also starts the refresh.
    await clock.advance(60_000);
    const stale = answer();
    expect(stale).toBeInstanceOf(Promise);
    expect(await stale).toMatchObject({ status: 200, source: "stale" });
  });

  test("makes one service call for ten identical checkouts arriving together", async () => {
    const gate = deferred<CheckoutRates>();
    const { answer, fetchRates } = setup(() => gate.promise);
    const pending = Array.from({ length: 10 }, () => answer());
    gate.resolve(serviceResponse());
    const results = await Promise.all(pending);
    expect(fetchRates).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.status === 200)).toBe(true);
  });

  test("passes an empty list from the service through as no rates, not as a failure", async () => {
    const { answer } = setup(async () => ({ rates: [], reason: null }));
    expect(await answer({ fallbackRates })).toEqual({ status: 200, body: { rates: [] }, source: "miss" });
  });

  test("answers with the fallback table at the deadline when the service never answers", async () => {
    const { answer, clock, fetchRates } = setup(() => new Promise(() => {}));
    let result: unknown;
    void Promise.resolve(answer({ fallbackRates, deadlineMs: 2_500 })).then((r) => (result = r));
    await clock.advance(2_499);
    expect(result).toBeUndefined();
    await clock.advance(1);
    expect(result).toMatchObject({ status: 200, source: "fallback", errorKind: "timeout" });
    expect(result).toMatchObject({
      body: { rates: [{ service_code: "fallback-livraison-dakar", total_price: "200000" }] },
    });
    await clock.advance(10_000);
    expect(fetchRates.mock.calls[0][1].signal.aborted).toBe(true);
  });

  test("answers 503 at the deadline when the service never answers and no fallback fits", async () => {
    const { answer, clock } = setup(() => new Promise(() => {}));
    const pending = answer({ fallbackRates, body: callbackBody({ destination: { country: "ML" } }) });
    await clock.advance(2_500);
    expect(await pending).toMatchObject({ status: 503, source: "error", errorKind: "timeout" });
  });

  test("asks for a buyer on a miss and as a refresh behind a stale answer, so the two can take different budget shares", async () => {
    const { answer, clock, fetchRates } = setup();
    await answer();
    await clock.advance(61_000);
    expect(await answer()).toMatchObject({ status: 200, source: "stale" });
    expect(fetchRates.mock.calls.map(([, options]) => options.purpose)).toEqual(["buyer", "refresh"]);
  });

  test("serves the old answer when the service is rate-limited", async () => {
    let fail = false;
    const { answer, clock } = setup(async () => (fail ? Promise.reject(rateLimited) : serviceResponse()));
    await answer();
    await clock.advance(400_000);
    fail = true;
    const result = await answer({ fallbackRates });
    expect(result).toMatchObject({ status: 200, source: "stale-on-error", errorKind: "rate_limited" });
    expect(result.body).toMatchObject({ rates: [{ service_code: "STD-SN" }] });
  });

  test("falls back to the merchant's table when rate-limited with nothing cached", async () => {
    const { answer, events } = setup(async () => Promise.reject(rateLimited));
    expect(await answer({ fallbackRates })).toMatchObject({
      status: 200,
      source: "fallback",
      errorKind: "rate_limited",
    });
    const calls = events.filter((event) => event.type === "service-call");
    expect(calls).toEqual([expect.objectContaining({ ok: false })]);
  });

  test("answers 400 to a body it cannot read, without calling the service", async () => {
    const { answer, fetchRates } = setup();
    const result = await answer({ body: { rate: { currency: "XOF" } } });
    expect(result).toMatchObject({ status: 400, source: "error", errorKind: "invalid_request" });
    expect(fetchRates).not.toHaveBeenCalled();
  });

  test("warns when a zero-decimal price contradicts the ×100 assumption, and notes it otherwise", async () => {
    const { answer } = setup();
    const logger = { debug: vi.fn(), warn: vi.fn() };
    await answer({ logger });
    expect(logger.debug).toHaveBeenCalledWith(
      expect.stringContaining("× 100"),
      expect.objectContaining({ prices: [250000] }),
    );
    await answer({ logger, body: callbackBody({ items: [shopifyItem({ price: 2550 })] }) });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("whole units"),
      expect.objectContaining({ prices: [2550] }),
    );
  });

  test("still answers when the metrics callback throws", async () => {
    const { answer } = setup();
    const record = () => {
      throw new Error("metrics store down");
    };
    expect(await answer({ record })).toMatchObject({ status: 200, source: "miss" });
  });
});

describe("answerRateRequest with learned destination rates", () => {
  const cart = (grams: number, price: number) => callbackBody({ items: [shopifyItem({ grams, price })] });
  // The answers' learning runs on promises alone (in-memory models, a fake service): one macrotask lets it all finish.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  test("a proven destination answers a new cart at once, checks it in the background, and a contradiction ends it", async () => {
    let priceMinor = 250000;
    const { answer, fetchRates, events, clock } = setup(async () => serviceResponse([serviceRate({ priceMinor })]));
    const models = createRateModels({ now: clock.now });
    for (const [grams, price] of [
      [400, 100000],
      [3000, 900000],
      [1500, 500000],
    ])
      expect(await answer({ body: cart(grams, price), models })).toMatchObject({ source: "miss" });
    await settle();
    expect(fetchRates).toHaveBeenCalledTimes(3);

    // The merchant now charges more; the model, not knowing it yet, answers the next cart and checks it.
    priceMinor = 300000;
    const learnt = await answer({ body: cart(2000, 300000), models });
    expect(learnt).toMatchObject({ status: 200, source: "model" });
    expect((learnt.body as ShopifyRatesBody).rates[0].total_price).toBe("250000");
    expect(events).toContainEqual({ type: "model", shopId: "dakar-boutique.myshopify.com", event: "check" });
    await vi.waitFor(() => expect(fetchRates).toHaveBeenCalledTimes(4));
    expect(fetchRates.mock.calls[3][1].purpose).toBe("buyer");
    await vi.waitFor(() =>
      expect(events).toContainEqual({ type: "model", shopId: "dakar-boutique.myshopify.com", event: "dropped" }),
    );

    // Dropped: the next new cart goes to the service.
    expect(await answer({ body: cart(2500, 400000), models })).toMatchObject({ source: "miss" });
    expect(fetchRates).toHaveBeenCalledTimes(5);
  });

  test("an exact cart the cache holds is answered from the cache, not the model", async () => {
    const { answer, fetchRates, clock } = setup();
    const models = createRateModels({ now: clock.now });
    for (const [grams, price] of [
      [400, 100000],
      [3000, 900000],
      [1500, 500000],
    ])
      await answer({ body: cart(grams, price), models });
    await settle();
    expect(await answer({ body: cart(3000, 900000), models })).toMatchObject({ source: "hit" });
    expect(fetchRates).toHaveBeenCalledTimes(3);
  });
});
