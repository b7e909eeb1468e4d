/**
 * Where a buyer's tracking page lives. Shopify serves it on the shop's own domain through the app
 * proxy of shopify.app.toml (`[app_proxy] prefix = "apps"`, `subpath = "delivery"`) and forwards
 * each request, signed, to the app's `/proxy/tracking/<token>` (app/routes/proxy.tracking.$token.tsx).
 * Pure.
 */
import { randomBytes } from "node:crypto";

export const TRACKING_PROXY_PREFIX = "apps";
export const TRACKING_PROXY_SUBPATH = "delivery";

/** 24 random bytes, URL-safe: unguessable, and nothing about the order can be read from it. */
export function newTrackingToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * https://{shop}/apps/delivery/<token>, with the buyer's language when it is French (the page
 * otherwise follows the browser's language). The myshopify domain redirects to the shop's primary
 * domain, so the link works whatever domain the merchant uses.
 */
export function trackingPageUrl(shopDomain: string, token: string, buyerLocale?: string | null): string {
  const url = `https://${shopDomain}/${TRACKING_PROXY_PREFIX}/${TRACKING_PROXY_SUBPATH}/${token}`;
  return /^fr(?:$|[-_])/i.test(buyerLocale?.trim() ?? "") ? `${url}?locale=fr` : url;
}
