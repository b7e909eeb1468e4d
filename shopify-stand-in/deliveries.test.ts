// The web API adapter, as the app's own shopify-app-remix loads it: adapters set process-wide functions, and a unit
// worker runs many files in one process (vitest.config.ts), so every unit file uses the one the app uses.
import "@shopify/shopify-api/adapters/web-api";
import { ApiVersion, LogSeverity, shopifyApi } from "@shopify/shopify-api";
import { getHmac } from "@shopify/shopify-api/test-helpers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carrierRateRequest } from "./carrier-rate-request";
import { restOrderPayload } from "./rest-payload";
import { createShopifyStandIn, type ShopifyStandIn } from "./stand-in";
import { API_KEY, API_SECRET, startCaptureServer } from "./test-kit";

// The app side is played by a capture server that runs shopify-api's own validators, so these tests prove the
// stand-in's requests pass the checks authenticate.webhook / authenticate.fulfillmentService make.
const SHOP = "deliveries-shop.myshopify.com";
const shopify = shopifyApi({
  apiKey: API_KEY,
  apiSecretKey: API_SECRET,
  apiVersion: ApiVersion.October26,
  hostName: "127.0.0.1",
  isEmbeddedApp: false,
  logger: { level: LogSeverity.Error },
});
let standIn: ShopifyStandIn;
let app: Awaited<ReturnType<typeof startCaptureServer>>;

beforeAll(async () => {
  app = await startCaptureServer(async (request, rawBody, response) => {
    const validate = request.url?.startsWith("/webhooks/")
      ? shopify.webhooks.validate
      : shopify.fulfillmentService.validate;
    // The request as the app's Remix routes receive it: a web Request.
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === "string") headers.set(name, value);
    const rawRequest = new Request(`http://127.0.0.1${request.url}`, { method: request.method, headers });
    const result = await validate({ rawBody, rawRequest });
    response.writeHead(result.valid ? 200 : 401, { "Content-Type": "application/json" }).end(JSON.stringify(result));
  });
  standIn = await createShopifyStandIn({
    apiSecret: API_SECRET,
    appUrl: app.url,
    now: () => new Date("2026-11-20T10:00:00Z"),
  });
  standIn.state.addShop({ domain: SHOP, scopes: ["read_orders"] });
});
afterAll(async () => {
  await standIn.close();
  await app.close();
});

describe("webhooks", () => {
  it("sends an orders/create webhook with Shopify's headers and a signature shopify-api accepts", async () => {
    const { order } = standIn.state.addOrder(SHOP, { lineItems: [{ title: "Thé Ataya", quantity: 2, price: "1500" }] });

    const response = await standIn.sendWebhook({
      path: "/webhooks/orders/create",
      topic: "orders/create",
      shop: SHOP,
      payload: restOrderPayload(order),
      webhookId: "wh-1",
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      valid: true,
      topic: "ORDERS_CREATE",
      domain: SHOP,
      apiVersion: "2026-10",
      webhookId: "wh-1",
    });
    const sent = app.captured.at(-1)!;
    expect(sent.headers).toMatchObject({
      "content-type": "application/json",
      "x-shopify-topic": "orders/create",
      "x-shopify-shop-domain": SHOP,
      "x-shopify-api-version": "2026-10",
      "x-shopify-webhook-id": "wh-1",
      "x-shopify-triggered-at": "2026-11-20T10:00:00.000Z",
      "x-shopify-hmac-sha256": getHmac(sent.rawBody, API_SECRET),
    });
    expect(sent.headers["x-shopify-event-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(sent.rawBody).admin_graphql_api_id).toBe(order.id);
    expect(standIn.state.deliveries.at(-1)).toMatchObject({ kind: "webhook", topic: "orders/create", status: 200 });
  });

  it("lets a test forge a bad signature or drop a header", async () => {
    const forged = await standIn.sendWebhook({
      path: "/webhooks/orders/paid",
      topic: "orders/paid",
      shop: SHOP,
      payload: { id: 1 },
      hmacOverride: "Zm9yZ2Vk",
    });
    const headless = await standIn.sendWebhook({
      path: "/webhooks/orders/paid",
      topic: "orders/paid",
      shop: SHOP,
      payload: { id: 1 },
      headersOverride: { "X-Shopify-Webhook-Id": null },
    });

    expect(await forged.json()).toMatchObject({ valid: false, reason: "invalid_hmac" });
    expect(await headless.json()).toMatchObject({
      valid: false,
      reason: "missing_headers",
      missingHeaders: ["X-Shopify-Webhook-Id"],
    });
  });
});

describe("carrier-service callbacks", () => {
  it("posts a rate request with the observed headers and a signature shopify-api accepts", async () => {
    const body = carrierRateRequest({
      country: "SN",
      province: "DK",
      city: "Dakar",
      postalCode: "10200",
      currency: "XOF",
      locale: "fr-SN",
      items: [{ sku: "SHEA", quantity: 2, grams: 250, price: 250000 }],
    });

    const response = await standIn.sendCarrierCallback({ shop: SHOP, path: "/carrier-service/rates?token=abc", body });

    expect(await response.json()).toMatchObject({ valid: true });
    const sent = app.captured.at(-1)!;
    expect(sent.url).toBe("/carrier-service/rates?token=abc");
    expect(sent.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": "Ruby",
      "x-shopify-shop-domain": SHOP,
      "x-shopify-timeout": "10000",
      "x-shopify-hmac-sha256": getHmac(sent.rawBody, API_SECRET),
    });
    expect(sent.headers).not.toHaveProperty("x-shopify-topic");
    expect(JSON.parse(sent.rawBody).rate).toMatchObject({
      currency: "XOF",
      locale: "fr-SN",
      destination: { country: "SN", city: "Dakar", name: null, phone: null, email: null },
      items: [{ sku: "SHEA", quantity: 2, grams: 250, price: 250000, requires_shipping: true }],
      order_totals: { subtotal_price: 500000, total_price: 500000, discount_amount: 0 },
    });
  });
});
