import type { AppContext } from "~/context.server";
import { DeliveryError, type Order } from "~/delivery";
import type { Locale } from "~/i18n/locale";
import { availableOrderActions } from "./order-actions-availability";
import { orderFlags } from "./order-flags";
import { shopDeliveryClient } from "./shop-delivery-client.server";

/** A page must not wait long for the service: the live blocks are extras and their failure is shown, not fatal. */
const LIVE_ORDER_TIMEOUT_MS = 5_000;

export type ServiceOrderView =
  | { status: "not_sent" }
  | { status: "ok"; order: Order }
  | { status: "unavailable"; code: string; message: string };

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof getOrderDetail>>>;

/** One order, both sides: what the app holds from Shopify and the service's live order. Null if not this shop's. */
export async function getOrderDetail(ctx: AppContext, shopDomain: string, orderSyncId: string, locale: Locale) {
  const row = await ctx.db.orderSync.findFirst({
    where: { id: orderSyncId, shop: { domain: shopDomain } },
    include: { events: { orderBy: [{ occurredAt: "asc" }, { createdAt: "asc" }] }, shop: { select: { connection: { select: { originCountryCode: true } } } } },
  });
  if (!row) return null;
  const service = await liveServiceOrder(ctx, shopDomain, row.serviceOrderId ? row.externalOrderRef : null, locale);
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
      attentionReason: row.attentionReason,
      flags: orderFlags(row.flaggedReason),
      lastErrorCode: row.lastErrorCode,
      lastErrorMessage: row.lastErrorMessage,
      lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
      attempts: row.attempts,
      sentAt: row.sentAt?.toISOString() ?? null,
      customerEmail: row.customerEmail,
      customerPhone: row.customerPhone,
      sent: sentRequestSummary(row.requestJson),
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
    originCountryCode: row.shop.connection?.originCountryCode ?? null,
    service,
    actions: availableOrderActions(row),
  };
}

async function liveServiceOrder(ctx: AppContext, shopDomain: string, reference: string | null, locale: Locale): Promise<ServiceOrderView> {
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

type SentRequest = {
  customer?: { fullName?: string; phoneE164?: string; businessName?: string; taxId?: string };
  deliveryAddress?: { freeTextAddress?: string; city?: string; state?: string; countryCode?: string; landmark?: string; accessNotes?: string };
  items?: Array<{ name?: string; quantity?: number; unitPriceMinor?: number }>;
  paymentType?: string;
};

/** The parts of the request built from the Shopify order that a merchant recognises; null if none was built. */
function sentRequestSummary(requestJson: string | null) {
  if (!requestJson) return null;
  let request: SentRequest;
  try {
    request = JSON.parse(requestJson) as SentRequest;
  } catch {
    return null;
  }
  return {
    customerName: request.customer?.fullName ?? null,
    phone: request.customer?.phoneE164 ?? null,
    businessName: request.customer?.businessName ?? null,
    address: request.deliveryAddress ?? null,
    items: (request.items ?? []).map((item) => ({ name: item.name ?? "", quantity: item.quantity ?? 0, unitPriceMinor: item.unitPriceMinor ?? null })),
    paymentType: request.paymentType ?? null,
  };
}
