/*
 * Shopify's REST-shaped webhook payloads carry numeric ids beyond 2^53 (820982911946154508), which
 * plain JSON.parse rounds. This parser keeps every integer that is not exactly representable as its
 * original digits (a string), using the reviver's source text (Node 22).
 */
export function parseShopifyJson(raw: string): unknown {
  return JSON.parse(raw, (_key, value, context?: { source?: string }) =>
    typeof value === "number" && !Number.isSafeInteger(value) && context?.source && /^-?\d+$/.test(context.source)
      ? context.source
      : value,
  );
}

/** The Admin GraphQL id of a REST resource id, e.g. gid://shopify/Order/820982911946154508. */
export function shopifyGid(resource: "Order" | "Customer", id: string | number) {
  return `gid://shopify/${resource}/${String(id)}`;
}
