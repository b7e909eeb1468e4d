import { z } from "zod";

/*
 * Shopify's HMAC covers the body only: X-Shopify-Topic and X-Shopify-Shop-Domain are claims. Each
 * privacy topic has its own body, and every one names its shop (docs/decisions/037). A body is
 * taken for the topic it is shaped as and for the shop it names, or refused: a data_request body
 * relabelled shop/redact, or one shop's body sent under another's domain, is never acted on.
 */
const Id = z.union([z.string(), z.number()]);
const absent = z.never().optional();
const shopFields = { shop_id: Id, shop_domain: z.string().min(1) };
const customer = z.object({ id: Id }).partial();

const SHAPES = {
  SHOP_REDACT: z.object({
    ...shopFields,
    customer: absent,
    orders_to_redact: absent,
    orders_requested: absent,
    data_request: absent,
  }),
  CUSTOMERS_REDACT: z.object({
    ...shopFields,
    customer,
    orders_to_redact: z.array(Id),
    orders_requested: absent,
    data_request: absent,
  }),
  CUSTOMERS_DATA_REQUEST: z.object({
    ...shopFields,
    customer,
    orders_requested: z.array(Id),
    data_request: z.object({ id: Id }),
    orders_to_redact: absent,
  }),
};

export const COMPLIANCE_TOPICS = Object.keys(SHAPES) as Array<keyof typeof SHAPES>;
export type ComplianceTopic = keyof typeof SHAPES;

export type CompliancePayload =
  | { topic: "SHOP_REDACT"; body: z.infer<(typeof SHAPES)["SHOP_REDACT"]> }
  | { topic: "CUSTOMERS_REDACT"; body: z.infer<(typeof SHAPES)["CUSTOMERS_REDACT"]> }
  | { topic: "CUSTOMERS_DATA_REQUEST"; body: z.infer<(typeof SHAPES)["CUSTOMERS_DATA_REQUEST"]> };

export type BoundCompliance =
  { ok: true; payload: CompliancePayload } | { ok: false; status: 400 | 403; reason: string };

/** The payload, read as its topic's body and checked to name the shop that the header claims. */
export function bindCompliancePayload(topic: string, headerShop: string, payload: unknown): BoundCompliance {
  if (!(topic in SHAPES)) return { ok: false, status: 400, reason: `${topic} is not a privacy topic.` };
  const parsed = SHAPES[topic as ComplianceTopic].safeParse(payload);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "body").join(", ");
    return { ok: false, status: 400, reason: `The body is not a ${topic} body (${fields}).` };
  }
  if (parsed.data.shop_domain !== headerShop)
    return { ok: false, status: 403, reason: "The body's shop_domain is not X-Shopify-Shop-Domain." };
  return { ok: true, payload: { topic, body: parsed.data } as CompliancePayload };
}
