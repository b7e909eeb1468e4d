import type { AppContext } from "~/app-context";
import type { DeliveryClient } from "~/delivery";
import type { OrderSyncDecision } from "./plan-order-sync";
import type { ShipmentState } from "~/shipments";
import { AMOUNT_DIFFERS_FLAG, PaymentPlanKind, PaymentState, SyncState, withFlags } from "~/order-record";
import { linkPaidWithService, replaceServiceOrder } from "./replace-service-order.server";
import { recordLinkPaid as recordLinkPaidEntry, recordServiceAmount, type ServiceRow } from "~/payments";

/*
 * A part-payment or an edit after handoff changes what the buyer owes; the service still collects
 * what it was sent, and an order cannot be changed by sending it again (spec §4 POST /orders rule
 * 9). Before pickup the service order is cancelled and created anew with the new amount
 * (replace-service-order.server.ts); after pickup the merchant is told what the rider will collect
 * against what the buyer now owes, and to change it in the service's dashboard. docs/decisions/041.
 */

/** Shipment states before the rider has the parcel (spec §3 `created`, `assigned`): an order may be replaced. */
const BEFORE_PICKUP: ReadonlySet<string> = new Set<ShipmentState>(["created", "assigned"]);
const COLLECTING_PLANS = new Set<string>([PaymentPlanKind.COD, PaymentPlanKind.LINK]);
/** Nothing collected or paid yet: a COD order on the road, a link requested (or not yet). */
const NOTHING_COLLECTED = new Set<string>([PaymentState.COD_PENDING, PaymentState.LINK_PENDING]);
/** The service collected the buyer's money: what was owed then is kept with it. */
const SERVICE_COLLECTED = new Set<string>([PaymentState.COD_COLLECTED, PaymentState.LINK_PAID]);

type AmountRow = {
  paymentPlan: string | null;
  paymentState: string | null;
};

/**
 * What the buyer owes now, for an order the service still collects for and would still collect
 * for as Shopify has it now (cash on delivery, a link); null when the question does not arise (a
 * payment made since is recorded by mark-paid, app/payments/payment-follow-up.server.ts). Pure.
 */
export function owedNow(row: AmountRow, decision: OrderSyncDecision): number | null {
  // A mapping problem (an address, a buyer) does not hide what is owed: the
  // payment plan is decided before the mapping and carries the amount (docs/decisions/073).
  if (decision.action !== "send" && decision.action !== "needs_attention") return null;
  if (decision.plan.kind === "paid") return null;
  if (prepaidNowOwing(row)) return decision.plan.codAmountMinor;
  if (!COLLECTING_PLANS.has(row.paymentPlan ?? "")) return null;
  if (row.paymentState !== null && !NOTHING_COLLECTED.has(row.paymentState)) return null;
  return decision.plan.codAmountMinor;
}

/**
 * A prepaid order (sent with nothing to collect, its payment on file) that an edit left owing
 * more (items added: Shopify's `partially_paid`): the service collects 0 against what is owed now.
 */
const prepaidNowOwing = (row: AmountRow) =>
  row.paymentPlan === PaymentPlanKind.PAID && row.paymentState === PaymentState.PAID_RECORDED;

export const hasAmountDiffersFlag = (flaggedReason: string | null) =>
  (flaggedReason ?? "")
    .split(",")
    .map((flag) => flag.trim())
    .includes(AMOUNT_DIFFERS_FLAG);

function withoutAmountDiffersFlag(flaggedReason: string | null): string | null {
  const rest = (flaggedReason ?? "")
    .split(",")
    .map((flag) => flag.trim())
    .filter((flag) => flag && flag !== AMOUNT_DIFFERS_FLAG);
  return rest.length > 0 ? rest.join(",") : null;
}

/**
 * Brings what the service collects in line with what the buyer owes now (`decision`: the order as
 * Shopify has it now). "replaced": the order is unsent under a new reference and the caller sends
 * it. Reads the service's order only when the amounts differ or the order is flagged.
 */
export async function followAmountAfterHandoff(
  ctx: AppContext,
  client: DeliveryClient,
  orderSyncId: string,
  decision: OrderSyncDecision,
): Promise<"replaced" | "kept"> {
  // Read after the payment follow-up, which may have recorded a payment.
  const row = await ctx.db.orderSync.findUniqueOrThrow({ where: { id: orderSyncId } });
  if (!row.serviceOrderId || row.syncState === SyncState.CANCELLED || row.shipmentState === "cancelled") return "kept";
  const flagged = hasAmountDiffersFlag(row.flaggedReason);
  const owed = owedNow(row, decision);
  if (owed === null) {
    // Once the service collected (the rider's cash, the link), the difference is settled money: a refund due or
    // a shortfall (docs/decisions/073). The flag and what was owed stay; a later orders/updated never clears them.
    if (flagged && !SERVICE_COLLECTED.has(row.paymentState ?? "")) await recordAgreement(ctx, row, row.codAmountMinor);
    return "kept";
  }
  if (!flagged && owed === row.codAmountMinor) return "kept";

  // The service's own figure and state decide: the merchant may have changed the amount in its dashboard.
  const service = await client.getOrder(row.externalOrderRef);
  if (service.cancelledAt) return "kept";
  // Delivered: the rider collected what was left (spec §1), and the amount "still to be collected" reads 0 now.
  // That is the collection, which the delivery's own processing records against what was owed (a shortfall, a
  // refund due), not an amount changed in the dashboard: read as one, it erased what the rider was to collect.
  if (service.shipment?.shipmentState === "delivered" || service.shipment?.deliveredAt) return "kept";
  // The buyer paid the link meanwhile (the service sends no payment webhook): that order is never cancelled
  // (docs/decisions/073); the payment is recorded as the reconciliation records it, which settles Shopify.
  if (row.paymentState === PaymentState.LINK_PENDING && linkPaidWithService(service))
    return recordLinkPaid(ctx, row, service.payment?.paidAt);
  if (service.codAmountMinor === owed) {
    await recordAgreement(ctx, row, owed);
    return "kept";
  }
  const state = service.shipment?.shipmentState ?? "";
  // Created anew only with a body that can be sent now: an order that cannot be mapped any more is flagged.
  if (BEFORE_PICKUP.has(state) && decision.action === "send") {
    const reason = `Amount to collect changed in Shopify (${service.codAmountMinor} to ${owed}): created anew`;
    const outcome = await replaceServiceOrder(ctx, client, row, reason);
    if (outcome === "replaced") return "replaced";
    if (outcome === "link_paid") return recordLinkPaid(ctx, row, null);
    ctx.logger.warn(
      { orderSyncId, code: outcome.refused.code },
      "the service refused to cancel an order whose amount changed: the merchant is told instead",
    );
  }
  const flaggedReason = withFlags(row.flaggedReason, [AMOUNT_DIFFERS_FLAG]);
  // The merchant may have changed what the service collects in its dashboard: a fact of the money ledger.
  if (service.codAmountMinor !== row.codAmountMinor)
    await recordServiceAmount(ctx.db, row, service.codAmountMinor, ctx.now());
  await ctx.db.orderSync.update({
    where: { id: row.id },
    data: { codAmountMinor: service.codAmountMinor, owedNowMinor: owed, flaggedReason },
  });
  if (!flagged)
    ctx.logger.warn(
      { orderSyncId, collects: service.codAmountMinor, owed, shipmentState: state },
      "the service collects another amount than the buyer owes after pickup: flagged for the merchant",
    );
  return "kept";
}

type Row = ServiceRow & { flaggedReason: string | null; codAmountMinor: number | null };

/** The service collects what the buyer owes (again): the flag goes. */
async function recordAgreement(ctx: AppContext, row: Row, collects: number | null) {
  if (collects !== null && collects !== row.codAmountMinor) await recordServiceAmount(ctx.db, row, collects, ctx.now());
  await ctx.db.orderSync.update({
    where: { id: row.id },
    data: {
      codAmountMinor: collects,
      owedNowMinor: null,
      flaggedReason: withoutAmountDiffersFlag(row.flaggedReason),
    },
  });
}

/**
 * The link of an order about to be replaced was paid: LINK_PAID, from LINK_PENDING only
 * (app/payments/settle-link-payments.server.ts).
 */
async function recordLinkPaid(ctx: AppContext, row: Row, paidAt: string | null | undefined) {
  const at = paidAt ? new Date(paidAt) : ctx.now();
  await recordLinkPaidEntry(ctx.db, row, row.externalOrderRef, row.codAmountMinor ?? 0, at);
  await ctx.db.orderSync.updateMany({
    where: { id: row.id, paymentState: PaymentState.LINK_PENDING },
    data: { paymentState: PaymentState.LINK_PAID, linkPaidAt: at },
  });
  ctx.logger.warn({ orderSyncId: row.id }, "the buyer paid the link of an order whose amount changed: not cancelled");
  return "kept" as const;
}
