import { z } from "zod";
import { parseIsoInstant } from "../clock";
import type { ApiRoute } from "../context";
import { renderOrder, renderTracking } from "../orders/order-views";
import { requireOrder } from "../orders/require-order";
import { PAYMENT_TYPES, SHIPMENT_STATES, type StoredOrder } from "../state";
import { parseWith } from "../validation";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200; // spec §8

const digits = (field: string) => z.string().regex(/^\d+$/, `${field} must be a whole number`).transform(Number);
const instant = z
  .string()
  .transform(
    (v, ctx) => parseIsoInstant(v) ?? (ctx.addIssue({ code: "custom", message: "ISO 8601 instant expected" }), z.NEVER),
  );

// spec §4 GET /orders query. offset is a non-negative integer; limit 1–200 (above 200 is refused, not
// clamped); the filters take the spec's own enum values (README).
const ListQuerySchema = z.object({
  offset: digits("offset").optional(),
  limit: digits("limit").pipe(z.number().min(1).max(MAX_PAGE_SIZE)).optional(),
  updatedSince: instant.optional(),
  createdFrom: instant.optional(),
  createdTo: instant.optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
  shipmentState: z.enum(SHIPMENT_STATES).optional(),
});

export const orderReadRoutes: ApiRoute[] = [
  {
    method: "GET",
    pattern: "/orders",
    scopes: ["orders:read"], // spec §5: "not shown"; the sandbox's choice (README)
    handle({ services, query }) {
      const filters = parseWith(ListQuerySchema, Object.fromEntries(query));
      const offset = filters.offset ?? 0;
      const limit = filters.limit ?? DEFAULT_PAGE_SIZE;
      const matching = services.store.state.orders.filter((order) => matches(order, filters));
      const form = services.store.state.account.responseForm;
      const orders = matching.slice(offset, offset + limit).map((order) => renderOrder(order, form));
      return { status: 200, body: { orders, offset, limit, total: matching.length } };
    },
  },
  {
    method: "GET",
    pattern: "/orders/:reference",
    scopes: ["orders:read"],
    handle({ services, params }) {
      const order = requireOrder(services.store, params.reference ?? "");
      return { status: 200, body: renderOrder(order, services.store.state.account.responseForm) };
    },
  },
  {
    method: "GET",
    pattern: "/orders/:reference/tracking",
    scopes: ["tracking:read"],
    handle({ services, params }) {
      return { status: 200, body: renderTracking(requireOrder(services.store, params.reference ?? "")) };
    },
  },
];

// Orders come oldest first. createdFrom and updatedSince are inclusive, createdTo exclusive (README).
function matches(order: StoredOrder, filters: z.infer<typeof ListQuerySchema>): boolean {
  const created = Date.parse(order.createdAt);
  if (filters.updatedSince !== undefined && Date.parse(order.updatedAt) < filters.updatedSince) return false;
  if (filters.createdFrom !== undefined && created < filters.createdFrom) return false;
  if (filters.createdTo !== undefined && created >= filters.createdTo) return false;
  if (filters.paymentType && order.paymentType !== filters.paymentType) return false;
  if (filters.shipmentState && order.shipment.shipmentState !== filters.shipmentState) return false;
  return true;
}
