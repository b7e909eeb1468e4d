/**
 * A revision of the create-order body: changes exactly when the body would change. Used twice:
 * - in the Idempotency-Key, so an identical re-send returns the stored result while a corrected
 *   re-send after a refusal is a new request, not 409 IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD
 *   (spec §4 POST /orders idempotency rules);
 * - after handoff, to tell whether an `orders/updated` would now produce a different body. The
 *   service cannot change an order by resending it (spec §4 POST /orders rule 9), so such an
 *   order is flagged "changed after handoff" instead of being sent again.
 */
import { createHash } from "node:crypto";
import type { CreateOrderParams } from "~/delivery";

const REVISION_HEX_LENGTH = 16;

/** A create-order body (the mapping's CreateOrderRequest, order-mapping/map-order.ts): only its payment fields are named here. */
type OrderBody = Pick<CreateOrderParams, "paymentType" | "codAmountMinor" | "currency">;

/** JSON with object keys sorted at every depth and undefined members left out; arrays keep order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  const members = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${members.join(",")}}`;
}

/** First 16 hex digits of sha256(canonical JSON of the body). */
export function orderRevision<Body extends OrderBody>(request: Body): string {
  return createHash("sha256").update(canonicalJson(request)).digest("hex").slice(0, REVISION_HEX_LENGTH);
}

/**
 * The revision of what is delivered (buyer, addresses, items), without the payment fields: a
 * payment after handoff is followed up by mark-paid (app/payments/payment-follow-up.server.ts), not a change
 * the merchant must look at. The currency is the payment's too: a paid order once went in the shop's, an order
 * now goes in the buyer's (docs/decisions/077); the items' prices are compared in the one sent.
 */
export function deliveryRevision<Body extends OrderBody>(request: Body): string {
  const { paymentType: _type, codAmountMinor: _amount, currency: _currency, ...delivered } = request;
  return createHash("sha256").update(canonicalJson(delivered)).digest("hex").slice(0, REVISION_HEX_LENGTH);
}

/**
 * `shopify-order:<order GID>:create:r<revision>`. Deterministic, so a job retried in another
 * process reuses it (docs/reference/house-style.md §5.5). Order GIDs are unique across all shops, so no shop part is needed.
 */
export function createOrderIdempotencyKey(orderGid: string, revision: string): string {
  return `shopify-order:${orderGid}:create:r${revision}`;
}
