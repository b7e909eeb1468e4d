import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { carrierRateRequest } from "../../shopify-stand-in/carrier-rate-request";
import { startStack, type Stack } from "../../stack/stack";
import {
  abidjanCart,
  clearFaults,
  checkoutShop,
  fault,
  sandboxCalls,
  SERVICE_FAILURES,
  type Rate,
} from "../support/checkout-kit";

let stack: Stack;
beforeAll(async () => {
  // A short deadline makes a slow service visible: the slow answer never reaches the buyer.
  // Two seconds for the service to answer a cart, even on a loaded machine; the slow-service faults take 3 s.
  stack = await startStack({ CHECKOUT_DEADLINE_MS: "2000" });
});
afterAll(() => stack?.stop());

describe("rates at checkout", () => {
  test("a buyer paying in XOF (no subunits) sees the merchant's rates, prices ×100 as Shopify expects", async () => {
    const shop = await checkoutShop(stack);
    const response = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: shop.path,
      body: abidjanCart(),
    });
    expect(response.status).toBe(200);
    const { rates } = (await response.json()) as { rates: Rate[] };
    const standard = rates.find((rate) => rate.service_code === "ci-abidjan-standard");
    // 1,500 XOF is sent as 150000 by the service (two decimals for every currency) and by Shopify (×100).
    expect(standard).toMatchObject({
      service_name: "Standard delivery (Abidjan)",
      total_price: "150000",
      currency: "XOF",
    });
    expect(standard!.min_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/);
  });

  test("a French-speaking buyer gets the texts in French", async () => {
    const shop = await checkoutShop(stack);
    const response = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: shop.path,
      body: abidjanCart({ locale: "fr-CI" }),
    });
    const { rates } = (await response.json()) as { rates: Rate[] };
    expect(rates.map((rate) => rate.service_name)).toContain("Livraison standard (Abidjan)");
  });

  test("a buyer in a two-decimal currency (EUR) gets prices in cents", async () => {
    const shop = await checkoutShop(stack);
    const body = carrierRateRequest({
      country: "FR",
      province: null,
      city: "Paris",
      currency: "EUR",
      items: [{ sku: "MUG-1", quantity: 1, grams: 400, price: 2599 }],
    });
    const response = await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body });
    const { rates } = (await response.json()) as { rates: Rate[] };
    expect(rates).toEqual([
      expect.objectContaining({ service_code: "fr-standard-eur", total_price: "1500", currency: "EUR" }),
    ]);
  });

  test("every rate asks the buyer for a phone number unless the merchant turned it off, and stale or fallback answers too", async () => {
    const shop = await checkoutShop(stack);
    const response = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: shop.path,
      body: abidjanCart(),
    });
    const { rates } = (await response.json()) as { rates: Array<Rate & { phone_required?: boolean }> };
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((rate) => rate.phone_required === true)).toBe(true);

    const relaxed = await checkoutShop(stack, { requirePhoneAtCheckout: false });
    const relaxedRates = (
      (await (
        await stack.shopify.sendCarrierCallback({ shop: relaxed.domain, path: relaxed.path, body: abidjanCart() })
      ).json()) as { rates: Array<Rate & { phone_required?: boolean }> }
    ).rates;
    expect(relaxedRates.length).toBeGreaterThan(0);
    expect(relaxedRates.some((rate) => "phone_required" in rate)).toBe(false);

    const fallbackOnly = await checkoutShop(stack, {
      fallbackRates: [
        { countryCode: "CI", name: "Standard delivery", priceMinor: 200000, currency: "XOF", minDays: 2, maxDays: 5 },
      ],
    });
    await fault(stack, { kind: "error", status: 500, count: 3, path: "/v1/public-api/checkout/rates" });
    const fallback = await stack.shopify.sendCarrierCallback({
      shop: fallbackOnly.domain,
      path: fallbackOnly.path,
      body: abidjanCart({ items: [{ sku: "PHONE-FALLBACK", quantity: 1, grams: 100, price: 100000 }] }),
    });
    await clearFaults(stack);
    expect(((await fallback.json()) as { rates: Array<Rate & { phone_required?: boolean }> }).rates).toEqual([
      expect.objectContaining({ service_name: "Standard delivery", phone_required: true }),
    ]);
  });

  test("a Nigerian buyer's province code is sent with its name, so the merchant's Lagos price applies", async () => {
    const shop = await checkoutShop(stack);
    await fetch(`${stack.sandbox.url}/__sandbox/requests`, { method: "DELETE" });
    const body = carrierRateRequest({
      country: "NG",
      province: "LA",
      city: "Ikeja",
      currency: "NGN",
      items: [{ sku: "LAGOS-1", quantity: 1, grams: 300, price: 1500000 }],
    });
    const response = await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body });
    const { rates } = (await response.json()) as { rates: Rate[] };
    expect(rates.map((rate) => rate.service_code)).toContain("ng-lagos-standard");
    const logged = (await (
      await fetch(`${stack.sandbox.url}/__sandbox/requests?path=/v1/public-api/checkout/rates`)
    ).json()) as { requests: Array<{ body: { destination: unknown } }> };
    expect(logged.requests.map((request) => request.body.destination)).toContainEqual({
      countryCode: "NG",
      region: "LA",
      regionName: "Lagos",
      city: "Ikeja",
    });
  });

  test("a destination the merchant does not serve gets an empty list, not an error", async () => {
    const shop = await checkoutShop(stack);
    const body = carrierRateRequest({
      country: "US",
      province: "NY",
      city: "New York",
      currency: "XOF",
      items: [{ quantity: 1, price: 100000 }],
    });
    const response = await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rates: [] });
  });

  test("identical concurrent requests share one call to the service, and a repeat is served from the cache", async () => {
    const shop = await checkoutShop(stack);
    const before = await sandboxCalls(stack);
    const body = abidjanCart({ items: [{ sku: "CONCURRENT", quantity: 3, grams: 100, price: 99900 }] });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body });
    expect((await sandboxCalls(stack)) - before).toBe(1);
  });
});

describe("when the service fails", () => {
  test("a fresh cached answer serves the buyer without asking the service, which is answering 500", async () => {
    const shop = await checkoutShop(stack);
    const body = abidjanCart({ items: [{ sku: "CACHED", quantity: 1, grams: 100, price: 100000 }] });
    expect((await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body })).status).toBe(200);
    const before = await sandboxCalls(stack);
    await fault(stack, { kind: "error", status: 500, count: 5, path: "/v1/public-api/checkout/rates" });
    const response = await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { rates: Rate[] }).rates.length).toBeGreaterThan(0);
    expect(await sandboxCalls(stack)).toBe(before);
    await clearFaults(stack);
  });

  const fallbackSettings = {
    fallbackRates: [
      { countryCode: "CI", name: "Standard delivery", priceMinor: 200000, currency: "XOF", minDays: 2, maxDays: 5 },
    ],
  };

  test.each(SERVICE_FAILURES)(
    "the merchant's fallback rates answer when the service %s and nothing is cached",
    async (_label, faultSpec) => {
      const shop = await checkoutShop(stack, fallbackSettings);
      await fault(stack, { ...faultSpec, path: "/v1/public-api/checkout/rates" });
      const response = await stack.shopify.sendCarrierCallback({
        shop: shop.domain,
        path: shop.path,
        body: abidjanCart(),
      });
      expect(response.status).toBe(200);
      const { rates } = (await response.json()) as { rates: Rate[] };
      expect(rates).toEqual([
        expect.objectContaining({ service_name: "Standard delivery", total_price: "200000", currency: "XOF" }),
      ]);
      await clearFaults(stack);
    },
  );

  test("without a cache or fallback rates the answer is an error status, so Shopify shows the merchant's backup rates", async () => {
    const shop = await checkoutShop(stack);
    await fault(stack, { kind: "error", status: 503, count: 3, path: "/v1/public-api/checkout/rates" });
    const response = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: shop.path,
      body: abidjanCart(),
    });
    expect(response.status).toBe(503);
    await clearFaults(stack);
  });
});

describe("callbacks that must not reach the service", () => {
  test("a bad HMAC, a wrong token or another shop's domain get 401 and no service call", async () => {
    const shop = await checkoutShop(stack);
    const other = await checkoutShop(stack);
    const before = await sandboxCalls(stack);
    const badHmac = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: shop.path,
      body: abidjanCart(),
      hmacOverride: "Zm9yZ2Vk",
    });
    const wrongToken = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: "/carrier-service/rates?token=guessed",
      body: abidjanCart(),
    });
    const otherShop = await stack.shopify.sendCarrierCallback({
      shop: other.domain,
      path: shop.path,
      body: abidjanCart(),
    });
    const noToken = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: "/carrier-service/rates",
      body: abidjanCart(),
    });
    expect([badHmac.status, wrongToken.status, otherShop.status, noToken.status]).toEqual([401, 401, 401, 401]);
    expect(await sandboxCalls(stack)).toBe(before);
  });

  test("a malformed body gets 400, an oversized one 413, and GET gets 405", async () => {
    const shop = await checkoutShop(stack);
    const malformed = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: shop.path,
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    const wrongShape = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: shop.path,
      body: { rate: { items: "none" } },
    });
    expect(wrongShape.status).toBe(400);
    const huge = await stack.shopify.sendCarrierCallback({
      shop: shop.domain,
      path: shop.path,
      body: JSON.stringify({ rate: { padding: "x".repeat(300_000) } }),
    });
    expect(huge.status).toBe(413);
    const get = await fetch(`${stack.app.url}${shop.path}`);
    expect(get.status).toBe(405);
  });

  test("an oversized body streamed without a Content-Length gets 413 too, and the next callback is answered", async () => {
    const shop = await checkoutShop(stack);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(
        `${stack.app.url}${shop.path}`,
        { method: "POST", headers: { "Content-Type": "application/json", "X-Shopify-Shop-Domain": shop.domain } },
        (incoming) => {
          incoming.resume();
          resolve(incoming.statusCode ?? 0);
        },
      );
      // The app may close the connection while the rest is still being sent.
      outgoing.on("error", (error: NodeJS.ErrnoException) =>
        error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error),
      );
      const chunk = "x".repeat(64 * 1024);
      for (let sent = 0; sent < 6; sent++) outgoing.write(chunk);
      outgoing.end();
    });
    expect(status).toBe(413);
    const next = await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body: abidjanCart() });
    expect(next.status).toBe(200);
  });

  test("a caller hanging up mid-body is logged as abandoned, not as a failure, and the next callback is answered", async () => {
    const shop = await checkoutShop(stack);
    await new Promise<void>((resolve) => {
      const outgoing = httpRequest(`${stack.app.url}${shop.path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": "5000" },
      });
      outgoing.on("error", () => resolve());
      outgoing.write('{"rate":{"origin":', () => setTimeout(() => outgoing.destroy(), 50));
      outgoing.on("close", () => resolve());
    });
    await expect.poll(() => stack.app.output()).toContain("carrier callback abandoned by the caller");
    expect(stack.app.output()).not.toContain("carrier callback failed");
    const next = await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body: abidjanCart() });
    expect(next.status).toBe(200);
  });
});

test("checkout health is recorded per shop: callbacks, cache hits, fallbacks and service latency", async () => {
  const shop = await checkoutShop(stack);
  const body = abidjanCart({ items: [{ sku: "STATS", quantity: 1, grams: 100, price: 100000 }] });
  await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body });
  await stack.shopify.sendCarrierCallback({ shop: shop.domain, path: shop.path, body });
  let stat = null;
  for (let attempt = 0; attempt < 50 && !(stat && stat.callbacks >= 2); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    stat = await stack.db.checkoutStat.findFirst({ where: { shopId: shop.id } });
  }
  expect(stat).toMatchObject({ callbacks: 2, cacheHits: 1, serviceCalls: 1, fallbacksUsed: 0 });
  expect(stat!.serviceLatencyMs).toBeGreaterThanOrEqual(0);
  const metrics = await (await fetch(`${stack.app.url}/metrics`)).text();
  expect(metrics).toContain(`checkout_callbacks_today{shop="${shop.domain}"} 2`);
  expect(metrics).toContain(`checkout_cache_hits_today{shop="${shop.domain}"} 1`);
  expect(metrics).toMatch(/jobs_queued\{queue="orders.sync-order"\} \d+/);
});

test("the app's logs never contain a checkout key", async () => {
  const connections = await stack.db.serviceConnection.findMany({ where: { checkoutApiKeyCiphertext: { not: null } } });
  const keys = connections.map((connection) => stack.secrets.decrypt(connection.checkoutApiKeyCiphertext!));
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) expect(stack.app.output()).not.toContain(key);
});
