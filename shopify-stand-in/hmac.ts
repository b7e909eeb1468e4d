import { createHmac } from "node:crypto";

/**
 * The signature Shopify puts in X-Shopify-Hmac-Sha256 on webhooks and carrier-service callbacks:
 * base64(HMAC-SHA256(raw body bytes, app client secret)) (docs/reference/shopify-facts.md §1.4, §3.3). Sign the exact bytes sent.
 */
export function shopifyHmac(rawBody: string | Buffer, apiSecret: string): string {
  return createHmac("sha256", apiSecret).update(rawBody).digest("base64");
}
