import { SyncState } from "~/order-record";
import { paymentTruthOf, type PaymentRecord } from "~/payments";
import { effectiveQuantity, itemTravels, ShopifyOrderSchema } from "~/order-mapping";

/** What one label shows: the parcel's identity, where it goes and what the rider collects. */
export type LabelOrder = {
  orderSyncId: string;
  /** The reference the service knows the order by (spec §4: `GET /orders/{reference}`): the barcode and QR code. */
  reference: string;
  orderName: string;
  serviceOrderId: string | null;
  shipmentId: string | null;
  buyerName: string;
  phone: string | null;
  /** Street, landmark, city and region, country: one line each, empty parts left out. */
  addressLines: string[];
  /** What the rider collects, in the service's minor units; null when nothing is owed ("paid"). */
  collect: { amountMinor: number; currency: string } | null;
  itemCount: number;
  /** The travelling items' weight from Shopify's line items; null when Shopify gave none. */
  weightGrams: number | null;
};

/** Why an order of the shop has no label: never sent, cancelled, or its buyer's details were erased. */
export type NoLabelReason = "not_sent" | "cancelled" | "erased";

export type LabelRow = PaymentRecord & {
  id: string;
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
  };
  items?: Array<{ quantity?: number }>;
};

/** A label for the row (personal data opened), or why there is none. Pure. */
export function labelOrderOf(row: LabelRow): { ok: true; label: LabelOrder } | { ok: false; reason: NoLabelReason } {
  if (!row.serviceOrderId) return { ok: false, reason: "not_sent" };
  if (row.syncState === SyncState.CANCELLED || row.shipmentState === "cancelled")
    return { ok: false, reason: "cancelled" };
  const request = parseJson(row.requestJson) as SentRequest | null;
  if (!request?.customer || !request.deliveryAddress) return { ok: false, reason: "erased" };
  const address = request.deliveryAddress;
  const truth = paymentTruthOf(row);
  // The one figure every view asks of the buyer: never more than is owed (docs/decisions/073).
  const owed = truth.cashToHaveMinor ?? 0;
  return {
    ok: true,
    label: {
      orderSyncId: row.id,
      reference: row.externalOrderRef,
      orderName: row.orderName,
      serviceOrderId: row.serviceOrderId,
      shipmentId: row.shipmentId,
      buyerName: [request.customer.fullName, request.customer.businessName].filter(Boolean).join(" · "),
      phone: request.customer.phoneE164 ?? null,
      addressLines: [
        address.freeTextAddress,
        address.landmark,
        [address.city, address.state].filter(Boolean).join(", "),
        address.countryCode,
      ].filter((line): line is string => Boolean(line)),
      collect: owed > 0 && truth.currency ? { amountMinor: owed, currency: truth.currency } : null,
      itemCount: (request.items ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0),
      weightGrams: weightOf(row.shopifyOrderJson),
    },
  };
}

/** Σ grams × quantity over the items that travel (the ones sent to the service); null without a snapshot or weights. */
function weightOf(shopifyOrderJson: string | null): number | null {
  const order = ShopifyOrderSchema.safeParse(parseJson(shopifyOrderJson));
  if (!order.success) return null;
  const travelling = order.data.line_items.filter(itemTravels);
  if (!travelling.some((item) => item.grams != null && item.grams > 0)) return null;
  return travelling.reduce((sum, item) => sum + Math.round(item.grams ?? 0) * effectiveQuantity(item), 0);
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
