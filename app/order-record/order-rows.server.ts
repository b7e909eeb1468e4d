import type { OrderSync, ShipmentEvent } from "@delivery-connect/prisma-sqlite";
import { columnsOf, jsonArrayOf, jsonArrayRows, plainQuery, type Db } from "~/db.server";
import { groupedPerDatabase } from "~/grouped-calls";

/*
 * The order reads of a delivery's apply job (tracking) and of the Flow triggers that follow it: every
 * delivery makes them, so they are plain statements (docs/decisions/054, 057) and return the rows
 * Prisma's models would: every column of the order and of its events, dates and booleans as such.
 */

/** The few columns of the order's shop that applying a shipment and its Flow triggers read. */
export type ShopOfOrder = { domain: string; settingsJson: string; uninstalledAt: Date | null; locale: string };
export type OrderWithShopAndEvents = OrderSync & { shop: ShopOfOrder; events: ShipmentEvent[] };

/** A service order's replacement plan (ReplacedServiceOrder, docs/decisions/041, 077): none, cancel sent, cancel confirmed. */
export type ReplacementPlanState = null | "cancel in flight" | "cancelled";

/**
 * The shop's order that the service's order id or our own reference names (the reference finds an order whose sync
 * crashed before storing the service's id), the newest if they name two, and the replacement plan of that service
 * order: one statement for what a delivery's apply reads first (docs/decisions/107). Null and no plan when neither is
 * given or none matches; an absent one matches nothing (NULL never equals a column). Each name is looked up in its own
 * index, one branch of a UNION ALL: written as one OR, SQLite read every order of the shop (docs/decisions/112).
 */
export function findOrderByServiceReference(
  db: Db,
  shopId: string,
  serviceOrderId: string | null | undefined,
  externalOrderRef: string | null | undefined,
): Promise<OrderByServiceReference> {
  if (!serviceOrderId && !externalOrderRef) return Promise.resolve({ order: null, replacementPlan: null });
  return orderLookups(db, [shopId, serviceOrderId ?? null, externalOrderRef ?? null]);
}

type OrderByServiceReference = { order: OrderSync | null; replacementPlan: ReplacementPlanState };
type ServiceReference = [shopId: string, serviceOrderId: string | null, externalOrderRef: string | null];

/*
 * The jobs of one fetched batch look their orders up together, so the lookups made while one is out go as one
 * statement (group commit, docs/decisions/124): one branch of a UNION ALL each, numbered, each its one row. A count of
 * lookups is a statement of its own, prepared per connection: 16 bounds them.
 */
const MAX_LOOKUPS_TOGETHER = 16;
const orderLookups = groupedPerDatabase(
  "order-by-service-reference",
  readOrdersByServiceReference,
  MAX_LOOKUPS_TOGETHER,
);

async function readOrdersByServiceReference(db: Db, wanted: ServiceReference[]): Promise<OrderByServiceReference[]> {
  type Row = OrderSync & { lookup: number | string; replacementPlan: ReplacementPlanState };
  const rows = await plainQuery<Row>(db, orderLookupsText(wanted.length), wanted.flat());
  const byLookup = new Map(rows.map(({ lookup, ...row }) => [Number(lookup), row]));
  return wanted.map((_, index) => {
    const { replacementPlan, ...order } = byLookup.get(index)!;
    return { order: order.id === null ? null : (order as OrderSync), replacementPlan };
  });
}

/*
 * The statement of a group of `count` lookups, made once per count: the same text each time is also the driver's
 * prepared statement found at once (a text made anew, a few kilobytes of columns per lookup, is hashed and compared in
 * full on every run).
 */
const orderLookupsTexts: string[] = [];
function orderLookupsText(count: number): string {
  return (orderLookupsTexts[count] ??= Array.from({ length: count }, (_, index) =>
    orderByServiceReferenceText(index),
  ).join("\n     UNION ALL\n     "));
}

/**
 * findOrderByServiceReference's statement for the lookup numbered `lookup` of a group: its parameters are the shop,
 * the service's order id and our reference, from $1 for the first lookup, $4 for the second and so on.
 */
export function orderByServiceReferenceText(lookup = 0): string {
  const [shop, serviceOrderId, reference] = [1, 2, 3].map((n) => `$${lookup * 3 + n}`);
  return `SELECT ${lookup} AS "lookup", p."replacementPlan" AS "replacementPlan", ${columnsOf("OrderSync", "o")}
     FROM (SELECT (SELECT CASE WHEN r."cancelledAt" IS NULL THEN 'cancel in flight' ELSE 'cancelled' END
                   FROM (SELECT "cancelledAt" FROM "ReplacedServiceOrder" WHERE "shopId" = ${shop} AND "serviceOrderId" = ${serviceOrderId}
                         UNION ALL
                         SELECT "cancelledAt" FROM "ReplacedServiceOrder" WHERE "shopId" = ${shop} AND "externalOrderRef" = ${reference}) r
                   LIMIT 1) AS "replacementPlan") p
     LEFT JOIN "OrderSync" o ON o."id" = (
       SELECT n."id" FROM (SELECT "id", "createdAt" FROM "OrderSync" WHERE "shopId" = ${shop} AND "serviceOrderId" = ${serviceOrderId}
                           UNION ALL
                           SELECT "id", "createdAt" FROM "OrderSync" WHERE "shopId" = ${shop} AND "externalOrderRef" = ${reference}) n
       ORDER BY n."createdAt" DESC LIMIT 1)`;
}

const EVENTS_IN_ORDER = `e."occurredAt" ASC, e."createdAt" ASC`;
/** readOrderWithShopAndEvents's statement by its events' column (which differs between the two databases). */
const orderWithShopAndEventsTexts = new Map<string, string>();

/**
 * The order with its shop's few columns and its events in the order they happened: one statement, the events a JSON
 * array column of the order's row (one exchange fewer for every delivery's apply, docs/decisions/113).
 */
export async function readOrderWithShopAndEvents(db: Db, orderSyncId: string): Promise<OrderWithShopAndEvents | null> {
  type Row = OrderSync & { [K in keyof ShopOfOrder as `shop_${K}`]: ShopOfOrder[K] } & { events_json: unknown };
  const events = jsonArrayOf(db, "ShipmentEvent", "e", `WHERE e."orderSyncId" = o."id"`, EVENTS_IN_ORDER);
  // Made once per database kind, as orderLookupsText: the same text each time is the prepared statement found at once.
  let text = orderWithShopAndEventsTexts.get(events);
  if (text === undefined) {
    text = `SELECT ${columnsOf("OrderSync", "o")}, s."domain" AS "shop_domain", s."settingsJson" AS "shop_settingsJson",
       s."uninstalledAt" AS "shop_uninstalledAt", s."locale" AS "shop_locale", ${events} AS "events_json"
     FROM "OrderSync" o JOIN "Shop" s ON s."id" = o."shopId" WHERE o."id" = $1`;
    orderWithShopAndEventsTexts.set(events, text);
  }
  const [row] = await plainQuery<Row>(db, text, [orderSyncId]);
  if (!row) return null;
  const { shop_domain, shop_settingsJson, shop_uninstalledAt, shop_locale, events_json, ...order } = row;
  return {
    ...order,
    shop: {
      domain: shop_domain,
      settingsJson: shop_settingsJson,
      uninstalledAt: shop_uninstalledAt,
      locale: shop_locale,
    },
    events: jsonArrayRows<ShipmentEvent>("ShipmentEvent", events_json),
  };
}
