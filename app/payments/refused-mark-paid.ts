import { PaymentPlanKind } from "~/order-record";

/*
 * What a refused mark-paid means (spec §4: "refused if the order already has a successful payment;
 * refused if cash was already collected on delivery"; the codes of those refusals are not shown,
 * §7). The order is read back and the answer is decided from what BOTH response forms carry
 * (§9.4): `codAmountMinor`, the amount still to collect. The later form's order-level `payment`
 * only sharpens it. Our own first attempt tells apart "our earlier payment, whose answer was lost"
 * from "somebody else's": a refusal of a first attempt cannot be our own payment.
 */
export type RefusedMarkPaidVerdict =
  /** The payment is on file (ours after a lost answer, or a statement recorded in the dashboard). */
  | "recorded"
  /** The buyer paid through the service's payment link AND in Shopify. */
  | "paid_twice_by_link"
  /**
   * The rider collected the cash and Shopify shows a payment: paid twice only if Shopify's payment
   * came before the collection (paidBeforeCollection below); the times decide.
   */
  | "cash_collected"
  /** Something is still to collect: the refusal is about something else; show it. */
  | "refused";

export type ServiceOrderPayment = {
  codAmountMinor?: number;
  payment?: {
    status?: string;
    paidVia?: string | null;
    paymentLinkUrl?: string | null;
    reference?: string | null;
  } | null;
};

export function readRefusedMarkPaid(
  context: { paymentPlan: string | null; firstAttempt: boolean },
  current: ServiceOrderPayment,
): RefusedMarkPaidVerdict {
  const { payment } = current;
  const settled = payment?.status === "paid" || current.codAmountMinor === 0;
  if (!settled) return "refused";
  if (payment?.status === "paid") {
    // Later form: the payment on file says who took it.
    if (payment.paidVia) return "recorded";
    return context.paymentPlan === PaymentPlanKind.COD ? "cash_collected" : "paid_twice_by_link";
  }
  // Nothing left to collect and no payment shown (the earlier form, or the later form after the
  // rider collected cash, which is not a payment record).
  if (context.paymentPlan === PaymentPlanKind.PAID) return "recorded";
  if (current.payment === undefined && !context.firstAttempt) return "recorded";
  return context.paymentPlan === PaymentPlanKind.COD ? "cash_collected" : "paid_twice_by_link";
}

/**
 * A Shopify payment counts as a second payment only when it was taken before the service
 * collected. One taken after is the merchant recording the money the service brought them.
 * Unknown (no time on either side) counts as no: telling a merchant to refund money they rightly
 * received is the worse mistake, and that recording is the usual story.
 */
export function paidBeforeCollection(shopifyPaidAt: Date | null, collectedAt: Date | null): boolean {
  return Boolean(shopifyPaidAt && collectedAt && shopifyPaidAt.getTime() < collectedAt.getTime());
}
