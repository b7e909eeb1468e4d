/*
 * The block's view model: the app's answer → what the block shows. Pure: every word comes from
 * the extension's locale files (locales/*.json) through `i18n.translate`, every date through
 * `i18n.formatDate`. In the admin both are `shopify.i18n`, which picks the merchant's language;
 * Shopify asks that translations go through these files rather than into the bundle.
 */
// The app's one catalogue of states and events (a leaf with no imports, bundled here as is).
import {
  eventTexts,
  FINAL_SHIPMENT_STATES,
  isShipmentState,
  SHIPMENT_STATE_CATALOGUE,
  type StateTable,
} from "../../../app/shipments/shipment-catalogue";
import type { DeliveryLastEvent, DeliveryParcel, DeliveryPayload, FoundDelivery } from "./delivery-payload";

/** The part of `shopify.i18n` the view model needs (its translate uses `{{name}}` placeholders). */
export type BlockI18n = {
  translate: (key: string, replacements?: Record<string, string | number>) => string;
  formatDate: (date: Date, options?: Intl.DateTimeFormatOptions) => string;
};

/** `<s-badge tone>` values. */
export type Tone = "neutral" | "info" | "success" | "caution" | "warning" | "critical";
export type LinkView = { url: string; label: string };

export type DeliveryBlockView = {
  stateLabel: string;
  tone: Tone;
  /** Why there is nothing else to show (an order the app does not know). */
  detail: string | null;
  lastEvent: string | null;
  etaText: string | null;
  shipmentRef: string | null;
  trackingLink: LinkView | null;
  appOrderLink: LinkView | null;
  attention: { code: string; title: string; message: string } | null;
  /** The payment line, as the app words it in the admin's language. */
  paymentText: string | null;
  /** An order over several locations: each parcel's state, tracking and amount (none for an order sent whole). */
  parcels: ParcelView[];
};

export type ParcelView = {
  key: string;
  label: string;
  stateLabel: string;
  tone: Tone;
  shipmentRef: string | null;
  trackingLink: LinkView | null;
  paymentText: string | null;
};

// warning: the merchant may have to act (a rider comes back, a parcel comes back);
// critical: the parcel will not reach the buyer.
const SHIPMENT_TONES = {
  created: "info",
  assigned: "info",
  picked_up: "info",
  in_transit: "info",
  arriving: "info",
  failed_attempt: "warning",
  delivered: "success",
  returning: "warning",
  returned: "critical",
  cancelled: "critical",
} as const satisfies StateTable<Tone>;

/** Before a shipment exists, the label is the order's handoff state (OrderSync.syncState). */
const SYNC_TONES: Readonly<Record<string, Tone>> = {
  PENDING: "neutral",
  WAITING_PAYMENT: "caution",
  SKIPPED: "neutral",
  NEEDS_ATTENTION: "critical",
  SENT: "info",
  FAILED: "critical",
  CANCELLED: "neutral",
};

/** Every spec §6 event has a sentence in the locale files (its `block` key); a type added later is shown as sent. */
function eventLabel(eventType: string, t: BlockI18n["translate"]): string {
  const key = eventTexts(eventType)?.block;
  return key ? t(key) : eventType;
}

/** No estimate is worth showing once nothing more will happen. */
const FINAL_STATES: ReadonlySet<string> = new Set(FINAL_SHIPMENT_STATES);

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/**
 * The app's own page for the order. `app:` is the admin extensions' documented protocol for "a
 * path of this app" (the admin adds /apps/<handle>/), so no handle is written here.
 */
export function appOrderUrl(orderSyncId: string): string {
  return `app:app/orders/${encodeURIComponent(orderSyncId)}`;
}

export function deliveryBlockView(payload: DeliveryPayload, i18n: BlockI18n): DeliveryBlockView {
  const t = i18n.translate;
  if (!payload.found) {
    return {
      stateLabel: t("notFound.label"),
      tone: "neutral",
      detail: t("notFound.detail"),
      lastEvent: null,
      etaText: null,
      shipmentRef: null,
      trackingLink: null,
      appOrderLink: null,
      attention: null,
      paymentText: null,
      parcels: [],
    };
  }
  return {
    ...stateOf(payload, i18n),
    detail: null,
    lastEvent: payload.lastEvent ? lastEventText(payload.lastEvent, i18n) : null,
    etaText: etaText(payload, i18n),
    shipmentRef: payload.shipmentId ? t("shipmentRef", { id: payload.shipmentId }) : null,
    trackingLink: payload.trackingUrl ? { url: payload.trackingUrl, label: t("trackLink") } : null,
    appOrderLink: { url: appOrderUrl(payload.orderSyncId), label: t("appOrderLink") },
    attention: payload.attention ? { ...payload.attention, title: t("attentionTitle") } : null,
    paymentText: payload.payment?.text ?? null,
    parcels: payload.parcels.length > 1 ? payload.parcels.map((parcel) => parcelView(parcel, i18n)) : [],
  };
}

function parcelView(parcel: DeliveryParcel, i18n: BlockI18n): ParcelView {
  const t = i18n.translate;
  return {
    key: parcel.orderSyncId,
    label: t("parcel", { number: parcel.parcelNumber }),
    ...stateOf(parcel, i18n),
    shipmentRef: parcel.shipmentId ? t("shipmentRef", { id: parcel.shipmentId }) : null,
    trackingLink: parcel.trackingUrl ? { url: parcel.trackingUrl, label: t("trackLink") } : null,
    paymentText: parcel.payment?.text ?? null,
  };
}

function stateOf(
  payload: Pick<FoundDelivery, "shipmentState" | "syncState">,
  { translate: t }: BlockI18n,
): { stateLabel: string; tone: Tone } {
  const shipment = payload.shipmentState;
  if (shipment) {
    // A state this version does not know (the service added one) is shown as the service names it.
    return isShipmentState(shipment)
      ? { stateLabel: t(SHIPMENT_STATE_CATALOGUE[shipment].texts.block), tone: SHIPMENT_TONES[shipment] }
      : { stateLabel: shipment, tone: "neutral" };
  }
  const tone = SYNC_TONES[payload.syncState];
  return tone
    ? { stateLabel: t(`syncState.${payload.syncState}`), tone }
    : { stateLabel: payload.syncState, tone: "neutral" };
}

function lastEventText(event: DeliveryLastEvent, i18n: BlockI18n): string {
  const t = i18n.translate;
  const label = eventLabel(event.eventType, t);
  const time = formatInstant(event.occurredAt, i18n);
  if (!event.checkpointName) return t("lastEvent", { event: label, time });
  const place = event.checkpointCountry
    ? t("place", { name: event.checkpointName, country: event.checkpointCountry })
    : event.checkpointName;
  return t("lastEventAt", { event: label, place, time });
}

function etaText(payload: FoundDelivery, i18n: BlockI18n): string | null {
  if (!payload.etaAt || (payload.shipmentState && FINAL_STATES.has(payload.shipmentState))) return null;
  return i18n.translate("eta", { date: formatInstant(payload.etaAt, i18n) });
}

/** A timestamp the app sent that does not parse is shown as sent rather than as "Invalid Date". */
function formatInstant(iso: string, i18n: BlockI18n): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : i18n.formatDate(date, DATE_TIME);
}
