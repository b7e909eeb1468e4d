import type { AppContext } from "~/app-context";
import { openOrderPersonalData } from "~/order-record";
import { orderLedgerOf, paymentTruthOf, amountDiffersText } from "~/payments";
import { DEFAULT_LOCALE, localeFromTag } from "~/i18n";
import { FISCAL_EVENT_PREFIX } from "./delivery-body";
import { trackingPageUrl } from "./tracking-page-url";
import { readFulfillmentRecords, shownFulfillmentRecord } from "./fulfillment-records";

/** At most this many of a shop's receipts are searched for one order's fiscal events and failures. */
const RECEIPTS_SEARCHED = 1000;

type Refs = { serviceOrderId: string | null; externalOrderRef: string };

/** Whether a stored delivery names this order (spec §6: shipment and fiscal bodies carry both references). */
function refersTo(payloadJson: string, order: Refs): boolean {
  try {
    const data = (JSON.parse(payloadJson) as { data?: { orderId?: unknown; externalOrderRef?: unknown } }).data ?? {};
    return (
      (order.serviceOrderId !== null && data.orderId === order.serviceOrderId) ||
      data.externalOrderRef === order.externalOrderRef
    );
  } catch {
    return false;
  }
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * One order's shipment as the app knows it, for `orders:show`: state, timeline (ShipmentEvent rows,
 * with when each reached Shopify), the Shopify fulfillments, stored fiscal events and every error.
 */
export async function describeOrderTracking(ctx: Pick<AppContext, "db" | "secrets">, orderSyncId: string) {
  const row = await ctx.db.orderSync.findUniqueOrThrow({
    where: { id: orderSyncId },
    include: {
      shop: { select: { domain: true, locale: true } },
      events: { orderBy: [{ occurredAt: "asc" }, { createdAt: "asc" }] },
    },
  });
  const receipts = (
    await ctx.db.deliveryWebhookReceipt.findMany({
      where: {
        shopId: row.shopId,
        OR: [{ event: { startsWith: FISCAL_EVENT_PREFIX } }, { processedAt: null }, { lastError: { not: null } }],
      },
      orderBy: { receivedAt: "asc" },
      take: RECEIPTS_SEARCHED,
    })
  ).filter((receipt) => refersTo(receipt.payloadJson, row));

  const ledger = await orderLedgerOf(ctx.db, row.shopId, row.shopifyOrderGid);
  const payment = paymentTruthOf(openOrderPersonalData(ctx.secrets, row), ledger);
  return {
    shop: row.shop.domain,
    order: {
      id: row.id,
      name: row.orderName,
      shopifyOrderGid: row.shopifyOrderGid,
      externalOrderRef: row.externalOrderRef,
      serviceOrderId: row.serviceOrderId,
      syncState: row.syncState,
      paymentPlan: row.paymentPlan,
      paymentState: row.paymentState,
      payment,
      // The rider will collect another amount than the buyer owes, and what to do (decision 041).
      amountDiffers: amountDiffersText(localeFromTag(row.shop.locale) ?? DEFAULT_LOCALE, payment),
    },
    shipment: {
      shipmentId: row.shipmentId,
      state: row.shipmentState,
      stateAt: iso(row.shipmentStateAt),
      etaAt: iso(row.etaAt),
      lastEventAt: iso(row.lastEventAt),
      flags: (row.flaggedReason ?? "").split(",").filter(Boolean),
    },
    fulfillments: readFulfillmentRecords(row.fulfillmentsJson).map(shownFulfillmentRecord),
    trackingPageUrl: row.trackingToken ? trackingPageUrl(row.shop.domain, row.trackingToken) : null,
    // Shopify Flow triggers of this order: sent, or refused with Shopify's answer.
    flowTriggers: (
      await ctx.db.flowTriggerEvent.findMany({ where: { orderSyncId: row.id }, orderBy: { createdAt: "asc" } })
    ).map((trigger) => ({
      handle: trigger.handle,
      createdAt: trigger.createdAt.toISOString(),
      sentAt: iso(trigger.sentAt),
      lastError: trigger.lastError,
    })),
    timeline: row.events.map((event) => ({
      eventType: event.eventType,
      occurredAt: event.occurredAt.toISOString(),
      previousState: event.previousState,
      newState: event.newState,
      checkpoint: event.checkpointName ? { name: event.checkpointName, countryCode: event.checkpointCountry } : null,
      source: event.source,
      appliedToShopifyAt: iso(event.appliedToShopifyAt),
    })),
    fiscalEvents: receipts
      .filter((receipt) => receipt.event.startsWith(FISCAL_EVENT_PREFIX))
      .map((receipt) => {
        const data = (JSON.parse(receipt.payloadJson) as { data?: Record<string, unknown> }).data ?? {};
        return {
          deliveryId: receipt.id,
          event: receipt.event,
          occurredAt: receipt.occurredAt.toISOString(),
          receivedAt: receipt.receivedAt.toISOString(),
          fiscalDocumentId: data.fiscalDocumentId ?? null,
          documentType: data.documentType ?? null,
          status: data.status ?? null,
          statusReason: data.statusReason ?? null,
          fiscalNumber: data.fiscalNumber ?? null,
        };
      }),
    errors: {
      lastErrorCode: row.lastErrorCode,
      lastErrorMessage: row.lastErrorMessage,
      lastErrorAt: iso(row.lastErrorAt),
      deliveries: receipts
        .filter((receipt) => receipt.lastError || !receipt.processedAt)
        .map((receipt) => ({
          deliveryId: receipt.id,
          event: receipt.event,
          receivedAt: receipt.receivedAt.toISOString(),
          processed: Boolean(receipt.processedAt),
          lastError: receipt.lastError,
        })),
    },
  };
}
