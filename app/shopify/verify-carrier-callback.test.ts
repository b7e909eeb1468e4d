import "@shopify/shopify-api/adapters/web-api";
import { createHmac } from "node:crypto";
import { LogSeverity, shopifyApi } from "@shopify/shopify-api";
import { describe, expect, test } from "vitest";
import { API_VERSION } from "./api-version";
import { isValidCarrierCallbackHmac } from "./verify-carrier-callback.server";

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
    expect(isValidCarrierCallbackHmac(SECRET, body, hmac)).toBe(valid);
  });
});
