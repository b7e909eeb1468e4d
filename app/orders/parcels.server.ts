import type { AppContext } from "~/app-context";
import { currencyDecimals, minorUnitsFromDecimalString } from "~/money";
import {
  buyerCurrency,
  collectionStepMinor,
  externalOrderRef,
  type HeldParcel,
  itemsLeftElsewhere,
  keptByCancelledParcel,
  type NotShippedReason,
  parcelsOf,
  owedOverParcels,
  placeNewParcels,
  type ShopifyOrder,
  shipsWithService,
} from "~/order-mapping";
import { PaymentState, SyncState } from "~/order-record";
import { readLocationChoices } from "~/shops";
import {
  type AdminGraphql,
  type ParcelFulfillmentOrder,
  readParcelFulfillmentOrders,
  ShopifyAdminError,
  ShopifyErrorCode,
} from "~/shopify";
import type { OrderSyncWork } from "./load-order-sync.server";

/*
 * Which part of a Shopify order one OrderSync row hands to the service (docs/decisions/072, 076). A parcel is a row:
 * parcel 1 is the order's first row and keeps its reference, a later parcel is a row of its own, "-p<n>". The
 * parcels are placed from the order's fulfillment orders as Shopify has them now: the first sync of the order pins
 * parcel 1 to its fulfillment orders and adds a row for every other parcel; a fulfillment order that appears later
 * joins a parcel at its location the rider does not have yet, or becomes a parcel (a row) of its own.
 */

/** Shipment states before the rider has the parcel (spec §3): a parcel may still take fulfillment orders. */
const BEFORE_PICKUP = new Set(["created", "assigned"]);

/** How much of one line item a parcel holds: its fulfillment orders' quantities, all of them and what is left. */
export type ParcelQuantity = { total: number; remaining: number };

export type ParcelOfRow = {
  /**
   * The parcel's line items (by GID) with its own quantities of each: a line item split over two locations is in two
   * parcels, each with its part. Null: the whole order (one parcel whose fulfillment orders are not known yet).
   */
  lineItems: ReadonlyMap<string, ParcelQuantity> | null;
  /** How many parcels the order has. */
  parcels: number;
  /** This parcel's part of what the whole order owes (the service's minor units). */
  amountOf: (wholeMinor: number) => number;
  /** What its items are worth now: with the whole amount owed, what its amount is set against (decision 087). */
  valueMinor: number | null;
  /** Set when this row has nothing for the service: its items are at locations that do not ship with it. */
  notShipped?: NotShippedReason;
};

const WHOLE_ORDER: ParcelOfRow = { lineItems: null, parcels: 1, amountOf: (whole) => whole, valueMinor: null };
const notShipped = (reason: NotShippedReason): ParcelOfRow => ({
  lineItems: new Map(),
  parcels: 0,
  amountOf: () => 0,
  valueMinor: 0,
  notShipped: reason,
});

type SiblingRow = Awaited<ReturnType<typeof readSiblings>>[number];

const readSiblings = (ctx: AppContext, shopId: string, shopifyOrderGid: string) =>
  ctx.db.orderSync.findMany({
    where: { shopId, shopifyOrderGid },
    orderBy: { parcelNumber: "asc" },
    select: {
      id: true,
      parcelNumber: true,
      parcelFulfillmentOrdersJson: true,
      parcelLocationId: true,
      serviceOrderId: true,
      sentAt: true,
      codAmountMinor: true,
      paymentState: true,
      shopifyPaidAt: true,
      syncState: true,
      parcelOwedWholeMinor: true,
      parcelValueMinor: true,
      parcelValueNowMinor: true,
      shipmentState: true,
    },
  });

export const fulfillmentOrdersOfParcel = (json: string | null): string[] | null =>
  json === null ? null : (JSON.parse(json) as string[]);

/**
 * The order's fulfillment orders; null for a shop that has not granted the fulfillment-order or location scopes while
 * the order is not split yet: it is still handed over, whole, as before parcels (fulfilling it in Shopify will then
 * say which scope is missing). A split order's parcel cannot be told without them: that error stands.
 */
async function readFulfillmentOrders(
  ctx: AppContext,
  { row }: OrderSyncWork,
  graphql: AdminGraphql,
): Promise<ParcelFulfillmentOrder[] | null> {
  try {
    return await readParcelFulfillmentOrders(graphql, row.shopifyOrderGid);
  } catch (error) {
    if (!(error instanceof ShopifyAdminError) || error.code !== ShopifyErrorCode.ACCESS_DENIED) throw error;
    const siblings = await readSiblings(ctx, row.shopId, row.shopifyOrderGid);
    if (siblings.some((s) => s.parcelFulfillmentOrdersJson !== null)) throw error;
    ctx.logger.warn(
      { orderSyncId: row.id, error: error.message },
      "parcels: the order's fulfillment orders cannot be read; it is handed over whole",
    );
    return null;
  }
}

/**
 * Places the order's parcels (writing what changed: a pin, a join, a new row and its sync job) and answers this row's
 * part. An order whose fulfillment orders Shopify has not made yet is one parcel, the whole order, as before parcels.
 */
export async function parcelOfRow(ctx: AppContext, work: OrderSyncWork, graphql: AdminGraphql): Promise<ParcelOfRow> {
  const { row, order } = work;
  const fulfillmentOrders = await readFulfillmentOrders(ctx, work, graphql);
  if (!fulfillmentOrders) return WHOLE_ORDER;
  // The merchant's choice per location, else the default rule (docs/decisions/085).
  const shipsWith = await readLocationChoices(ctx, row.shopId);
  const origin = row.shop.connection?.originCountryCode ?? null;
  const drafts = parcelsOf(fulfillmentOrders, shipsWith, origin);
  let siblings = await readSiblings(ctx, row.shopId, row.shopifyOrderGid);
  const unpinned = siblings.filter((s) => s.parcelFulfillmentOrdersJson === null);
  // Sent before Shopify had routed it: the whole order is one parcel until the pickup pins what it fulfilled.
  if (unpinned.some((s) => s.serviceOrderId)) return WHOLE_ORDER;
  if (drafts.length === 0 && unpinned.length === siblings.length) {
    // Every item left is at a location that does not ship with the service: never sent, and the merchant is told.
    const elsewhere = itemsLeftElsewhere(fulfillmentOrders, shipsWith, origin);
    return elsewhere ? notShipped(elsewhere) : WHOLE_ORDER;
  }

  const held: HeldParcel[] = siblings.flatMap((s) =>
    s.parcelFulfillmentOrdersJson === null
      ? []
      : [
          {
            id: s.id,
            locationId: s.parcelLocationId ?? "",
            fulfillmentOrderIds: fulfillmentOrdersOfParcel(s.parcelFulfillmentOrdersJson)!,
            pickedUp: Boolean(s.serviceOrderId) && !BEFORE_PICKUP.has(s.shipmentState ?? "created"),
          },
        ],
  );
  const { joins, added } = placeNewParcels(held, drafts);
  for (const { parcelId, draft } of joins) {
    const parcel = held.find((h) => h.id === parcelId)!;
    const ids = [...parcel.fulfillmentOrderIds, ...draft.fulfillmentOrderIds];
    parcel.fulfillmentOrderIds = ids;
    await ctx.db.orderSync.update({
      where: { id: parcelId },
      data: { parcelFulfillmentOrdersJson: JSON.stringify(ids) },
    });
  }
  let next = Math.max(...siblings.map((s) => s.parcelNumber)) + 1;
  for (const [index, draft] of added.entries()) {
    const pin = {
      parcelFulfillmentOrdersJson: JSON.stringify(draft.fulfillmentOrderIds),
      parcelLocationId: draft.locationId,
    };
    // The order's first row, not sent yet, is the first parcel: it keeps the order's reference.
    if (index === 0 && unpinned.length > 0) {
      await ctx.db.orderSync.updateMany({
        where: { id: unpinned[0].id, parcelFulfillmentOrdersJson: null },
        data: pin,
      });
      continue;
    }
    await addParcelRow(ctx, work, next++, pin);
  }
  if (joins.length > 0 || added.length > 0) siblings = await readSiblings(ctx, row.shopId, row.shopifyOrderGid);

  const mine = siblings.find((s) => s.id === row.id);
  const myOrders = fulfillmentOrdersOfParcel(mine?.parcelFulfillmentOrdersJson ?? null);
  if (!mine || !myOrders) return WHOLE_ORDER;
  // A parcel not sent yet whose location the merchant has since stopped shipping from is not sent, nor counted.
  const locationShips = new Map(
    fulfillmentOrders.flatMap((fo) =>
      fo.location ? [[fo.location.id, shipsWithService(fo.location, shipsWith, origin)]] : [],
    ),
  );
  const stillOurs = (s: SiblingRow) =>
    s.serviceOrderId !== null || locationShips.get(s.parcelLocationId ?? "") !== false;
  if (!stillOurs(mine)) return notShipped("not_shipping_location");
  const pinned = siblings.filter((s) => s.parcelFulfillmentOrdersJson !== null && stillOurs(s));
  const values = new Map(pinned.map((s) => [s.id, parcelValue(s, fulfillmentOrders, order)]));
  await storeParcelValues(ctx, pinned, values);
  return {
    lineItems: quantitiesOf(fulfillmentOrders.filter((fo) => myOrders.includes(fo.id))),
    parcels: pinned.length,
    amountOf: (whole) => parcelAmount(whole, row.id, pinned, values, order),
    valueMinor: values.get(mine.id)!,
  };
}

/**
 * Each parcel's value as this sync weighs it, stored on its row: the ledger (app/payments/parcel-ledger.ts) weighs
 * the parcels by the same figure, so both attribute a change of one parcel's items to it (docs/decisions/087, 099).
 */
async function storeParcelValues(ctx: AppContext, parcels: SiblingRow[], values: ReadonlyMap<string, number>) {
  for (const p of parcels)
    if (p.parcelValueNowMinor !== values.get(p.id))
      await ctx.db.orderSync.update({ where: { id: p.id }, data: { parcelValueNowMinor: values.get(p.id) } });
}

/** Each line item's quantities over the parcel's fulfillment orders (a join can give it the same item twice). */
function quantitiesOf(fulfillmentOrders: ParcelFulfillmentOrder[]): Map<string, ParcelQuantity> {
  const held = new Map<string, ParcelQuantity>();
  for (const item of fulfillmentOrders.flatMap((fo) => fo.lineItems)) {
    const sum = held.get(item.lineItemId) ?? { total: 0, remaining: 0 };
    held.set(item.lineItemId, {
      total: sum.total + item.totalQuantity,
      remaining: sum.remaining + item.remainingQuantity,
    });
  }
  return held;
}

/**
 * This parcel's part of `whole` (docs/decisions/072, 087): a parcel never handed over gets its share of what the
 * handed-over ones do not collect; a handed-over one keeps what it collects, unless what is owed changed since its
 * amount was set: the change is then attributed once, to the parcel whose items changed, else by the split rule
 * (`owedByParcel`), so that decision 041 replaces or flags each parcel for its own part of the change only.
 */
function parcelAmount(
  whole: number,
  rowId: string,
  parcels: SiblingRow[],
  values: ReadonlyMap<string, number>,
  order: ShopifyOrder,
): number {
  if (parcels.length <= 1) return whole;
  // Shopify's outstanding amount counts a collection only once the app recorded it there; the ledger counts it
  // when it is made (docs/decisions/099): what a parcel brought and Shopify does not show yet is not owed.
  const unrecorded = parcels
    .filter((p) => broughtMoney(p) && p.shopifyPaidAt === null)
    .reduce((sum, p) => sum + (p.codAmountMinor ?? 0), 0);
  const amounts = owedOverParcels(
    Math.max(0, whole - unrecorded),
    parcels.map((p) => ({
      id: p.id,
      valueMinor: values.get(p.id)!,
      // Handed over once (a replacement keeps `sentAt` and the amount it was sent with, decision 077).
      sentMinor: p.sentAt !== null && p.codAmountMinor !== null ? sentPart(p, values.get(p.id)!) : null,
      basis:
        p.parcelOwedWholeMinor !== null && p.parcelValueMinor !== null
          ? { wholeMinor: p.parcelOwedWholeMinor, valueMinor: p.parcelValueMinor }
          : null,
    })),
    // What is collected is in the buyer's currency (docs/decisions/077): a whole coin of it.
    collectionStepMinor(currencyDecimals(buyerCurrency(order))),
  );
  return amounts.get(rowId)!;
}

/** The service brought this parcel's money (its rider's cash, its link paid). */
/**
 * What a handed-over parcel holds of what is left (docs/decisions/099): one whose money came (collected, paid by
 * link) nothing; a cancelled one that brought nothing its items' part while they stay on the order, which no other
 * parcel collects; any other what it collects.
 */
function sentPart(p: SiblingRow, valueNowMinor: number): number {
  if (broughtMoney(p)) return 0;
  if (p.syncState !== SyncState.CANCELLED && p.shipmentState !== "cancelled") return p.codAmountMinor!;
  return keptByCancelledParcel(p.codAmountMinor!, valueNowMinor, p.parcelValueMinor);
}

const broughtMoney = (p: SiblingRow) =>
  p.paymentState === PaymentState.COD_COLLECTED || p.paymentState === PaymentState.LINK_PAID;

/**
 * What a parcel's items are worth (Shopify's unit prices × its fulfillment orders' quantities, fulfilled or not, so
 * that a pickup does not change it): the weight of its share, and how a change of its items is told.
 */
function parcelValue(parcel: SiblingRow, fulfillmentOrders: ParcelFulfillmentOrder[], order: ShopifyOrder): number {
  const ids = fulfillmentOrdersOfParcel(parcel.parcelFulfillmentOrdersJson) ?? [];
  const price = new Map(
    order.line_items.map((item) => [
      item.admin_graphql_api_id ?? "",
      minorUnitsFromDecimalString(item.price, order.currency),
    ]),
  );
  return fulfillmentOrders
    .filter((fo) => ids.includes(fo.id))
    .flatMap((fo) => fo.lineItems)
    .reduce((sum, item) => sum + (price.get(item.lineItemId) ?? 0) * item.totalQuantity, 0);
}

/** A later parcel: a row of its own, with the order's snapshot as stored (sealed), its reference "-p<n>", its sync. */
async function addParcelRow(
  ctx: AppContext,
  work: OrderSyncWork,
  parcelNumber: number,
  pin: { parcelFulfillmentOrdersJson: string; parcelLocationId: string },
) {
  const source = await ctx.db.orderSync.findUniqueOrThrow({ where: { id: work.row.id } });
  const base = externalOrderRef(work.row.shop.domain, source.orderName, source.shopifyOrderGid);
  let created: { id: string };
  try {
    created = await ctx.db.orderSync.create({
      data: {
        shopId: source.shopId,
        shopifyOrderGid: source.shopifyOrderGid,
        parcelNumber,
        ...pin,
        externalOrderRef: `${base}-p${parcelNumber}`,
        orderName: source.orderName,
        shopifyCustomerGid: source.shopifyCustomerGid,
        customerEmail: source.customerEmail,
        customerPhone: source.customerPhone,
        shopifyOrderJson: source.shopifyOrderJson,
        shopifyUpdatedAt: source.shopifyUpdatedAt,
        manualSend: source.manualSend,
        intakeSource: source.intakeSource,
      },
      select: { id: true },
    });
  } catch (error) {
    // Another run of this order's sync placed it first.
    if ((error as { code?: string }).code === "P2002") return;
    throw error;
  }
  ctx.logger.info({ orderSyncId: created.id, parcelNumber }, "a parcel of its own: a service order of its own");
  await ctx.jobs.enqueue(
    "orders.sync-order",
    { orderSyncId: created.id },
    { dedupeKey: `sync:${created.id}:parcel`, shopId: source.shopId },
  );
}

/**
 * The order as this parcel has it: the items that travel are its own, at its own quantities (Shopify's line item
 * counts every location's; a partial move leaves 3 here and 2 there): its fulfillment orders' quantity after edits,
 * and what they have left to fulfil as the fulfillable quantity. Every amount is the whole order's.
 */
export function orderOfParcel(order: ShopifyOrder, parcel: ParcelOfRow): ShopifyOrder {
  const held = parcel.lineItems;
  if (!held) return order;
  return {
    ...order,
    line_items: order.line_items.flatMap((item) => {
      const mine = held.get(item.admin_graphql_api_id ?? "");
      if (!mine) return [];
      return [{ ...item, quantity: mine.total, current_quantity: mine.total, fulfillable_quantity: mine.remaining }];
    }),
  };
}
