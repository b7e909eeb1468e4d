import { randomUUID } from "node:crypto";
import { ADMIN_API_VERSION } from "./admin-schema";
import { shopifyHmac } from "./hmac";
import { toShopifyJson } from "./rest-payload";

// Shopify → app requests: webhooks (headers per shopify.dev/docs/api/webhooks "Headers", sample
// webhook-delivery-headers.shopify-example.json) and carrier-service rate callbacks (headers as observed in
// carrier-service-callback-headers.observed.json; undocumented, docs/reference/shopify-facts.md §1.4).

/** Header values to replace; `null` removes the header (to test a missing-header refusal). */
export type HeaderOverrides = Record<string, string | null>;

export type WebhookDelivery = {
  /** Path on the app, as the subscription's `uri` in shopify.app.toml, e.g. "/webhooks/orders/create". */
  path: string;
  /** Topic as Shopify writes it in X-Shopify-Topic, e.g. "orders/create". */
  topic: string;
  shop: string;
  /** A value (bigint ids are written exactly) or the raw body string. */
  payload: unknown;
  webhookId?: string;
  eventId?: string;
  triggeredAt?: string;
  apiVersion?: string;
  /** X-Shopify-Name, present when the subscription has a name. */
  name?: string;
  hmacOverride?: string;
  headersOverride?: HeaderOverrides;
};

export type CarrierCallback = {
  shop: string;
  /** Path and query on the app, e.g. "/carrier-service/rates?token=…". */
  path: string;
  /** `{rate: {...}}` (see carrierRateRequest) or the raw body string. */
  body: unknown;
  hmacOverride?: string;
  headersOverride?: HeaderOverrides;
};

export type DeliveryLogEntry = {
  kind: "webhook" | "carrier-callback";
  url: string;
  topic: string | null;
  shop: string;
  webhookId: string | null;
  status: number | null;
};

function applyOverrides(headers: Record<string, string>, overrides: HeaderOverrides = {}): Headers {
  const result = new Headers(headers);
  for (const [name, value] of Object.entries(overrides)) {
    if (value === null) result.delete(name);
    else result.set(name, value);
  }
  return result;
}

function targetUrl(appUrl: string | undefined, path: string): string {
  if (!appUrl)
    throw new Error("The stand-in does not know where the app listens: pass appUrl or call setAppUrl(url) first.");
  // Concatenated, not resolved: an app mounted under a path prefix keeps it.
  return `${appUrl.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

async function post(
  url: string,
  headers: Headers,
  body: string,
  log: DeliveryLogEntry[],
  entry: Omit<DeliveryLogEntry, "url" | "status">,
) {
  const logged: DeliveryLogEntry = { ...entry, url, status: null };
  log.push(logged);
  const response = await fetch(url, { method: "POST", headers, body, redirect: "manual" });
  logged.status = response.status;
  return response;
}

export type DeliveryTarget = { appUrl?: string; apiSecret: string; log: DeliveryLogEntry[]; now: () => Date };

/** A webhook as Shopify would send it: its URL, signed headers (overrides applied) and body, built but not sent. */
export function webhookRequest(app: DeliveryTarget, delivery: WebhookDelivery) {
  const body = typeof delivery.payload === "string" ? delivery.payload : toShopifyJson(delivery.payload);
  const webhookId = delivery.webhookId ?? randomUUID();
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "X-Shopify-Topic": delivery.topic,
    "X-Shopify-Hmac-Sha256": delivery.hmacOverride ?? shopifyHmac(body, app.apiSecret),
    "X-Shopify-Shop-Domain": delivery.shop,
    "X-Shopify-API-Version": delivery.apiVersion ?? ADMIN_API_VERSION,
    "X-Shopify-Webhook-Id": webhookId,
    "X-Shopify-Triggered-At": delivery.triggeredAt ?? app.now().toISOString(),
    "X-Shopify-Event-Id": delivery.eventId ?? randomUUID(),
  };
  if (delivery.name) headers["X-Shopify-Name"] = delivery.name;
  const sent = Object.fromEntries(applyOverrides(headers, delivery.headersOverride));
  return { url: targetUrl(app.appUrl, delivery.path), headers: sent, body, webhookId };
}

export async function sendWebhook(app: DeliveryTarget, delivery: WebhookDelivery) {
  const { url, headers, body, webhookId } = webhookRequest(app, delivery);
  return post(url, new Headers(headers), body, app.log, {
    kind: "webhook",
    topic: delivery.topic,
    shop: delivery.shop,
    webhookId,
  });
}

/** The headers of a carrier-service callback as Shopify sends them, signed over `body`. */
export function carrierCallbackHeaders(
  body: string,
  shop: string,
  apiSecret: string,
  hmacOverride?: string,
): Record<string, string> {
  return {
    "Content-Type": "application/json",
    Accept: "*/*",
    "User-Agent": "Ruby",
    "X-Shopify-Hmac-Sha256": hmacOverride ?? shopifyHmac(body, apiSecret),
    "X-Shopify-Shop-Domain": shop,
    "X-Shopify-Timeout": "10000",
  };
}

export async function sendCarrierCallback(app: DeliveryTarget, callback: CarrierCallback) {
  const body = typeof callback.body === "string" ? callback.body : JSON.stringify(callback.body);
  const headers = carrierCallbackHeaders(body, callback.shop, app.apiSecret, callback.hmacOverride);
  return post(targetUrl(app.appUrl, callback.path), applyOverrides(headers, callback.headersOverride), body, app.log, {
    kind: "carrier-callback",
    topic: null,
    shop: callback.shop,
    webhookId: null,
  });
}
