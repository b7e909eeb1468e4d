import type { Prisma } from "@delivery-connect/prisma-sqlite";
import type { AppContext } from "~/app-context";
import { openOrderPersonalData } from "~/order-record";
import { orderLedgersOf, paymentTruth, type OrderLedger } from "~/payments";
import { orderListBuyer } from "./order-list-buyer";
import { orderListPayment } from "./order-list-payment";
import { ORDERS_PAGE_SIZE, type OrderFilters } from "./order-filters";
import { orderTotals, type ListParcel } from "./order-list-parcels";

// Always offered as filters, even before any order is in them: they are what the merchant acts on.
const ALWAYS_OFFERED_SYNC_STATES = ["NEEDS_ATTENTION", "FAILED"];

export type OrderListPage = Awaited<ReturnType<typeof listOrderSyncs>>;

const ROW_SELECT = {
  id: true,
  shopifyOrderGid: true,
  parcelNumber: true,
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
} as const;

/**
 * One page of the shop's orders as the app knows them, newest first, with the filter choices that exist: one row
 * per Shopify order, its parcels within it (docs/decisions/086), counted and paged by order.
 */
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
  const where = await ordersWhere(ctx, shop.id, filters);
  const [total, firsts, options] = await Promise.all([
    ctx.db.orderSync.count({ where }),
    ctx.db.orderSync.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (filters.page - 1) * ORDERS_PAGE_SIZE,
      take: ORDERS_PAGE_SIZE,
      select: ROW_SELECT,
    }),
    filterOptions(ctx, shop.id),
  ]);
  const later = await ctx.db.orderSync.findMany({
    where: {
      shopId: shop.id,
      parcelNumber: { gt: 1 },
      shopifyOrderGid: { in: firsts.map((row) => row.shopifyOrderGid) },
    },
    orderBy: { parcelNumber: "asc" },
    select: ROW_SELECT,
  });
  // The page's orders' money ledgers, in one read (docs/decisions/084).
  const ledgers = await orderLedgersOf(
    ctx.db,
    shop.id,
    firsts.map((row) => row.shopifyOrderGid),
  );
  return {
    orders: firsts.map((first) =>
      orderRow(
        ctx,
        first,
        [first, ...later.filter((row) => row.shopifyOrderGid === first.shopifyOrderGid)],
        ledgers.get(first.shopifyOrderGid),
      ),
    ),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
    options,
  };
}

/**
 * An order is listed by its first parcel's row (every order has one, docs/decisions/076) and matches a filter when
 * any of its parcels does. The later parcels that match are few (only orders over several locations have any), so
 * their orders are read first and named.
 */
async function ordersWhere(ctx: AppContext, shopId: string, filters: OrderFilters) {
  const parcel = {
    ...(filters.syncState ? { syncState: filters.syncState } : {}),
    ...(filters.shipmentState ? { shipmentState: filters.shipmentState } : {}),
    ...(filters.payment ? { paymentPlan: filters.payment } : {}),
  };
  const order = {
    shopId,
    parcelNumber: 1,
    ...(filters.q ? { orderName: { contains: filters.q.replace(/^#/, "") } } : {}),
  };
  if (Object.keys(parcel).length === 0) return order;
  const laterMatching = await ctx.db.orderSync.findMany({
    where: { ...order, ...parcel, parcelNumber: { gt: 1 } },
    distinct: ["shopifyOrderGid"],
    select: { shopifyOrderGid: true },
  });
  return { ...order, OR: [parcel, { shopifyOrderGid: { in: laterMatching.map((row) => row.shopifyOrderGid) } }] };
}

const REFUND_STORIES = new Set<string>(["paid_twice", "paid_after_cancellation"]);

type ListedRow = Prisma.OrderSyncGetPayload<{ select: typeof ROW_SELECT }>;

/** The order's row: its first parcel's facts and buyer, every parcel's state and amount, the order's totals. */
function orderRow(ctx: AppContext, first: ListedRow, rows: ListedRow[], ledger: OrderLedger | undefined) {
  const { shopifyOrderJson, requestJson, destCity, shopifyOrderGid: _gid, parcelNumber: _number, ...row } = first;
  // The list shows the one payment truth of every view (payment-truth.ts); Shopify's status needs no snapshot here.
  const parcels: ListParcel[] = rows.map((parcel) => ({
    id: parcel.id,
    parcelNumber: parcel.parcelNumber,
    syncState: parcel.syncState,
    shipmentState: parcel.shipmentState,
    serviceOrderId: parcel.serviceOrderId,
    ...orderListPayment(paymentTruth(parcel, null, ledger)),
  }));
  return {
    ...row,
    ...orderListBuyer(openOrderPersonalData(ctx.secrets, { shopifyOrderJson, requestJson, destCity })),
    createdAt: row.createdAt.toISOString(),
    // The order's refund due is on one of its parcels (docs/decisions/091): its story is the order's.
    paymentStory:
      parcels.find((parcel) => REFUND_STORIES.has(parcel.paymentStory))?.paymentStory ?? parcels[0].paymentStory,
    parcels,
    ...orderTotals(parcels),
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
