import type { AppContext } from "~/context.server";
import { DeliveryError, isRetryable, type DeliveryClient } from "~/delivery";
import type { AdminGraphql } from "~/shopify/admin-graphql.server";
import type { ShopifyOrder } from "~/sync/shopify-order";
import type { MarkPaid } from "~/sync/payment-plan";
import { PaymentPlanKind, PaymentState } from "./order-states";
import { writeDeliveryMetafields } from "./write-back.server";

type Row = { id: string; externalOrderRef: string; shopifyOrderGid: string; paymentPlan: string | null; paymentState: string | null; paymentLinkUrl: string | null };

/**
 * The payment half of spec §1, after the service order exists. Safe to repeat: the service's
 * payment state is read before mark-paid (a crash between create and mark-paid resumes correctly),
 * and a payment link is requested once (a repeat call returns the same link anyway, §4).
 */
export async function followUpPayment(ctx: AppContext, client: DeliveryClient, graphql: AdminGraphql, row: Row, order: ShopifyOrder, markPaid: MarkPaid | null) {
  if (row.paymentPlan === PaymentPlanKind.PAID && row.paymentState !== PaymentState.PAID_RECORDED && markPaid) {
    await recordPaid(ctx, client, row, markPaid);
  }
  if (row.paymentPlan === PaymentPlanKind.LINK && !row.paymentLinkUrl) {
    const { payment } = await client.createPaymentLink(row.externalOrderRef);
    await ctx.db.orderSync.update({ where: { id: row.id }, data: { paymentLinkUrl: payment.paymentLinkUrl, paymentState: PaymentState.LINK_PENDING } });
    await writeDeliveryMetafields(graphql, row.shopifyOrderGid, { payment_link_url: payment.paymentLinkUrl });
  }
  // Paid in Shopify after a link was sent: record it unless the customer paid through the link.
  // (A COD order paid later needs nothing: the rider collects, and mark-paid would be refused.)
  if (row.paymentPlan === PaymentPlanKind.LINK && row.paymentState === PaymentState.LINK_PENDING && isPaidInShopify(order) && markPaid) {
    await recordPaid(ctx, client, row, markPaid);
  }
}

async function recordPaid(ctx: AppContext, client: DeliveryClient, row: Row, markPaid: MarkPaid) {
  const current = await client.getOrder(row.externalOrderRef);
  if (current.payment?.status === "paid") {
    const state = current.payment.paymentLinkUrl ? PaymentState.LINK_PAID : PaymentState.PAID_RECORDED;
    await ctx.db.orderSync.update({ where: { id: row.id }, data: { paymentState: state } });
    return;
  }
  try {
    await client.markPaid(row.externalOrderRef, { paidVia: markPaid.paidVia, reference: markPaid.reference, paidAt: markPaid.paidAt ?? ctx.now().toISOString() });
  } catch (error) {
    // A repeat after a lost answer is refused because the first one worked ("refused if the order
    // already has a successful payment", §4 mark-paid; its code is not shown): the order says so.
    if (!(error instanceof DeliveryError) || isRetryable(error)) throw error;
    if ((await client.getOrder(row.externalOrderRef)).payment?.status !== "paid") throw error;
  }
  await ctx.db.orderSync.update({ where: { id: row.id }, data: { paymentState: PaymentState.PAID_RECORDED } });
}

export function isPaidInShopify(order: ShopifyOrder) {
  return order.financial_status === "paid" || order.financial_status === "partially_refunded";
}
