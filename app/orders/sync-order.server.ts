import {
  CARRIER_SERVICE_NAME,
  type AdminGraphql,
  fetchB2bBuyer,
  shopHasOrder,
  writeDeliveryMetafields,
} from "~/shopify";
import type { AppContext } from "~/app-context";
import { DeliveryError } from "~/delivery";
import { minorUnitsFromDecimalString } from "~/money";
import {
  createOrderIdempotencyKey,
  changedAfterHandoff,
  type CreateOrderRequest,
  orderRevision,
} from "~/order-mapping";
import {
  decidePaymentPlan,
  followUpPayment,
  forgetOrderMoneyEntries,
  learnShopifyPayments,
  recordServiceAmount,
  type MarkPaid,
} from "~/payments";
import { planOrderSync, type OrderSyncDecision } from "./plan-order-sync";
import { logRefusal } from "~/http";
import { sealOrderPersonalData, PaymentPlanKind, PaymentState, SyncState, withFlags } from "~/order-record";
import { loadOrderSyncWork, type OrderSyncWork } from "./load-order-sync.server";
import { recordRefusal } from "./record-refusal.server";
import { cancelServiceOrder } from "./cancel-service-order.server";
import { stopRefundedOrder } from "./stop-refunded-order.server";
import { followAmountAfterHandoff } from "./amount-after-handoff.server";
import { finishReplacement, replacementUnderWay } from "./replace-service-order.server";
import { unansweredCreate } from "./unanswered-create";
import { orderOfParcel, parcelOfRow, type ParcelOfRow } from "./parcels.server";
import { withBuyerOutstanding } from "./buyer-outstanding.server";
import { promiseAtHandoff } from "~/checkout";
import { NO_ORDER_ATTENTION, NO_ORDER_ERROR, orderAttention, orderMappingError, orderWaitsForShop } from "~/problems";

const PLAN_KIND = { paid: PaymentPlanKind.PAID, cod: PaymentPlanKind.COD, payment_link: PaymentPlanKind.LINK } as const;

/**
 * Brings one order's service side in line with its latest Shopify snapshot. Every step is safe to
 * repeat (a job may run twice): creation uses the order's deterministic Idempotency-Key, payment
 * follow-ups read the service's state first, and cancellation checks ours.
 */
export async function syncOrder(ctx: AppContext, orderSyncId: string): Promise<void> {
  const loaded = await loadOrderSyncWork(ctx, orderSyncId);
  if (!loaded || loaded.row.shop.uninstalledAt) return;
  const { row, order } = loaded;
  const graphql = await ctx.shopifyAdmin.graphqlFor(row.shop.domain);
  if (
    !row.serviceOrderId &&
    !OWN_READS.has(row.intakeSource ?? "") &&
    !(await shopHasOrder(graphql, row.shopifyOrderGid))
  )
    return dropForeignOrder(ctx, row);
  if (!loaded.client) return waitForConnection(ctx, loaded);
  // What a part-paid buyer owes in their own currency, as Shopify says it (docs/decisions/087).
  const work = { ...loaded, client: loaded.client, order: await withBuyerOutstanding(graphql, order) };
  // Payments and refunds in Shopify the money ledger lacks, before anything reads it (docs/decisions/084).
  if (row.serviceOrderId) await learnShopifyPayments(ctx, graphql, row, order);

  if (order.cancelled_at)
    return cancelServiceOrder(ctx, work.client, row, order.cancel_reason ?? "cancelled in Shopify");
  if (row.serviceOrderId) {
    // A replacement a killed run left under way is finished before anything else (decision 041).
    const underWay = await replacementUnderWay(ctx, row);
    if (underWay) return resumeReplacement(ctx, work, graphql, underWay);
    // Refunded in full without a cancellation (orders/updated, or the snapshot refunds/create re-reads).
    if (order.financial_status === "refunded") return stopRefundedOrder(ctx, work.client, row);
    return followUpSentOrder(ctx, work, graphql);
  }

  const parcel = await parcelOfRow(ctx, work, graphql);
  // Its items are at locations that do not ship with the service (docs/decisions/085): told, never sent.
  if (parcel.notShipped) {
    await ctx.db.orderSync.update({
      where: { id: row.id },
      data: { syncState: SyncState.SKIPPED, ...orderAttention(parcel.notShipped) },
    });
    return;
  }
  const decision = await planFor(work, graphql, row.manualSend ? "manual" : "automatic", parcel);
  if (decision.action === "send") return handOff(ctx, work, graphql, decision, parcel);
  await ctx.db.orderSync.update({ where: { id: row.id }, data: stateFor(decision) });
}

/*
 * A webhook's body is signed with the app-wide secret, but the shop it was stored under came from
 * an unsigned header. Until the order is handed off, the shop itself is asked, with its own token,
 * whether the order is its own (docs/decisions/037); the sweep and the import read it there already.
 */
const OWN_READS = new Set(["sweep", "import"]);

/** Another shop's order stored under this one (a relabelled webhook): removed, never sent. */
async function dropForeignOrder(ctx: AppContext, row: OrderSyncWork["row"]) {
  logRefusal(
    ctx.logger,
    "shopify-order-not-the-shops",
    { shop: row.shop.domain, order: row.shopifyOrderGid },
    "Order webhook refused: the shop does not have this order; its snapshot is deleted",
  );
  await ctx.db.orderSync.deleteMany({ where: { id: row.id, serviceOrderId: null } });
  // Its money entries go with it (what its snapshot said it owed): the ledger holds nothing of an order the app does not.
  await forgetOrderMoneyEntries(ctx.db, row.shopId, row.shopifyOrderGid);
}

/** What to do with the order as Shopify has it now, under the reference the app holds for it. */
async function planFor(
  work: OrderSyncWork,
  graphql: AdminGraphql,
  trigger: "manual" | "automatic" | "after_handoff",
  parcel: ParcelOfRow,
): Promise<ParcelDecision> {
  const { row, order } = work;
  // A company order is mapped with its company (map-customer.ts), on the first send and on every comparison after it.
  const b2b = order.company ? await fetchB2bBuyer(graphql, order.admin_graphql_api_id) : null;
  const decision = planOrderSync(orderOfParcel(order, parcel), {
    shopDomain: row.shop.domain,
    settings: work.settings,
    toMinor: minorUnitsFromDecimalString,
    b2b,
    externalOrderRef: row.externalOrderRef,
    ours: {
      carrierServiceName: CARRIER_SERVICE_NAME,
      carrierIdentifiers: row.shop.carrierServiceId
        ? [row.shop.carrierServiceId, row.shop.carrierServiceId.split("/").pop()!]
        : [],
    },
    trigger,
  });
  return forParcel(decision, parcel, row.shopifyOrderGid);
}

/** A decision for one parcel: with what the whole order owes, which its amount is set against (decision 087). */
type ParcelDecision = OrderSyncDecision & { owedWholeMinor?: number };

/** The decision with this parcel's part of what the order owes (docs/decisions/072): the body, its revision and key. */
function forParcel(decision: OrderSyncDecision, parcel: ParcelOfRow, orderGid: string): ParcelDecision {
  if (decision.action !== "send" && decision.action !== "needs_attention") return decision;
  const owedWholeMinor = decision.plan.codAmountMinor;
  // A paid order collects nothing, on every parcel.
  if (decision.plan.kind === "paid") return { ...decision, owedWholeMinor };
  const amount = parcel.amountOf(owedWholeMinor);
  if (amount === owedWholeMinor) return { ...decision, owedWholeMinor };
  const plan = { ...decision.plan, codAmountMinor: amount };
  if (decision.action === "needs_attention") return { ...decision, plan, owedWholeMinor };
  const request = { ...decision.request, codAmountMinor: amount };
  const revision = orderRevision(request);
  const idempotencyKey = createOrderIdempotencyKey(orderGid, revision);
  return { ...decision, plan, request, revision, idempotencyKey, owedWholeMinor };
}

/** spec §1's three situations, read back from a body: COD, nothing to collect (paid), or a link to collect. */
function planKindOf(request: CreateOrderRequest): keyof typeof PLAN_KIND {
  if (request.paymentType === "COD") return "cod";
  return request.codAmountMinor === 0 ? "paid" : "payment_link";
}

function stateFor(decision: Exclude<OrderSyncDecision, { action: "send" }>) {
  if (decision.action === "skip") return { syncState: SyncState.SKIPPED, ...orderAttention(decision.reason) };
  if (decision.action === "wait_for_payment")
    return { syncState: SyncState.WAITING_PAYMENT, ...orderAttention(decision.reason) };
  return {
    syncState: SyncState.NEEDS_ATTENTION,
    ...orderMappingError(decision.problems),
    ...orderAttention("MAPPING_PROBLEM"),
  };
}

async function handOff(
  ctx: AppContext,
  work: OrderSyncWork,
  graphql: AdminGraphql,
  decision: Extract<ParcelDecision, { action: "send" }>,
  parcel: ParcelOfRow,
) {
  const { row, client } = work;
  // An earlier create that got no answer is repeated as it was (unanswered-create.ts); a change
  // made since is then flagged like any change after handoff.
  const attempt = unansweredCreate(row) ?? decision;
  // The plan is the one of the body that goes (a repeated create keeps its first body's payment).
  const planKind = attempt === decision ? decision.plan.kind : planKindOf(attempt.request);
  const idempotencyKey = createOrderIdempotencyKey(row.shopifyOrderGid, attempt.revision);
  await ctx.db.orderSync.update({
    where: { id: row.id },
    data: {
      ...sealOrderPersonalData(ctx.secrets, { requestJson: JSON.stringify(attempt.request) }),
      revision: attempt.revision,
      paymentPlan: PLAN_KIND[planKind],
      currency: attempt.request.currency,
      codAmountMinor: attempt.request.codAmountMinor,
      // What this amount is set against (docs/decisions/087); a repeated create keeps what its first body had.
      ...(attempt === decision && {
        parcelOwedWholeMinor: decision.owedWholeMinor ?? null,
        parcelValueMinor: parcel.valueMinor,
      }),
      attempts: { increment: 1 },
    },
  });
  let created;
  try {
    created = await client!.createOrder(attempt.request, { idempotencyKey });
  } catch (error) {
    // Refused for certain: nothing was written, so the next attempt may send a corrected body.
    if (error instanceof DeliveryError && !error.retryable)
      await ctx.db.orderSync.update({ where: { id: row.id }, data: { revision: null } });
    return recordRefusal(ctx, row.id, error);
  }
  const paymentState = { paid: PaymentState.MARK_PAID_PENDING, cod: PaymentState.COD_PENDING, payment_link: null }[
    planKind
  ];
  // What the service's answer asks the merchant to look at (spec §4 POST /orders response).
  const answerFlags = [
    ...(created.addressAssessment?.needsManualVerification ? ["ADDRESS_NEEDS_MANUAL_VERIFICATION"] : []),
    ...(created.customer?.taxIdFormatWarning ? ["TAX_ID_FORMAT_WARNING"] : []),
  ];
  // Where the parcel goes and the dates the buyer was shown, for delivery performance (decision 047).
  const promise = await promiseAtHandoff(ctx, row.shopId, work.order);
  // Only the first run to hear back records the handoff: two runs of this order's job (a webhook
  // arriving while a try is out) get the same order back for the same Idempotency-Key.
  const handoff = {
    ...promise,
    serviceOrderId: created.orderId,
    shipmentId: created.shipmentId,
    syncState: SyncState.SENT,
    // The first handoff's time: a service order created anew after a change keeps it (docs/decisions/077).
    sentAt: row.sentAt ?? ctx.now(),
    paymentState,
    ...NO_ORDER_ERROR,
    ...NO_ORDER_ATTENTION,
    flaggedReason: withFlags(row.flaggedReason, answerFlags),
  };
  // The service order collects this from now on: a fact of the money ledger, written before the handoff is
  // recorded so a run that dies between the two writes it when its retry gets the same answer (decision 084).
  const sent = { ...row, currency: attempt.request.currency };
  await recordServiceAmount(ctx.db, sent, attempt.request.codAmountMinor, ctx.now());
  // With the answer's shipment state, unless the service's webhooks told of the shipment first (they can
  // arrive before the answer): states only move forward. Each is one statement, so no read sees half of it.
  let recorded = await ctx.db.orderSync.updateMany({
    where: { id: row.id, serviceOrderId: null, shipmentState: null },
    data: { ...handoff, shipmentState: created.shipmentState, shipmentStateAt: ctx.now() },
  });
  if (recorded.count === 0) {
    recorded = await ctx.db.orderSync.updateMany({ where: { id: row.id, serviceOrderId: null }, data: handoff });
    if (recorded.count > 0) await rereadHeardShipment(ctx, row, created.shipmentState);
  }
  // A Shopify refusal of the metafields (a scope withdrawn, say) fails the job at once
  // (app/jobs/errors.ts), so it is raised only after the follow-up below: it never holds back a payment.
  let writeBackFailure: unknown = null;
  if (recorded.count > 0) {
    await writeDeliveryMetafields(graphql, row.shopifyOrderGid, {
      order_id: created.orderId,
      shipment_id: created.shipmentId,
      external_order_ref: row.externalOrderRef,
    }).catch((error: unknown) => void (writeBackFailure = error));
  }
  // What follows a handoff (mark-paid, a payment link, a cancel, flagging a change made since the
  // body was first sent) runs on the order as it is now: a webhook may have paid, changed or
  // cancelled it while the create was out.
  await syncOrder(ctx, row.id);
  if (writeBackFailure) throw writeBackFailure;
}

/*
 * What the service's webhooks told before the handoff was recorded was recorded without it: a delivered COD
 * order's cash was not counted then (nothing was to collect yet). Past the answer's own state, the shipment is
 * read again now, through the tracking path (refresh-shipment.server.ts).
 */
async function rereadHeardShipment(ctx: AppContext, row: OrderSyncWork["row"], answered: string) {
  const heard = await ctx.db.orderSync.findUnique({ where: { id: row.id }, select: { shipmentState: true } });
  if (heard && heard.shipmentState !== answered)
    await ctx.jobs.enqueue(
      "tracking.refresh-shipment",
      { orderSyncId: row.id },
      { dedupeKey: `refresh:${row.id}`, shopId: row.shopId },
    );
}

async function followUpSentOrder(ctx: AppContext, work: OrderSyncWork, graphql: AdminGraphql) {
  const { row, order } = work;
  const plan = decidePaymentPlan(order, work.settings, minorUnitsFromDecimalString);
  await runFollowUp(ctx, work, graphql, plan.kind === "paid" ? plan.markPaid : null);
  const parcel = await parcelOfRow(ctx, work, graphql);
  const now = await planFor(work, graphql, "after_handoff", parcel);
  // What the buyer owes changed (a part-payment, an edit): replaced before pickup, flagged after.
  if ((await followAmountAfterHandoff(ctx, work.client!, row.id, now)) === "replaced") return syncOrder(ctx, row.id);
  // A mapping problem now does not silence the comparison (docs/decisions/073): a buyer or address that no longer
  // maps is a change. The buyer's presentment currency is no problem any more (docs/decisions/077).
  const delivery = now;
  const unmappable = delivery.action === "needs_attention" && delivery.problems.some((p) => p.code !== "no_items");
  // The service cannot change an order by resending it (§4 rule 9): a changed order is flagged.
  // A payment made since is not a change (the follow-up above recorded it), nor is a fulfillment (the pickup's).
  if (
    row.requestJson &&
    (unmappable ||
      (delivery.action === "send" &&
        changedAfterHandoff(
          orderOfParcel(order, parcel),
          JSON.parse(row.requestJson) as CreateOrderRequest,
          delivery.request,
          minorUnitsFromDecimalString,
        )))
  ) {
    const current = await ctx.db.orderSync.findUniqueOrThrow({
      where: { id: row.id },
      select: { flaggedReason: true },
    });
    const flaggedReason = withFlags(current.flaggedReason, ["CHANGED_AFTER_HANDOFF"]);
    if (flaggedReason !== current.flaggedReason)
      await ctx.db.orderSync.update({ where: { id: row.id }, data: { flaggedReason } });
  }
}

async function resumeReplacement(
  ctx: AppContext,
  work: OrderSyncWork,
  graphql: AdminGraphql,
  underWay: NonNullable<Awaited<ReturnType<typeof replacementUnderWay>>>,
) {
  const outcome = await finishReplacement(ctx, work.client!, underWay);
  // Refused after all (picked up meanwhile): the order is followed up as it is, and flagged.
  if (outcome === "replaced") return syncOrder(ctx, work.row.id);
  return followUpSentOrder(ctx, work, graphql);
}

async function runFollowUp(
  ctx: AppContext,
  work: OrderSyncWork,
  graphql: AdminGraphql,
  paidInShopify: MarkPaid | null,
) {
  try {
    await followUpPayment(ctx, { ...work, client: work.client! }, graphql, paidInShopify);
  } catch (error) {
    await recordRefusal(ctx, work.row.id, error);
  }
}

async function waitForConnection(ctx: AppContext, work: OrderSyncWork) {
  await ctx.db.orderSync.update({
    where: { id: work.row.id },
    data: {
      syncState: work.row.serviceOrderId ? work.row.syncState : SyncState.PENDING,
      ...orderWaitsForShop(work.row.shop),
    },
  });
}
