import type { AppContext } from "~/app-context";
import { openOrderPersonalData } from "~/order-record";
import { paymentTruth } from "~/payments";
import { orderListBuyer } from "./order-list-buyer";
import { orderListPayment } from "./order-list-payment";
import { ORDERS_PAGE_SIZE, type OrderFilters } from "./order-filters";

// Always offered as filters, even before any order is in them: they are what the merchant acts on.
const ALWAYS_OFFERED_SYNC_STATES = ["NEEDS_ATTENTION", "FAILED"];

export type OrderListPage = Awaited<ReturnType<typeof listOrderSyncs>>;

/** One page of the shop's orders as the app knows them, newest first, with the filter choices that exist. */
export async function listOrderSyncs(ctx: AppContext, shopDomain: string, filters: OrderFilters) {
  const shop = await ctx.db.shop.findUnique({ where: { domain: shopDomain }, select: { id: true } });
  if (!shop)
    return {
      orders: [],
      total: 0,
      page: 1,
      pageCount: 1,
      options: { syncStates: [], shipmentStates: [], payments: [] },
    };
  const where = {
    shopId: shop.id,
    ...(filters.syncState ? { syncState: filters.syncState } : {}),
    ...(filters.shipmentState ? { shipmentState: filters.shipmentState } : {}),
    ...(filters.payment ? { paymentPlan: filters.payment } : {}),
    ...(filters.q ? { orderName: { contains: filters.q.replace(/^#/, "") } } : {}),
  };
  const [total, rows, options] = await Promise.all([
    ctx.db.orderSync.count({ where }),
    ctx.db.orderSync.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (filters.page - 1) * ORDERS_PAGE_SIZE,
      take: ORDERS_PAGE_SIZE,
      select: {
        id: true,
        orderName: true,
        createdAt: true,
        syncState: true,
        paymentPlan: true,
        paymentState: true,
        shipmentState: true,
        codAmountMinor: true,
        owedNowMinor: true,
        currency: true,
        lastErrorCode: true,
        flaggedReason: true,
        serviceOrderId: true,
        shopifyPaidAt: true,
        paymentHoldAt: true,
        // Read for the buyer's name and city only (orderListBuyer); neither payload goes to the page.
        shopifyOrderJson: true,
        requestJson: true,
        destCity: true,
      },
    }),
    filterOptions(ctx, shop.id),
  ]);
  return {
    // The list shows the one payment truth of every view (payment-truth.ts); Shopify's status needs no snapshot here.
    orders: rows.map(({ shopifyOrderJson, requestJson, destCity, ...row }) => ({
      ...row,
      ...orderListBuyer(openOrderPersonalData(ctx.secrets, { shopifyOrderJson, requestJson, destCity })),
      createdAt: row.createdAt.toISOString(),
      ...orderListPayment(paymentTruth(row, null)),
    })),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
    options,
  };
}

/** The values present in the shop's orders: states the spec does not list still get a filter. */
async function filterOptions(ctx: AppContext, shopId: string) {
  const [sync, shipment, payment] = await Promise.all([
    ctx.db.orderSync.findMany({ where: { shopId }, distinct: ["syncState"], select: { syncState: true } }),
    ctx.db.orderSync.findMany({
      where: { shopId, shipmentState: { not: null } },
      distinct: ["shipmentState"],
      select: { shipmentState: true },
    }),
    ctx.db.orderSync.findMany({
      where: { shopId, paymentPlan: { not: null } },
      distinct: ["paymentPlan"],
      select: { paymentPlan: true },
    }),
  ]);
  const sorted = (values: Array<string | null>) => values.filter((value): value is string => Boolean(value)).sort();
  return {
    syncStates: [...new Set([...ALWAYS_OFFERED_SYNC_STATES, ...sorted(sync.map((row) => row.syncState))])],
    shipmentStates: sorted(shipment.map((row) => row.shipmentState)),
    payments: sorted(payment.map((row) => row.paymentPlan)),
  };
}
