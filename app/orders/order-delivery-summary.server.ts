import type { AppContext } from "~/context.server";
import { trackingInput, trackingSettings } from "~/tracking/tracking-info";
import { guidanceFor } from "./guidance";
import { SyncState } from "./order-states";

/*
 * One order's delivery as the admin block on Shopify's order page shows it
 * (extensions/delivery-order-block; its parser, src/delivery-payload.ts, reads exactly this shape).
 */

export type OrderDeliverySummary =
  | { found: false }
  | {
      found: true;
      orderSyncId: string;
      orderName: string;
      syncState: string;
      shipmentState: string | null;
      shipmentStateAt: string | null;
      etaAt: string | null;
      shipmentId: string | null;
      lastEvent: { eventType: string; occurredAt: string; checkpointName: string | null; checkpointCountry: string | null } | null;
      trackingUrl: string | null;
      attention: { code: string; message: string } | null;
    };

type Sentence = { en: string; fr: string };

/** What the merchant should know about each flag on OrderSync.flaggedReason (app/admin/order-flags.ts, app/tracking). */
const FLAG_SENTENCES: Readonly<Record<string, Sentence>> = {
  CHANGED_AFTER_HANDOFF: { en: "The order changed in Shopify after it was sent. Compare it with the delivery order, or cancel and send it again.", fr: "La commande a changé dans Shopify après son envoi. Comparez-la avec la commande de livraison, ou annulez-la et renvoyez-la." },
  CANCEL_REFUSED: { en: "The delivery service refused to cancel this order; the parcel may already be on its way.", fr: "Le service de livraison a refusé d'annuler cette commande ; le colis est peut-être déjà en route." },
  ADDRESS_NEEDS_MANUAL_VERIFICATION: { en: "The delivery service checks this address by hand; delivery may take longer.", fr: "Le service de livraison vérifie cette adresse à la main ; la livraison peut prendre plus de temps." },
  TAX_ID_FORMAT_WARNING: { en: "The buyer's tax number does not look right for their country. Check it in Shopify.", fr: "Le numéro fiscal de l'acheteur semble incorrect pour son pays. Vérifiez-le dans Shopify." },
  SHIPMENT_CANCELLED: { en: "The delivery service cancelled the shipment.", fr: "Le service de livraison a annulé le colis." },
  SHIPMENT_RETURN_INITIATED: { en: "The parcel is coming back to you.", fr: "Le colis vous est retourné." },
  SHIPMENT_RETURNED: { en: "The parcel was returned to you. Restock or refund as needed.", fr: "Le colis vous a été retourné. Remettez en stock ou remboursez si besoin." },
};

/** Handoff states in which the order cannot go further until the merchant acts. */
const STUCK_STATES: readonly string[] = [SyncState.NEEDS_ATTENTION, SyncState.FAILED];

const iso = (date: Date | null) => date?.toISOString() ?? null;
const inLocale = (sentence: Sentence, locale: string) => (locale.startsWith("fr") ? sentence.fr : sentence.en);

type AttentionRow = { syncState: string; lastErrorCode: string | null; flaggedReason: string | null };

/** A refusal or a failed handoff first (its code's guidance); otherwise the order's flags, all of them. */
function orderAttention(row: AttentionRow, locale: string): { code: string; message: string } | null {
  if (STUCK_STATES.includes(row.syncState)) {
    const code = row.lastErrorCode ?? (row.syncState === SyncState.FAILED ? "RETRIES_EXHAUSTED" : "MAPPING_PROBLEM");
    return { code, message: guidanceFor(code, locale) };
  }
  const flags = (row.flaggedReason ?? "").split(",").map((flag) => flag.trim()).filter(Boolean);
  if (flags.length === 0) return null;
  const sentences = flags.map((flag) => (FLAG_SENTENCES[flag] ? inLocale(FLAG_SENTENCES[flag], locale) : flag));
  return { code: flags.join(","), message: sentences.join(" ") };
}

/**
 * The shop's order by its Shopify GID, or `{found: false}` when the app holds no such order for
 * this shop (placed before install, not received yet, or another shop's). `locale` chooses the
 * language of `attention.message`; the shop's own language when absent.
 */
export async function orderDeliverySummary(ctx: Pick<AppContext, "db">, shopDomain: string, orderGid: string, options: { locale?: string } = {}): Promise<OrderDeliverySummary> {
  const row = await ctx.db.orderSync.findFirst({
    where: { shopifyOrderGid: orderGid, shop: { domain: shopDomain } },
    include: {
      shop: { select: { settingsJson: true, locale: true } },
      // Deliveries arrive out of order (spec §6): the last event is the latest to have happened.
      events: { orderBy: [{ occurredAt: "desc" }, { createdAt: "desc" }], take: 1 },
    },
  });
  if (!row) return { found: false };
  const [event] = row.events;
  // The same address the app puts on the Shopify fulfillment, so the two never disagree.
  const tracking = row.shipmentId ? trackingInput(trackingSettings(row.shop.settingsJson), { shipmentId: row.shipmentId, externalOrderRef: row.externalOrderRef }) : null;
  return {
    found: true,
    orderSyncId: row.id,
    orderName: row.orderName,
    syncState: row.syncState,
    shipmentState: row.shipmentState,
    shipmentStateAt: iso(row.shipmentStateAt),
    etaAt: iso(row.etaAt),
    shipmentId: row.shipmentId,
    lastEvent: event
      ? { eventType: event.eventType, occurredAt: event.occurredAt.toISOString(), checkpointName: event.checkpointName, checkpointCountry: event.checkpointCountry }
      : null,
    trackingUrl: tracking?.url ?? null,
    attention: orderAttention(row, options.locale ?? row.shop.locale),
  };
}
