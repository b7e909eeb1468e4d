/**
 * What the buyer's tracking page shows, from what the app stored and (when it could be read) what
 * the service's tracking endpoint says now. Only what the buyer already knows or needs: the order's
 * name, the shipment's state and number, dates, checkpoint places, the cash to hand over. Never a
 * name, address, phone or item. Pure.
 */
import { paymentTruth, type PaymentRecord, type PaymentTruth } from "~/payments";
import { type ObservedShipment, shipmentColumnsUpdate } from "~/tracking";
import { NOT_TOWARDS_BUYER_STATES } from "~/shipments";

export type StoredShipment = PaymentRecord & {
  orderName: string;
  shipmentId: string | null;
  shipmentStateAt: Date | null;
  lastEventAt: Date | null;
  etaAt: Date | null;
  events: PageEvent[];
};

export type PageEvent = {
  eventType: string;
  occurredAt: Date;
  checkpointName: string | null;
  checkpointCountry: string | null;
};

export type TrackingPageModel = {
  orderName: string;
  shipmentId: string | null;
  state: string | null;
  etaAt: Date | null;
  /** Newest first. */
  events: PageEvent[];
  /** Cash the buyer hands the rider, while it is still to be paid. */
  cashToHave: { amountMinor: number; currency: string } | null;
  /** The last delivery attempt failed and nothing has happened since. */
  afterFailedAttempt: boolean;
  /** When the service was last read (null: only what the app had stored could be shown). */
  liveAt: Date | null;
};

// Nothing to have ready and no estimate once the parcel is no longer coming (shipment-catalogue.ts).
const FINAL_OR_AWAY: ReadonlySet<string> = new Set(NOT_TOWARDS_BUYER_STATES);

/** `truth`: the order's payment truth as its loader built it (from the stored ledger when it has one). */
export function trackingPageModel(
  stored: StoredShipment,
  live: ObservedShipment | null,
  truth: PaymentTruth = paymentTruth(stored, null),
): TrackingPageModel {
  const update = live ? shipmentColumnsUpdate(stored, live) : null;
  const state = update?.shipmentState ?? stored.shipmentState;
  const etaAt = update && "etaAt" in update ? (update.etaAt ?? null) : stored.etaAt;
  const events = mergeEvents(stored.events, live?.events ?? []);
  // Only cash still to collect, by the one payment truth (payment-truth.ts): a COD order paid before delivery or
  // cancelled asks nothing of the buyer, and never more than is owed (decision 041): the one figure the label and
  // the call message ask too, the truth's cashToHaveMinor (docs/decisions/073).
  const cashToHave =
    truth.story === "cod_to_collect" && truth.cashToHaveMinor && truth.currency && !FINAL_OR_AWAY.has(state ?? "")
      ? { amountMinor: truth.cashToHaveMinor, currency: truth.currency }
      : null;
  return {
    orderName: stored.orderName,
    shipmentId: update?.shipmentId ?? stored.shipmentId,
    state,
    etaAt: FINAL_OR_AWAY.has(state ?? "") ? null : etaAt,
    events,
    cashToHave,
    afterFailedAttempt:
      state === "failed_attempt" ||
      (events[0]?.eventType === "shipment.failed_attempt" && !FINAL_OR_AWAY.has(state ?? "")),
    liveAt: live ? live.statedAt : null,
  };
}

/** Stored and live events, each once (same type and instant), newest first. */
function mergeEvents(stored: PageEvent[], live: PageEvent[]): PageEvent[] {
  const byKey = new Map<string, PageEvent>();
  for (const event of [...stored, ...live]) byKey.set(`${event.eventType}@${event.occurredAt.getTime()}`, event);
  return [...byKey.values()].sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime());
}
