import type { AppContext } from "~/app-context";
import { queryParam, type IncomingRequest, type JsonReply, logRefusal } from "~/http";
import { isValidShopifyHmac } from "~/shopify";
import { answerRateRequest } from "./answer-rate-request";
import { askShopKeys } from "./ask-shop-keys.server";
import type { DeliveryClient } from "~/delivery";
import { findCallbackShop } from "~/shops";
import { getCheckoutRuntime } from "./checkout-runtime.server";
import { withPhoneRequired } from "./map-rate-response";
import { servedWithPromises, startWidening } from "./promised-dates.server";

/** A rate request is a cart: far below this. */
export const MAX_CALLBACK_BODY_BYTES = 256 * 1024;

/**
 * Shopify's carrier-service callback, from request to answer. Shopify's HMAC (the app's own
 * secret) is checked first: before it nothing is looked up, cached or logged beyond a sampled line,
 * so an unsigned flood costs neither memory nor the database (docs/decisions/037). Then the URL's
 * token (a per-shop secret Shopify holds in the shop's carrier service) names the shop, and the
 * unsigned X-Shopify-Shop-Domain must name the same one. Only then can anything reach the delivery
 * service; the answer comes within the configured deadline whatever the service does.
 */
export async function handleRateCallback(ctx: AppContext, request: IncomingRequest): Promise<JsonReply> {
  const startedAt = Date.now();
  if (request.method !== "POST") return { status: 405, body: { error: "Only POST is accepted." } };
  const raw = await request.readBody(MAX_CALLBACK_BODY_BYTES);
  if (!raw.ok) {
    logRefusal(ctx.logger, "carrier-callback-too-large", {}, "carrier callback refused: body too large");
    return { status: 413, body: { error: "The request body is too large." } };
  }
  if (!isValidShopifyHmac(ctx.env.SHOPIFY_API_SECRET, raw.bytes, request.header("x-shopify-hmac-sha256"))) {
    logRefusal(ctx.logger, "carrier-callback-unsigned", {}, "carrier callback refused: invalid HMAC");
    return { status: 401, body: { error: "Unauthorized." } };
  }
  const token = queryParam(request.url, "token") ?? "";
  // What this process holds in memory comes back as it is: the hit goes on in this turn (the awaits below wait only
  // for what a promise holds: the database, the service, the late destinations; issue 42).
  const found = findCallbackShop(ctx, token);
  const shop = found instanceof Promise ? await found : found;
  if (!shop || request.header("x-shopify-shop-domain") !== shop.domain) {
    logRefusal(
      ctx.logger,
      "carrier-callback-mismatch",
      { shopKnown: Boolean(shop) },
      "carrier callback refused: its token and shop domain name no installed shop together",
    );
    return { status: 401, body: { error: "Unauthorized." } };
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.text);
  } catch {
    return { status: 400, body: { error: "The body is not JSON." } };
  }
  // Without a connection there is nothing to ask: Shopify shows the merchant's backup rates.
  if (!shop.client) return { status: 503, body: { error: "This shop is not connected to the delivery service." } };

  const client = shop.client;
  const { cache, metrics, models } = getCheckoutRuntime(ctx);
  const deadlineMs = Math.max(100, ctx.env.CHECKOUT_DEADLINE_MS - (Date.now() - startedAt));
  // Read alongside the service call, not after it (once an hour per shop, then from memory).
  const widening = startWidening(ctx, shop, body);
  const answering = answerRateRequest({
    shopId: shop.id,
    body,
    cache,
    models,
    fallbackRates: shop.fallbackRates,
    deadlineMs,
    now: Date.now,
    record: metrics.record,
    fetchRates: (serviceRequest, { signal, purpose }) => {
      const ask = (keyClient: DeliveryClient) =>
        keyClient.getCheckoutRates(serviceRequest, { signal, locale: serviceRequest.locale === "fr" ? "fr" : "en" });
      // A refresh keeps to its share of the checkout key (decision 035); a buyer's cart may spill (decision 116).
      return purpose === "refresh" ? ask(shop.refreshClient ?? client) : askShopKeys(ctx, shop, client, ask);
    },
    logger: {
      debug: (message, details) => ctx.logger.debug(details, message),
      warn: (message, details) => ctx.logger.warn(details, message),
    },
  });
  const answer = answering instanceof Promise ? await answering : answering;
  if (answer.status !== 200) return { status: answer.status, body: answer.body };
  const serving = servedWithPromises(ctx, shop.id, widening, answer.body);
  const served = serving instanceof Promise ? await serving : serving;
  // A cache hit answers the same object again (its JSON is then made once); any other is new and soon gone.
  return { status: answer.status, body: withPhoneRequired(served, shop.phoneRequired), reused: true };
}
