import type { AppContext } from "~/app-context";
import { DeliveryError, type DeliveryClient } from "~/delivery";
import { replacementOrderRef } from "~/order-mapping";
import { NO_ORDER_ATTENTION, NO_ORDER_ERROR } from "~/problems";
import { PaymentState, SyncState } from "~/order-record";
import { recordServiceCancelled } from "~/payments";

type Row = {
  id: string;
  shopId: string;
  externalOrderRef: string;
  serviceOrderId: string | null;
  codAmountMinor: number | null;
  paymentState: string | null;
  paymentLinkUrl: string | null;
};

/**
 * "replaced": the order is now unsent under its new reference; "link_paid": the buyer paid the old order's
 * link, so it is never cancelled (docs/decisions/073); else the service's refusal to cancel.
 */
export type ReplacementOutcome = "replaced" | "link_paid" | { refused: DeliveryError };

/**
 * Whether the service holds the buyer's payment of the order's link. The later form says so (`payment.status`
 * paid, taken through the link: no statement `paidVia`); the earlier form only by nothing left to collect
 * (spec §2 Order, §9.4).
 */
export function linkPaidWithService(order: {
  payment?: { status?: string; paidVia?: string | null } | null;
  codAmountMinor?: number;
}): boolean {
  if (order.payment) return order.payment.status === "paid" && !order.payment.paidVia;
  return order.codAmountMinor === 0;
}

/*
 * A service order is changed by cancelling it and creating it anew (spec §4 POST /orders rule 9),
 * one step of the order's sync job that is safe if the job is killed anywhere in it
 * (docs/decisions/041). One active service order at any time:
 * 1. the replacement is written down (ReplacedServiceOrder) before anything is sent;
 * 2. the old order is cancelled (a cancel whose answer was lost is read back from the order);
 * 3. the OrderSync is moved to the new reference, with nothing of the old order left on it;
 * 4. the caller runs the order's sync again, which creates the new order the usual way (its
 *    Idempotency-Key follows the new body, which carries the new reference).
 * A run killed after 1 or 2 resumes at 2 (resumeReplacement); after 3 the order is an unsent one.
 */
export async function replaceServiceOrder(
  ctx: AppContext,
  client: DeliveryClient,
  row: Row,
  reason: string,
): Promise<ReplacementOutcome> {
  if (!row.serviceOrderId) throw new Error(`order ${row.id} has no service order to replace`);
  const key = { shopId: row.shopId, externalOrderRef: row.externalOrderRef };
  // Find or create, so a second run (or a concurrent one) finds the same plan, never a second new
  // reference. Plain statements: Prisma's upsert is a transaction, which SQLite times out under
  // another process's writes (take-order-snapshot.server.ts).
  const record =
    (await findPlan(ctx, key)) ??
    (await ctx.db.replacedServiceOrder
      .create({
        data: {
          ...key,
          orderSyncId: row.id,
          serviceOrderId: row.serviceOrderId,
          newExternalOrderRef: replacementOrderRef(row.externalOrderRef),
          codAmountMinor: row.codAmountMinor,
          // The old link stays payable (the service cannot withdraw it): watched like a cancelled order's.
          paymentLinkUrl: row.paymentState === PaymentState.LINK_PENDING ? row.paymentLinkUrl : null,
          reason,
        },
      })
      .catch(async (error: unknown) => {
        if ((error as { code?: string }).code !== "P2002") throw error;
        return (await findPlan(ctx, key))!;
      }));
  return finishReplacement(ctx, client, record);
}

const findPlan = (ctx: AppContext, key: { shopId: string; externalOrderRef: string }) =>
  ctx.db.replacedServiceOrder.findUnique({ where: { shopId_externalOrderRef: key } });

/** The replacement of this order's current service order that a killed run left under way, if any. */
export function replacementUnderWay(ctx: AppContext, row: Row) {
  if (!row.serviceOrderId) return Promise.resolve(null);
  return ctx.db.replacedServiceOrder.findFirst({
    where: { orderSyncId: row.id, serviceOrderId: row.serviceOrderId, externalOrderRef: row.externalOrderRef },
  });
}

type Replacement = NonNullable<Awaited<ReturnType<typeof replacementUnderWay>>>;

export async function finishReplacement(
  ctx: AppContext,
  client: DeliveryClient,
  record: Replacement,
): Promise<ReplacementOutcome> {
  if (!record.cancelledAt) {
    // Never cancel a service order the buyer paid through its link: the money is with the service.
    if (record.paymentLinkUrl && linkPaidWithService(await client.getOrder(record.externalOrderRef))) {
      await ctx.db.replacedServiceOrder.delete({ where: { id: record.id } });
      return "link_paid";
    }
    const refused = await cancelOld(client, record);
    if (refused) {
      // Refused (the rider picked the parcel up meanwhile, say): nothing changed, the plan is dropped.
      await ctx.db.replacedServiceOrder.delete({ where: { id: record.id } });
      return { refused };
    }
    await ctx.db.replacedServiceOrder.update({ where: { id: record.id }, data: { cancelledAt: ctx.now() } });
  }
  await recordReplacedCancelled(ctx, record);
  const stillOld = { id: record.orderSyncId, serviceOrderId: record.serviceOrderId };
  // The old shipment's events would read as the new one's (a cancel, say): they go with it.
  await ctx.db.shipmentEvent.deleteMany({ where: { orderSyncId: record.orderSyncId, orderSync: stillOld } });
  await ctx.db.orderSync.updateMany({
    where: stillOld,
    data: {
      externalOrderRef: record.newExternalOrderRef,
      serviceOrderId: null,
      shipmentId: null,
      shipmentState: null,
      shipmentStateAt: null,
      etaAt: null,
      requestJson: null,
      revision: null,
      paymentState: null,
      paymentLinkUrl: null,
      markPaidSentAt: null,
      owedNowMinor: null,
      flaggedReason: null,
      fulfillmentsJson: "[]",
      // sentAt stays: the order was handed off then, and delivery performance counts from it (decision 077).
      lastEventAt: null,
      // It was sent already: the new order goes whatever the selection rules say now.
      manualSend: true,
      syncState: SyncState.PENDING,
      ...NO_ORDER_ERROR,
      ...NO_ORDER_ATTENTION,
    },
  });
  ctx.logger.info(
    { orderSyncId: record.orderSyncId, from: record.externalOrderRef, to: record.newExternalOrderRef },
    "service order cancelled to be created anew",
  );
  return "replaced";
}

/**
 * Null once the old order is cancelled, by this call or by one whose answer was lost (the order
 * says so); otherwise the service's refusal. A temporary failure is thrown: the job tries again.
 */
async function cancelOld(client: DeliveryClient, record: Replacement): Promise<DeliveryError | null> {
  try {
    await client.cancelOrder(record.externalOrderRef, { reason: record.reason });
    return null;
  } catch (error) {
    if (!(error instanceof DeliveryError) || error.retryable) throw error;
    const order = await client.getOrder(record.externalOrderRef);
    return order.cancelledAt ? null : error;
  }
}

/** The replaced service order collects nothing now (the money ledger, docs/decisions/084); once, however often resumed. */
async function recordReplacedCancelled(ctx: AppContext, record: Replacement) {
  const row = await ctx.db.orderSync.findUnique({
    where: { id: record.orderSyncId },
    select: { id: true, shopId: true, shopifyOrderGid: true, currency: true, externalOrderRef: true },
  });
  if (row) await recordServiceCancelled(ctx.db, row, record.externalOrderRef, record.cancelledAt ?? ctx.now());
}
