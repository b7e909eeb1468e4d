import { createHmac, timingSafeEqual } from "node:crypto";
import { WEBHOOK_HEADER_NAMES, WebhookType } from "@shopify/shopify-api";

/*
 * Shopify signs webhooks and carrier-service callbacks alike: X-Shopify-Hmac-Sha256 is the base64
 * HMAC-SHA256 of the raw body with the app's secret. These are the rules of Shopify's own checks
 * (api.webhooks.validate, what authenticate.webhook uses, and api.fulfillmentService.validate): an
 * empty body or a missing header fails, otherwise the base64 strings are compared in constant time;
 * a webhook must also carry its topic, shop, API version and id. We do not call those checks on
 * these paths: they import the secret through WebCrypto on every call (~280 µs), and
 * authenticate.webhook also loads and decrypts the shop's session and parses the body again,
 * which no webhook of ours uses. node:crypto computes the same HMAC in a few µs. The unit test
 * holds both checks to Shopify's answers (shopify-hmac.test.ts); docs/decisions/012 and 034.
 */
export function isValidShopifyHmac(
  apiSecret: string,
  rawBody: string | Buffer,
  hmacHeader: string | null | undefined,
): boolean {
  if (rawBody.length === 0 || !hmacHeader) return false;
  // A string is hashed as UTF-8; callers pass the bytes as received.
  const expected = Buffer.from(createHmac("sha256", apiSecret).update(rawBody).digest("base64"));
  const given = Buffer.from(hmacHeader);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type WebhookCheck =
  | { valid: true; topic: string; domain: string; apiVersion: string; webhookId: string }
  | { valid: false; status: 400 | 401; reason: string };

/**
 * A Shopify webhook's signature and headers, as api.webhooks.validate reads them: 401 for a body
 * that is not Shopify's, 400 for a request that lacks what every webhook carries. The topic is in
 * Shopify's storage form (orders/create → ORDERS_CREATE), as authenticate.webhook gives it.
 */
export function checkShopifyWebhook(
  apiSecret: string,
  rawBody: string | Buffer,
  headers: Pick<Headers, "get" | "has">,
): WebhookCheck {
  // Shopify's newer event deliveries name their headers without the X- prefix.
  const names =
    WEBHOOK_HEADER_NAMES[
      headers.has(WEBHOOK_HEADER_NAMES[WebhookType.Events].hmac) ? WebhookType.Events : WebhookType.Webhooks
    ];
  if (rawBody.length === 0) return { valid: false, status: 400, reason: "missing body" };
  const hmac = headers.get(names.hmac);
  if (!hmac) return { valid: false, status: 400, reason: "missing HMAC header" };
  if (!isValidShopifyHmac(apiSecret, rawBody, hmac)) return { valid: false, status: 401, reason: "invalid HMAC" };
  const [topic, domain, apiVersion, webhookId] = [names.topic, names.domain, names.apiVersion, names.webhookId].map(
    (name) => headers.get(name),
  );
  if (!topic || !domain || !apiVersion || !webhookId) return { valid: false, status: 400, reason: "missing headers" };
  return { valid: true, topic: topic.toUpperCase().replace(/\/|\./g, "_"), domain, apiVersion, webhookId };
}
