import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Carrier-service callbacks carry only a body HMAC (X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of
 * the raw body with the app's secret) and the shop's domain, like fulfillment-service callbacks.
 * This is the rule of Shopify's own check (api.fulfillmentService.validate, what
 * authenticate.fulfillmentService uses): an empty body or a missing header fails, otherwise the
 * base64 strings are compared in constant time. We do not call it on this path because it imports
 * the secret through WebCrypto on every call (~280 µs, a third of a cache hit's cost) and checkout
 * is the hottest path; node:crypto computes the same HMAC in a few µs. The unit test holds the two
 * to the same answers (verify-carrier-callback.test.ts); docs/decisions/012-checkout-fast-path.md.
 */
export function isValidCarrierCallbackHmac(
  apiSecret: string,
  rawBody: string | Buffer,
  hmacHeader: string | null | undefined,
): boolean {
  if (rawBody.length === 0 || !hmacHeader) return false;
  // A string is hashed as UTF-8; the callback passes the bytes as received.
  const expected = Buffer.from(createHmac("sha256", apiSecret).update(rawBody).digest("base64"));
  const given = Buffer.from(hmacHeader);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
