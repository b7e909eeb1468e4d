import { PAID_VIA_VALUES } from "~/delivery/browser";
import { z } from "zod";
import { plainTextField } from "~/http/browser";
import { startOfDayIn } from "~/i18n";
import { ORDERS_PAGE_SIZE } from "./order-filters";

/** The longest cancel reason and payment reference a merchant may type (here and in the admin's extensions). */
export const MAX_CANCEL_REASON = 500;
export const MAX_PAYMENT_REFERENCE = 200;

/**
 * The order page's action forms, by `intent`. What the merchant types is made plain (no control or bidi
 * character reaches the service) and bounded: a longer text is refused with a message, never cut short.
 */
export const OrderActionFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send") }),
  z.object({ intent: z.literal("retry") }),
  z.object({
    intent: z.literal("cancel"),
    reason: plainTextField(MAX_CANCEL_REASON, { label: "reason" }).default(""),
  }),
  z.object({ intent: z.literal("paymentLink") }),
  z.object({ intent: z.literal("recreate") }),
  z.object({
    intent: z.literal("recordPayment"),
    paidVia: z.enum(PAID_VIA_VALUES),
    reference: plainTextField(MAX_PAYMENT_REFERENCE, { required: true, label: "reference" }),
    // A date from the merchant; the service wants an instant (spec §4 mark-paid `paidAt`).
    paidAt: z.iso.date().transform((day) => `${day}T00:00:00.000Z`),
  }),
]);
export type OrderActionForm = z.infer<typeof OrderActionFormSchema>;

/**
 * The merchant picks a day of their own (the shop's time zone): a payment recorded "on" it is
 * stated at that day's local midnight, not UTC's (docs/decisions/043). Other forms are unchanged.
 */
export function inShopDays(form: OrderActionForm, timeZone: string): OrderActionForm {
  if (form.intent !== "recordPayment") return form;
  return { ...form, paidAt: startOfDayIn(form.paidAt.slice(0, 10), timeZone).toISOString() };
}
export type OrderActionIntent = OrderActionForm["intent"];

/** The orders list's bulk actions on the selected rows. */
export const BulkOrderActionSchema = z.object({
  intent: z.enum(["bulk-send", "bulk-retry"]),
  ids: z.array(z.string().min(1).max(64)).min(1).max(ORDERS_PAGE_SIZE),
});
export type BulkOrderAction = z.infer<typeof BulkOrderActionSchema>;

export type OrderActionOutcome =
  | { intent: OrderActionIntent; ok: true; url?: string }
  | { intent: OrderActionIntent | "form"; ok: false; code: string; message: string; fields?: string[] };

export type BulkOrderOutcome = {
  intent: BulkOrderAction["intent"];
  /** One per parcel of each selected order; `parcel` names it in an order of several (docs/decisions/092). */
  results: Array<{
    id: string;
    /** The Shopify order the parcel is of: what the banner counts. */
    orderGid: string;
    orderName: string;
    parcel: { number: number; count: number } | null;
    ok: boolean;
    code?: string;
    message?: string;
  }>;
};

const TOO_LONG: Record<string, string> = { reason: "REASON_TOO_LONG", reference: "REFERENCE_TOO_LONG" };

/** The form's fields with a problem, for an answer that shows them next to the field; a too-long text is named. */
export function invalidFormOutcome(error: z.ZodError): OrderActionOutcome {
  const tooLong = error.issues.find((issue) => issue.code === "too_big" && TOO_LONG[String(issue.path[0])]);
  return {
    intent: "form",
    ok: false,
    code: tooLong ? TOO_LONG[String(tooLong.path[0])] : "FORM_INVALID",
    message: tooLong ? tooLong.message : "",
    fields: [...new Set(error.issues.map((issue) => String(issue.path[0])))],
  };
}
