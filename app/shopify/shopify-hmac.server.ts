import { createHmac, timingSafeEqual } from "node:crypto";
import { WEBHOOK_HEADER_NAMES, WebhookType } from "@shopify/shopify-api";

/*
 * Shopify signs webhooks and carrier-service callbacks alike: X-Shopify-Hmac-Sha256 is the base64
 * HMAC-SHA256 of the raw body with the app's secret. These are the rules of Shopify's own checks
 * (api.webhooks.validate, what authenticate.webhook uses, and api.fulfillmentService.validate), plus
 * one of ours (below: the body is a JSON object): an empty body or a missing header fails, otherwise
 * the base64 strings are compared in constant time; a webhook must also carry its topic, shop, API
 * version and id. We do not call those checks on
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
  if (!isJsonObjectBody(rawBody) || !hmacHeader) return false;
  // A string is hashed as UTF-8; callers pass the bytes as received.
  const expected = Buffer.from(createHmac("sha256", apiSecret).update(rawBody).digest("base64"));
  const given = Buffer.from(hmacHeader);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/*
 * One key signs two kinds of message: Shopify's webhooks and carrier callbacks (HMAC-SHA256 of the body) and App
 * Bridge's session tokens (HS256 over `header.payload`, the same key and algorithm). Every merchant's staff holds
 * session tokens: split one, and `header.payload` with its signature (base64url re-encoded as base64) is a body
 * and an X-Shopify-Hmac-Sha256 that the HMAC alone accepts. What tells the kinds apart is the body: Shopify's
 * bodies are JSON objects, and a token's signed part is base64url (`eyJ…`), never `{`. So a body signed with the
 * app's key is taken only when its first byte past JSON whitespace is `{` (docs/decisions/070); Shopify's own
 * checks accept any body, ours refuse what no webhook or callback of Shopify's is.
 */
const JSON_WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const OPEN_BRACE = 0x7b;

/** Whether a body can be one of Shopify's signed bodies: `{` after optional JSON whitespace. Not parsed. */
export function isJsonObjectBody(rawBody: string | Buffer): boolean {
  for (let i = 0; i < rawBody.length; i++) {
    const code = typeof rawBody === "string" ? rawBody.charCodeAt(i) : rawBody[i];
    if (!JSON_WHITESPACE.has(code)) return code === OPEN_BRACE;
  }
  return false;
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
  // Refused before the HMAC is computed: what is not a JSON object is no webhook, however it is signed.
  if (!isJsonObjectBody(rawBody)) return { valid: false, status: 400, reason: "body not a JSON object" };
  const hmac = headers.get(names.hmac);
  if (!hmac) return { valid: false, status: 400, reason: "missing HMAC header" };
  if (!isValidShopifyHmac(apiSecret, rawBody, hmac)) return { valid: false, status: 401, reason: "invalid HMAC" };
  const [topic, domain, apiVersion, webhookId] = [names.topic, names.domain, names.apiVersion, names.webhookId].map(
    (name) => headers.get(name),
  );
  if (!topic || !domain || !apiVersion || !webhookId) return { valid: false, status: 400, reason: "missing headers" };
  return { valid: true, topic: topic.toUpperCase().replace(/\/|\./g, "_"), domain, apiVersion, webhookId };
}
