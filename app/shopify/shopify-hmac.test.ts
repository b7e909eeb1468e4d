// The app's adapter (shopify-app-remix loads the web API one). Adapters set process-wide functions and unit files
// share a process (vitest.config.ts): no unit file may load the node adapter, or this check reads no headers.
import "@shopify/shopify-api/adapters/web-api";
import { createHmac } from "node:crypto";
import { LogSeverity, shopifyApi } from "@shopify/shopify-api";
import { describe, expect, test } from "vitest";
import { API_VERSION } from "./api-version";
import { checkShopifyWebhook, isJsonObjectBody, isValidShopifyHmac } from "./shopify-hmac.server";

const SECRET = "shpss_test_secret";
const BODY = JSON.stringify({
  rate: { currency: "XOF", items: [{ sku: "SHEA", price: 250000 }], destination: { city: "Abidjan" } },
});
const sign = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body, "utf8").digest("base64");

// Shopify's own check, the reference this fast path must agree with.
const shopify = shopifyApi({
  apiKey: "key",
  apiSecretKey: SECRET,
  apiVersion: API_VERSION,
  hostName: "app.example.com",
  isEmbeddedApp: true,
  logger: { level: LogSeverity.Error, log: async () => {} },
});
async function shopifySays(body: string, hmac: string | null): Promise<boolean> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (hmac !== null) headers["x-shopify-hmac-sha256"] = hmac;
  const rawRequest = new Request("https://app.example.com/carrier-service/rates", {
    method: "POST",
    headers,
    body: body || undefined,
  });
  return (await shopify.fulfillmentService.validate({ rawBody: body, rawRequest })).valid;
}

describe("the carrier callback's HMAC check agrees with Shopify's fulfillmentService.validate", () => {
  const cases: Array<[string, string, string | null, boolean]> = [
    ["a correctly signed body", BODY, sign(BODY), true],
    [
      "a body with non-ASCII text (signed over its UTF-8 bytes)",
      '{"rate":{"city":"Yamoussoukro – Côte d’Ivoire"}}',
      sign('{"rate":{"city":"Yamoussoukro – Côte d’Ivoire"}}'),
      true,
    ],
    ["a body changed after signing", BODY.replace("250000", "1"), sign(BODY), false],
    ["a body signed with another secret", BODY, sign(BODY, "another secret"), false],
    ["a missing header", BODY, null, false],
    ["an empty header", BODY, "", false],
    ["a hex digest instead of base64", BODY, createHmac("sha256", SECRET).update(BODY).digest("hex"), false],
    ["the right digest with a character added", BODY, `${sign(BODY)}=`, false],
    ["an empty body, even signed", "", sign(""), false],
  ];
  test.each(cases)("%s", async (_name, body, hmac, valid) => {
    expect(await shopifySays(body, hmac)).toBe(valid);
    expect(isValidShopifyHmac(SECRET, body, hmac)).toBe(valid);
  });
});

describe("the webhook check agrees with Shopify's webhooks.validate (what authenticate.webhook uses)", () => {
  const ORDER = '{"id":820982911946154508,"name":"#1001","note":"Livrer à Cocody"}';
  const classic = (body: string): Record<string, string> => ({
    "X-Shopify-Hmac-Sha256": sign(body),
    "X-Shopify-Topic": "orders/create",
    "X-Shopify-Shop-Domain": "awa-boutique.myshopify.com",
    "X-Shopify-API-Version": API_VERSION,
    "X-Shopify-Webhook-Id": "b54557e4-bdd9-4b37-8a5f-bf7d70bcd043",
  });
  const events = (body: string): Record<string, string> => ({
    "shopify-hmac-sha256": sign(body),
    "shopify-topic": "orders/create",
    "shopify-shop-domain": "awa-boutique.myshopify.com",
    "shopify-api-version": API_VERSION,
    "shopify-webhook-id": "b54557e4-bdd9-4b37-8a5f-bf7d70bcd044",
  });
  const without = (headers: Record<string, string>, name: string) =>
    Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
  const cases: Array<[string, string, Record<string, string>, boolean]> = [
    ["a signed webhook", ORDER, classic(ORDER), true],
    ["a signed event delivery (headers without X-)", ORDER, events(ORDER), true],
    ["a body changed after signing", ORDER.replace("1001", "1002"), classic(ORDER), false],
    ["another secret", ORDER, { ...classic(ORDER), "X-Shopify-Hmac-Sha256": sign(ORDER, "another secret") }, false],
    ["no HMAC header", ORDER, without(classic(ORDER), "X-Shopify-Hmac-Sha256"), false],
    ["an empty body", "", classic(""), false],
    ...["X-Shopify-Topic", "X-Shopify-Shop-Domain", "X-Shopify-API-Version", "X-Shopify-Webhook-Id"].map(
      (name): [string, string, Record<string, string>, boolean] => [
        `no ${name}`,
        ORDER,
        without(classic(ORDER), name),
        false,
      ],
    ),
  ];
  test.each(cases)("%s", async (_name, body, headers, valid) => {
    const rawRequest = new Request("https://app.example.com/webhooks/orders/create", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: body || undefined,
    });
    const theirs = await shopify.webhooks.validate({ rawBody: body, rawRequest });
    const ours = checkShopifyWebhook(SECRET, body, new Headers(headers));
    expect([ours.valid, theirs.valid]).toEqual([valid, valid]);
    if (ours.valid && theirs.valid) {
      expect(ours).toEqual({
        valid: true,
        topic: theirs.topic,
        domain: theirs.domain,
        apiVersion: theirs.apiVersion,
        webhookId: theirs.webhookId,
      });
    } else if (!ours.valid && !theirs.valid) {
      // authenticate.webhook answers 401 for a bad HMAC and 400 for everything else.
      expect(ours.status).toBe(theirs.reason === "invalid_hmac" ? 401 : 400);
    }
  });
});

describe("a session token's signature is not a webhook's or a callback's (docs/decisions/070)", () => {
  // App Bridge's session token: HS256 over `header.payload` with the app's secret, the key Shopify signs bodies with.
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const signedPart = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({ dest: "https://a.myshopify.com" })}`;
  const tokenSignature = createHmac("sha256", SECRET).update(signedPart).digest("base64url");
  const asHmacHeader = Buffer.from(tokenSignature, "base64url").toString("base64");
  const headers = {
    "X-Shopify-Hmac-Sha256": asHmacHeader,
    "X-Shopify-Topic": "orders/create",
    "X-Shopify-Shop-Domain": "victim.myshopify.com",
    "X-Shopify-API-Version": API_VERSION,
    "X-Shopify-Webhook-Id": "b54557e4-bdd9-4b37-8a5f-bf7d70bcd045",
  };

  test("Shopify's own checks take the token's signed part as a signed body; ours refuse it", async () => {
    expect(await shopifySays(signedPart, asHmacHeader)).toBe(true);
    expect(isValidShopifyHmac(SECRET, signedPart, asHmacHeader)).toBe(false);
    expect(isValidShopifyHmac(SECRET, Buffer.from(signedPart), asHmacHeader)).toBe(false);
    expect(checkShopifyWebhook(SECRET, signedPart, new Headers(headers))).toEqual({
      valid: false,
      status: 400,
      reason: "body not a JSON object",
    });
  });

  test.each([
    ["an object", '{"id":1}', true],
    ["an object after JSON whitespace", ' \t\r\n{"id":1}', true],
    ["an array", "[1]", false],
    ["a string", '"x"', false],
    ["a form", "code=1&shop=a.myshopify.com", false],
    ["only whitespace", "  ", false],
    ["a byte-order mark first", '\ufeff{"id":1}', false],
  ])("a body that is %s: %s", (_name, body, taken) => {
    expect(isJsonObjectBody(body)).toBe(taken);
    expect(isJsonObjectBody(Buffer.from(body))).toBe(taken);
    expect(isValidShopifyHmac(SECRET, body, sign(body))).toBe(taken);
  });
});
