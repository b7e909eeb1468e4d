import { z } from "zod";
import { plainTextField } from "~/http/browser";
import { MAX_CANCEL_REASON } from "./order-action-form";
import { ADMIN_EXTENSION_ACTIONS } from "./order-action-refusal";

/*
 * What Shopify's admin extensions (extensions/delivery-order-actions, extensions/delivery-send-orders)
 * send to the app: orders by their Shopify GID (the admin's `data.selected[].id`), and the language
 * of the extension asking, so the answer's sentences come in it.
 */

/** A request body is a few fields, or a selection of GIDs: far below this. */
export const MAX_EXTENSION_BODY_BYTES = 64 * 1024;

/** Shopify's order list selects at most a page of orders; the app refuses more than this in one request. */
export const MAX_SELECTED_ORDERS = 100;

export const OrderGidSchema = z
  .string()
  .regex(/^gid:\/\/shopify\/Order\/\d+$/, "orderId must be an order GID: gid://shopify/Order/<number>");

const LocaleSchema = z.enum(["en", "fr"]).optional();

// The merchant confirmed in the extension, as on the app's order page: a request without it does nothing.
const Confirmed = z.literal(true, { error: "confirmed must be true: the merchant confirms the action first" });

export const OrderActionsQuerySchema = z.object({ orderId: OrderGidSchema, locale: LocaleSchema });

export const AdminOrderActionSchema = z.object({
  orderId: OrderGidSchema,
  intent: z.enum(ADMIN_EXTENSION_ACTIONS),
  /** Kept on the service's order with the cancel (spec §3); ignored by the other actions. Made plain and bounded. */
  reason: plainTextField(MAX_CANCEL_REASON, { label: "reason" }).default(""),
  confirmed: Confirmed,
  locale: LocaleSchema,
});
export type AdminOrderActionRequest = z.infer<typeof AdminOrderActionSchema>;

export const SendSelectedSchema = z.object({
  orderIds: z
    .array(OrderGidSchema)
    .min(1, "orderIds must name at least one order")
    .max(MAX_SELECTED_ORDERS, `orderIds may name at most ${MAX_SELECTED_ORDERS} orders`),
  confirmed: Confirmed,
  locale: LocaleSchema,
});
export type SendSelectedRequest = z.infer<typeof SendSelectedSchema>;

/** One sentence naming every problem of a request, for a 400. */
export function requestProblems(error: z.ZodError): string {
  return error.issues.map((issue) => issue.message).join("; ");
}
