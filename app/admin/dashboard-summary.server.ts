import type { AppContext } from "~/app-context";
import type { Locale } from "~/i18n";
import { attentionText, lastErrorText, syncPausedText } from "~/problems";
import { FINAL_SHIPMENT_STATES } from "~/shipments";
import { checkoutKeysAdvice } from "~/shops";

/** Days of checkout statistics the dashboard adds up (CheckoutStat rows are per UTC day). */
export const CHECKOUT_HEALTH_DAYS = 7;
/** Orders listed under each "needs you now" heading; the counts cover all of them. */
const SAMPLE_SIZE = 5;
/** In-flight shipments with no delivery webhook for this long suggest a disabled endpoint (spec §6). */
export const WEBHOOK_SILENCE_WARNING_HOURS = 24;

export type DashboardSummary = Awaited<ReturnType<typeof getDashboardSummary>>;

/** What needs the merchant now, and how shipments and checkout are doing. Null for an unknown shop. */
export async function getDashboardSummary(ctx: AppContext, shopDomain: string, locale: Locale) {
  const shop = await ctx.db.shop.findUnique({
    where: { domain: shopDomain },
    include: { connection: { select: { validatedAt: true, checkoutApiKeyHint: true, scopesJson: true } } },
  });
  if (!shop) return null;
  const [needsAttention, failed, shipmentCounts, lastDelivery, inFlight, checkout] = await Promise.all([
    attentionList(ctx, shop.id, "NEEDS_ATTENTION", locale),
    attentionList(ctx, shop.id, "FAILED", locale),
    ctx.db.orderSync.groupBy({
      by: ["shipmentState"],
      where: { shopId: shop.id, shipmentState: { not: null } },
      _count: { _all: true },
    }),
    ctx.db.deliveryWebhookReceipt.findFirst({
      where: { shopId: shop.id },
      orderBy: { receivedAt: "desc" },
      select: { receivedAt: true },
    }),
    ctx.db.orderSync.count({
      where: { shopId: shop.id, serviceOrderId: { not: null }, shipmentState: { notIn: [...FINAL_SHIPMENT_STATES] } },
    }),
    checkoutHealth(ctx, shop.id, shop.connection),
  ]);
  const lastDeliveryAt = latest(shop.lastDeliveryAt, lastDelivery?.receivedAt ?? null);
  const silenceSince = lastDeliveryAt ?? shop.connection?.validatedAt ?? null;
  const silentHours = silenceSince ? (ctx.now().getTime() - silenceSince.getTime()) / 3_600_000 : 0;
  return {
    connected: Boolean(shop.connection),
    syncState: shop.syncState,
    syncPausedReason: syncPausedText(shop, locale),
    carrierServiceState: shop.carrierServiceState,
    needsAttention,
    failed,
    webhooks: {
      lastDeliveryReceivedAt: lastDeliveryAt?.toISOString() ?? null,
      shipmentsInFlight: inFlight,
      silent: Boolean(shop.connection) && inFlight > 0 && silentHours >= WEBHOOK_SILENCE_WARNING_HOURS,
    },
    shipmentCounts: shipmentCounts
      .map((row) => ({ state: row.shipmentState as string, count: row._count._all }))
      .sort((a, b) => b.count - a.count),
    checkout,
  };
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a || !b) return a ?? b;
  return a > b ? a : b;
}

async function attentionList(ctx: AppContext, shopId: string, syncState: string, locale: Locale) {
  const where = { shopId, syncState };
  const [count, orders] = await Promise.all([
    ctx.db.orderSync.count({ where }),
    ctx.db.orderSync.findMany({
      where,
      orderBy: { updatedAt: "desc" },
      take: SAMPLE_SIZE,
      select: {
        id: true,
        orderName: true,
        flaggedReason: true,
        attentionCode: true,
        attentionParamsJson: true,
        attentionReason: true,
        lastErrorCode: true,
        lastErrorMessage: true,
        lastErrorParamsJson: true,
      },
    }),
  ]);
  // The first thing that says why, in the reader's language.
  const listed = orders.map((order) => ({
    id: order.id,
    orderName: order.orderName,
    why: attentionText(order, locale) ?? lastErrorText(order, locale) ?? order.flaggedReason ?? order.lastErrorCode,
  }));
  return { count, orders: listed };
}

/** Sums of the last CHECKOUT_HEALTH_DAYS UTC days; average latency = serviceLatencyMs / serviceCalls. */
async function checkoutHealth(
  ctx: AppContext,
  shopId: string,
  connection: { checkoutApiKeyHint: string | null; scopesJson: string } | null,
) {
  const since = new Date(ctx.now().getTime() - (CHECKOUT_HEALTH_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const sums = await ctx.db.checkoutStat.aggregate({
    where: { shopId, day: { gte: since } },
    _sum: {
      callbacks: true,
      cacheHits: true,
      staleServed: true,
      fallbacksUsed: true,
      errors: true,
      serviceCalls: true,
      serviceLatencyMs: true,
      rateLimited: true,
    },
  });
  const total = (value: number | null) => value ?? 0;
  const serviceCalls = total(sums._sum.serviceCalls);
  return {
    days: CHECKOUT_HEALTH_DAYS,
    callbacks: total(sums._sum.callbacks),
    cacheHits: total(sums._sum.cacheHits),
    staleServed: total(sums._sum.staleServed),
    fallbacksUsed: total(sums._sum.fallbacksUsed),
    errors: total(sums._sum.errors),
    serviceCalls,
    averageLatencyMs: serviceCalls > 0 ? Math.round(total(sums._sum.serviceLatencyMs) / serviceCalls) : null,
    rateLimited: total(sums._sum.rateLimited),
    keysAdvice: connection ? checkoutKeysAdvice(connection) : null,
  };
}
