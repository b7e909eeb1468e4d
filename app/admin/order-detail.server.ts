import type { AppContext } from "~/app-context";
import { DeliveryError, type Order } from "~/delivery";
import { exceedsServiceDecimals, minorUnitsFromDecimalString } from "~/money";
import { countryName, type Locale } from "~/i18n";
import { guidanceFor, attentionText, lastErrorText } from "~/problems";
import { PaymentPlanKind, SyncState, openOrderPersonalData } from "~/order-record";
import { orderLedgerOf, paymentTruthOf } from "~/payments";
import { ShopifyOrderSchema, toE164, usesPresentmentMoney } from "~/order-mapping";
import { availableOrderActions } from "./order-actions-availability";
import { labelOrderOf, labelReprint } from "~/labels";
import { cancelledBy, openOrderFlags } from "./order-flags";
import { shopDeliveryClient } from "./shop-delivery-client.server";
import { parcelsOfOrder } from "./order-parcels.server";

/** A page must not wait long for the service: the live blocks are extras and their failure is shown, not fatal. */
const LIVE_ORDER_TIMEOUT_MS = 5_000;

export type ServiceOrderView =
  { status: "not_sent" } | { status: "ok"; order: Order } | { status: "unavailable"; code: string; message: string };

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof getOrderDetail>>>;

/** One order, both sides: what the app holds from Shopify and the service's live order. Null if not this shop's. */
export async function getOrderDetail(ctx: AppContext, shopDomain: string, orderSyncId: string, locale: Locale) {
  const stored = await ctx.db.orderSync.findFirst({
    where: { id: orderSyncId, shop: { domain: shopDomain } },
    include: {
      events: { orderBy: [{ occurredAt: "asc" }, { createdAt: "asc" }] },
      shop: { select: { connection: { select: { originCountryCode: true } } } },
    },
  });
  if (!stored) return null;
  const row = openOrderPersonalData(ctx.secrets, stored);
  const service = await liveServiceOrder(ctx, shopDomain, row.serviceOrderId ? row.externalOrderRef : null, locale);
  const shopify = shopifySide(row.shopifyOrderJson, row.requestJson, locale);
  // The same truth as the CLI and the order block read: Shopify's status from the same snapshot, the money
  // figures from the order's ledger (docs/decisions/084).
  const payment = paymentTruthOf(row, await orderLedgerOf(ctx.db, row.shopId, row.shopifyOrderGid));
  return {
    order: {
      id: row.id,
      orderName: row.orderName,
      shopifyOrderId: row.shopifyOrderGid.split("/").pop() ?? "",
      createdAt: row.createdAt.toISOString(),
      externalOrderRef: row.externalOrderRef,
      syncState: row.syncState,
      paymentPlan: row.paymentPlan,
      paymentState: row.paymentState,
      codAmountMinor: row.codAmountMinor,
      currency: row.currency,
      serviceOrderId: row.serviceOrderId,
      shipmentId: row.shipmentId,
      shipmentState: row.shipmentState,
      shipmentStateAt: row.shipmentStateAt?.toISOString() ?? null,
      etaAt: row.etaAt?.toISOString() ?? null,
      paymentLinkUrl: row.paymentLinkUrl,
      attentionReason: attentionText(row, locale),
      // Only the problems still open: an address to check on a delivered order is not one (openOrderFlags).
      flags: openOrderFlags(row.flaggedReason, row),
      cancelledBy: cancelledBy({ ...row, shopifyCancelledAt: shopify?.cancelledAt ?? null }),
      // What the labels route answers for this order: a label, or why none (never sent, cancelled, erased).
      labels: labelState(row),
      // The label on the parcel names a reference cancelled since (a recreate): print it again (decision 077).
      labelReprint: labelReprint(row),
      lastErrorCode: row.lastErrorCode,
      lastErrorMessage: lastErrorText(row, locale),
      lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
      attempts: row.attempts,
      sentAt: row.sentAt?.toISOString() ?? null,
      customerEmail: row.customerEmail,
      customerPhone: row.customerPhone,
      shopify,
      payment,
      collectRoundedDown: collectRoundedDown(row),
    },
    events: row.events.map((event) => ({
      id: event.id,
      eventType: event.eventType,
      occurredAt: event.occurredAt.toISOString(),
      previousState: event.previousState,
      newState: event.newState,
      checkpointName: event.checkpointName,
      checkpointCountry: event.checkpointCountry,
    })),
    // After the last retry, the advice is about retrying, whatever the last error was (a timeout, a 5xx).
    guidance:
      row.syncState === SyncState.FAILED
        ? guidanceFor("RETRIES_EXHAUSTED", locale)
        : row.lastErrorCode
          ? guidanceFor(row.lastErrorCode, locale)
          : null,
    originCountryCode: row.shop.connection?.originCountryCode ?? null,
    // The order's parcels when it has several (docs/decisions/076); this row is one of them.
    parcels: await parcelsOfOrder(ctx, row.shopId, row.shopifyOrderGid),
    service,
    actions: availableOrderActions({
      ...row,
      paidInShopify:
        payment.shopifyFinancialStatus === "paid" || payment.shopifyFinancialStatus === "partially_refunded",
    }),
  };
}

function labelState(row: Parameters<typeof labelOrderOf>[0]) {
  const label = labelOrderOf(row);
  return label.ok ? ("ready" as const) : label.reason;
}

async function liveServiceOrder(
  ctx: AppContext,
  shopDomain: string,
  reference: string | null,
  locale: Locale,
): Promise<ServiceOrderView> {
  if (!reference) return { status: "not_sent" };
  try {
    const client = await shopDeliveryClient(ctx, shopDomain, locale, { timeoutMs: LIVE_ORDER_TIMEOUT_MS });
    if (!client) return { status: "unavailable", code: "NOT_CONNECTED", message: "" };
    return { status: "ok", order: await client.getOrder(reference) };
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    ctx.logger.warn({ err: error.toJSON(), shopDomain }, "order page: live service order unavailable");
    return { status: "unavailable", code: error.code, message: error.message };
  }
}

/** A buyer's number as it can be rung from anywhere: a local "07 07 12 34 56" read in the destination's country. */
function internationalPhone(raw: string | null | undefined, countryCode: string | null | undefined): string | null {
  if (!raw) return null;
  return toE164(raw, countryCode) ?? raw;
}

type SentRequest = {
  customer?: { fullName?: string; phoneE164?: string; businessName?: string };
  deliveryAddress?: {
    freeTextAddress?: string;
    city?: string;
    state?: string;
    countryCode?: string;
    landmark?: string;
    accessNotes?: string;
  };
  items?: Array<{ name?: string; quantity?: number }>;
};

/**
 * The Shopify side as the merchant knows it: the latest Shopify order the app received, or, once
 * that was erased (customers/redact), what was sent to the service. Null when there is neither.
 */
function shopifySide(shopifyOrderJson: string | null, requestJson: string | null, locale: Locale) {
  const order = shopifyOrderJson ? ShopifyOrderSchema.safeParse(parseJson(shopifyOrderJson)) : null;
  if (order?.success) {
    const { data } = order;
    const address = data.shipping_address;
    return {
      customerName: address?.name ?? ([address?.first_name, address?.last_name].filter(Boolean).join(" ") || null),
      businessName: address?.company ?? null,
      phone: internationalPhone(address?.phone ?? data.phone, address?.country_code),
      email: data.email ?? null,
      address: address
        ? [
            address.address1,
            address.address2,
            address.city,
            address.province,
            address.zip,
            countryName(locale, address.country_code),
          ]
            .filter(Boolean)
            .join(", ")
        : null,
      financialStatus: data.financial_status ?? null,
      gateways: data.payment_gateway_names ?? [],
      totalMinor: minor(data.total_price, data.currency),
      currency: data.currency,
      shippingMethod: data.shipping_lines?.find((line) => !line.is_removed)?.title ?? null,
      cancelledAt: data.cancelled_at ?? null,
      attributes: (data.note_attributes ?? []).flatMap((attribute) =>
        attribute.name && attribute.value ? [{ name: attribute.name, value: String(attribute.value) }] : [],
      ),
      items: data.line_items.map((item) => ({
        name: item.name ?? item.title ?? "",
        quantity: item.current_quantity ?? item.quantity,
      })),
    };
  }
  const request = requestJson ? (parseJson(requestJson) as SentRequest | undefined) : undefined;
  if (!request) return null;
  const address = request.deliveryAddress;
  return {
    customerName: request.customer?.fullName ?? null,
    businessName: request.customer?.businessName ?? null,
    phone: request.customer?.phoneE164 ?? null,
    email: null,
    address: address
      ? [address.freeTextAddress, address.city, address.state, countryName(locale, address.countryCode)]
          .filter(Boolean)
          .join(", ")
      : null,
    financialStatus: null,
    gateways: [],
    totalMinor: null,
    currency: null,
    shippingMethod: null,
    cancelledAt: null,
    attributes: [address?.landmark, address?.accessNotes]
      .filter((value): value is string => Boolean(value))
      .map((value) => ({ name: "", value })),
    items: (request.items ?? []).map((item) => ({ name: item.name ?? "", quantity: item.quantity ?? 0 })),
  };
}

/**
 * The amount the buyer owes in Shopify when the service's two decimals made the amount to collect
 * smaller (12.345 KWD collected as 12.34: decision 040), so the page can say so; otherwise null.
 * Read from the latest snapshot: what is outstanding, or the total once nothing is.
 */
function collectRoundedDown(row: {
  paymentPlan: string | null;
  codAmountMinor: number | null;
  currency: string | null;
  shopifyOrderJson: string | null;
}): { owed: string; collectedMinor: number; currency: string } | null {
  const collects = row.paymentPlan === PaymentPlanKind.COD || row.paymentPlan === PaymentPlanKind.LINK;
  if (!collects || !row.codAmountMinor || !row.currency || !row.shopifyOrderJson) return null;
  const order = ShopifyOrderSchema.safeParse(parseJson(row.shopifyOrderJson));
  if (!order.success) return null;
  const { total_outstanding: outstanding, total_price: total } = order.data;
  // The buyer's money when the order is collected in it (docs/decisions/077).
  const buyer = usesPresentmentMoney(order.data, row.currency)
    ? (order.data.current_total_price_set ?? order.data.total_price_set)?.presentment_money?.amount
    : null;
  const owed = buyer ?? (outstanding && Number(outstanding) > 0 ? outstanding : total);
  try {
    return owed && exceedsServiceDecimals(owed, row.currency)
      ? { owed, collectedMinor: row.codAmountMinor, currency: row.currency }
      : null;
  } catch {
    return null; // an amount Shopify would not send: nothing to say about its rounding
  }
}

function minor(amount: string | null | undefined, currency: string): number | null {
  if (!amount) return null;
  try {
    return minorUnitsFromDecimalString(amount, currency);
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
