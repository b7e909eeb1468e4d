import { SyncState } from "~/order-record";
import { paymentTruthOf, type PaymentRecord, type PaymentTruth } from "~/payments";
import { itemName, itemTravels, ShopifyOrderSchema } from "~/order-mapping";

/** What one label shows: the parcel's identity, where it goes, what the rider collects and what helps find the buyer. */
export type LabelOrder = {
  orderSyncId: string;
  /** The Shopify order: its fulfillment order's location is where the parcel leaves from (and returns to). */
  shopifyOrderGid: string;
  /** The location this parcel leaves from (docs/decisions/076); null: the order's first open fulfillment order's. */
  parcelLocationId: string | null;
  /** The reference the service knows the order by (spec §4: `GET /orders/{reference}`): the barcode and QR code. */
  reference: string;
  orderName: string;
  serviceOrderId: string | null;
  shipmentId: string | null;
  buyerName: string;
  phone: string | null;
  /** The delivery address as sent to the service (spec §2 Address): empty parts are null. */
  address: LabelAddress;
  /** The buyer's delivery notes as sent (`accessNotes`, shown to the rider); null when none. */
  notes: string | null;
  /** The delivery the buyer chose at checkout (the order's shipping line), e.g. "Express"; null when unknown. */
  serviceLevel: string | null;
  /** What the rider collects, in the service's minor units; null when nothing is owed ("paid"). */
  collect: { amountMinor: number; currency: string } | null;
  itemCount: number;
  /** The weight of the items this parcel carries, from Shopify's line items; null when Shopify gave none. */
  weightGrams: number | null;
  /** True when the label is its order's only parcel: Shopify's weight of the order is then its weight. */
  wholeOrder?: boolean;
};

export type LabelAddress = {
  street: string | null;
  landmark: string | null;
  city: string | null;
  region: string | null;
  countryCode: string | null;
};

/** Why an order of the shop has no label: never sent, cancelled, or its buyer's details were erased. */
export type NoLabelReason = "not_sent" | "cancelled" | "erased";

export type LabelRow = PaymentRecord & {
  id: string;
  shopifyOrderGid: string;
  parcelLocationId: string | null;
  orderName: string;
  externalOrderRef: string;
  shipmentId: string | null;
  requestJson: string | null;
  shopifyOrderJson: string | null;
};

/** The create request as the app sent it (app/order-mapping/map-order.ts): what the service, and so the rider, has. */
type SentRequest = {
  customer?: { fullName?: string; businessName?: string; phoneE164?: string };
  deliveryAddress?: {
    freeTextAddress?: string;
    landmark?: string;
    city?: string;
    state?: string;
    countryCode?: string;
    accessNotes?: string;
  };
  items?: SentItem[];
};
type SentItem = { sku?: string; name?: string; quantity?: number };

/**
 * A label for the row (personal data opened), or why there is none. `truth`: the order's payment truth as its
 * loader built it (from the stored ledger when it has one); the row's own by default. Pure.
 */
export function labelOrderOf(
  row: LabelRow,
  truth: PaymentTruth = paymentTruthOf(row),
): { ok: true; label: LabelOrder } | { ok: false; reason: NoLabelReason } {
  if (!row.serviceOrderId) return { ok: false, reason: "not_sent" };
  if (row.syncState === SyncState.CANCELLED || row.shipmentState === "cancelled")
    return { ok: false, reason: "cancelled" };
  const request = parseJson(row.requestJson) as SentRequest | null;
  if (!request?.customer || !request.deliveryAddress) return { ok: false, reason: "erased" };
  const address = request.deliveryAddress;
  const snapshot = parseJson(row.shopifyOrderJson);
  // The one figure every view asks of the buyer: never more than is owed (docs/decisions/073).
  const owed = truth.cashToHaveMinor ?? 0;
  return {
    ok: true,
    label: {
      orderSyncId: row.id,
      shopifyOrderGid: row.shopifyOrderGid,
      parcelLocationId: row.parcelLocationId,
      reference: row.externalOrderRef,
      orderName: row.orderName,
      serviceOrderId: row.serviceOrderId,
      shipmentId: row.shipmentId,
      buyerName: [request.customer.fullName, request.customer.businessName].filter(Boolean).join(" · "),
      phone: request.customer.phoneE164 ?? null,
      address: {
        street: text(address.freeTextAddress),
        landmark: text(address.landmark),
        city: text(address.city),
        region: text(address.state),
        countryCode: text(address.countryCode),
      },
      notes: text(address.accessNotes),
      serviceLevel: serviceLevelOf(snapshot),
      collect: owed > 0 && truth.currency ? { amountMinor: owed, currency: truth.currency } : null,
      itemCount: (request.items ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0),
      weightGrams: weightOf(snapshot, request.items ?? []),
    },
  };
}

/**
 * The weight of what the parcel carries: Σ grams × quantity over the items sent to the service (a parcel's own items
 * at its own quantities, docs/decisions/087), each weighed by its Shopify line item (same SKU, else same name); null
 * without a snapshot or weights.
 */
function weightOf(snapshot: unknown, sent: SentItem[]): number | null {
  const order = ShopifyOrderSchema.safeParse(snapshot);
  if (!order.success) return null;
  const travelling = order.data.line_items.filter(itemTravels);
  const lineOf = (item: SentItem) =>
    travelling.find((line) => (item.sku ? line.sku === item.sku : itemName(line) === item.name));
  const weighed = sent.map((item) => ({ grams: lineOf(item)?.grams ?? 0, quantity: item.quantity ?? 0 }));
  if (!weighed.some((item) => item.grams > 0)) return null;
  return weighed.reduce((sum, item) => sum + Math.round(item.grams) * item.quantity, 0);
}

/** The title of the shipping line the buyer chose (the one not removed by an edit). */
function serviceLevelOf(snapshot: unknown): string | null {
  const lines = (snapshot as { shipping_lines?: Array<{ title?: unknown; is_removed?: unknown }> } | null)
    ?.shipping_lines;
  if (!Array.isArray(lines)) return null;
  const chosen = lines.find((line) => line && line.is_removed !== true && typeof line.title === "string");
  return chosen ? text(chosen.title as string) : null;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
