/**
 * The Shopify Flow triggers the app sends (extensions/flow-<handle>/shopify.extension.toml) and which
 * of them an order's state calls for. Each trigger carries the order (an `order_reference` field:
 * payload key `order_id`, the order's numeric id), the shipment's state and the reason. Each has a
 * key that names the business event, so it reaches Flow once however often the order is looked at.
 * Pure.
 */
import { createHash } from "node:crypto";
import { PaymentPlanKind, PaymentState, SyncState } from "~/order-record";
import type { PaymentTruth } from "~/payments";
import { SHIPMENT_FLOW_TRIGGERS, shipmentEventEntry, type FlowReasonKey, stateRank } from "~/shipments";

/** The shipment events' triggers (each event's `flow` in shipment-catalogue.ts), then the order's own. */
export const FLOW_TRIGGER_HANDLES = [
  ...SHIPMENT_FLOW_TRIGGERS,
  "cash-on-delivery-collected",
  "order-needs-attention",
] as const;
export type FlowTriggerHandle = (typeof FLOW_TRIGGER_HANDLES)[number];

/** The custom fields of every trigger, as the toml names them (Flow's payload keys). */
export const SHIPMENT_STATE_KEY = "Shipment state";
export const REASON_KEY = "Reason";

export type FlowTriggerPayload = { order_id: number | string; [SHIPMENT_STATE_KEY]: string; [REASON_KEY]: string };

/** What the app knows of the order, as far as the triggers are concerned. */
export type OrderForFlow = {
  id: string;
  shopifyOrderGid: string;
  shipmentState: string | null;
  syncState: string;
  paymentPlan: string | null;
  paymentState: string | null;
  /**
   * The one payment truth (app/payments/payment-truth.ts): the amount a collection trigger names is its own. Only
   * that trigger reads it, so a caller may leave it null while `collectsCash` is false (it reads the ledger).
   */
  payment: Pick<PaymentTruth, "collectedMinor" | "currency"> | null;
  lastErrorCode: string | null;
  attentionReason: string | null;
  lastErrorMessage: string | null;
  events: Array<{ id: string; eventType: string; occurredAt: Date; createdAt: Date }>;
};

/** The reason's text, filled in by the caller in the shop's language. */
export type ReasonSpec =
  | { kind: "shipment_event"; key: FlowReasonKey; at: Date }
  | { kind: "cod_collected"; amountMinor: number | null; currency: string | null }
  | { kind: "needs_attention"; code: string | null; guidance: string | null; message: string | null };

/**
 * `shipmentState` is the state the event put the shipment in, not the order row's state at the time of
 * sending: deliveries are applied concurrently, so the row may still show an earlier state.
 */
export type WantedTrigger = {
  key: string;
  handle: FlowTriggerHandle;
  shipmentState: string | null;
  reason: ReasonSpec;
};

/**
 * Events older than this are history, not news: an order whose events were recorded before the
 * triggers existed (or long ago) starts no workflow when it is looked at again.
 */
export const FLOW_EVENT_MAX_AGE_MS = 7 * 24 * 3600_000;

export function wantedTriggers(order: OrderForFlow, now: Date): WantedTrigger[] {
  const recent = order.events.filter((event) => now.getTime() - event.createdAt.getTime() <= FLOW_EVENT_MAX_AGE_MS);
  const wanted: WantedTrigger[] = [];
  for (const event of recent) {
    const entry = shipmentEventEntry(event.eventType);
    if (!entry?.flow) continue;
    // Each failed attempt is its own event; delivered and returned happen once per order.
    const { handle, once, reason } = entry.flow;
    wanted.push({
      key: `${handle}:${once === "per-event" ? event.id : order.id}`,
      handle,
      shipmentState: entry.state,
      reason: { kind: "shipment_event", key: reason, at: event.occurredAt },
    });
  }
  if (collectsCash(order)) {
    // Cash is collected at delivery: the shipment is delivered at least.
    const shipmentState = stateRank(order.shipmentState) > stateRank("delivered") ? order.shipmentState : "delivered";
    wanted.push({
      key: `cash-on-delivery-collected:${order.id}`,
      handle: "cash-on-delivery-collected",
      shipmentState,
      reason: {
        kind: "cod_collected",
        amountMinor: order.payment?.collectedMinor ?? null,
        currency: order.payment?.currency ?? null,
      },
    });
  }
  if (order.syncState === SyncState.NEEDS_ATTENTION || order.syncState === SyncState.FAILED) {
    // One trigger per distinct problem: the same refusal seen again on a later run is not news.
    const problem = `${order.syncState}:${order.lastErrorCode ?? ""}:${order.lastErrorMessage ?? order.attentionReason ?? ""}`;
    wanted.push({
      key: `order-needs-attention:${order.id}:${hash(problem)}`,
      handle: "order-needs-attention",
      shipmentState: order.shipmentState,
      reason: {
        kind: "needs_attention",
        code: order.lastErrorCode,
        guidance: order.attentionReason,
        message: order.lastErrorMessage,
      },
    });
  }
  // The same key twice (two delivered events) stays one trigger.
  return [...new Map(wanted.map((trigger) => [trigger.key, trigger])).values()];
}

/** Whether the order calls for the "cash on delivery collected" trigger, the one trigger that names money. */
export function collectsCash(order: Pick<OrderForFlow, "paymentPlan" | "paymentState">): boolean {
  return order.paymentPlan === PaymentPlanKind.COD && order.paymentState === PaymentState.COD_COLLECTED;
}

/**
 * Flow's `order_id` is the order's numeric id. Shopify's ids fit in a JSON number today; one that
 * would not (beyond 2^53) is sent as its digits rather than rounded to another order's id.
 */
export function flowOrderId(orderGid: string): number | string {
  const digits = /^gid:\/\/shopify\/Order\/(\d+)$/.exec(orderGid)?.[1];
  if (!digits) throw new Error(`Not an order GID: ${orderGid}`);
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : digits;
}

export function flowPayload(orderGid: string, shipmentState: string | null, reason: string): FlowTriggerPayload {
  return { order_id: flowOrderId(orderGid), [SHIPMENT_STATE_KEY]: shipmentState ?? "", [REASON_KEY]: reason };
}

/** A short, stable digest of a problem's text, for keys. */
function hash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}
