/**
 * Parses the body Shopify POSTs to the carrier-service callback (docs/reference/shopify-facts.md §1.1). Returns a value, never
 * throws: the route answers 400 on `{ok: false}` (so Shopify shows the merchant's backup rates). The schema, lenient
 * on purpose, is rate-request-schema.ts.
 */
import { readCommonRateRequest } from "./read-common-rate-request";
import { ShopifyRateCallbackSchema, type ShopifyRateRequest } from "./rate-request-schema";

export type { ShopifyRateItem, ShopifyRateRequest } from "./rate-request-schema";

export type RateRequestIssue = { path: string; message: string };

export type ParseRateRequestResult =
  { ok: true; request: ShopifyRateRequest } | { ok: false; issues: RateRequestIssue[] };

/** Accepts the parsed JSON body, or the raw text (the route reads text first to check the HMAC). */
export function parseRateRequest(body: unknown): ParseRateRequestResult {
  let json = body;
  if (typeof body === "string") {
    try {
      json = JSON.parse(body);
    } catch {
      return { ok: false, issues: [{ path: "", message: "the body is not JSON" }] };
    }
  }
  // The shape Shopify sends, read without zod (the hot path); anything else, and every issue, by the schema.
  const common = readCommonRateRequest(json);
  if (common) return { ok: true, request: common };
  const parsed = ShopifyRateCallbackSchema.safeParse(json);
  if (parsed.success) return { ok: true, request: parsed.data.rate };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join("."),
      message: issue.message,
    })),
  };
}
