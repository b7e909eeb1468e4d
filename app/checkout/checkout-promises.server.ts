/**
 * What the buyer was promised (docs/decisions/047). Shopify keeps no delivery dates on the order's
 * shipping line, so the app writes down the dates its carrier-service answer showed, per shop,
 * destination, rate code and UTC day, each time they change, and an order takes at handoff the newest
 * served before it was placed, that day or the day before (a checkout just before midnight;
 * docs/decisions/077).
 */
import type { AppContext } from "~/app-context";
import { addDays } from "~/i18n";
import type { ShopifyRatesBody } from "./map-rate-response";
import { promiseShownBefore } from "./promise-before-order";
import { orderDestination, type OrderDestination, sameCityPattern } from "~/performance";

/** How long an answer's dates are kept: an order is handed off within days of its checkout, or waits for payment. */
export const PROMISE_RETENTION_DAYS = 14;
const DAY_MS = 86_400_000;
/** Bound of what this process remembers (the dates last noted per key, answers not written yet); oldest forgotten first. */
const MAX_REMEMBERED = 10_000;
/** The dates last noted per key (shop, destination, rate, day), so a busy checkout writes a key again only when they change. */
const lastNoted = new Map<string, string>();
/** The days whose old rows this process already cleared. */
const swept = new Set<string>();
/**
 * The answer object last noted per shop, destination and UTC day. A cache hit serves the same object again, and noting
 * it again changes nothing until another answer was noted there since: checkout's hot path then skips the rates' keys.
 */
const lastBodyNoted = new Map<string, ShopifyRatesBody>();

type Ctx = Pick<AppContext, "db" | "now">;

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
/** "2026-11-25 12:00:00 +0000" → "2026-11-25". */
const dateOf = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

type PendingPromise = {
  shopId: string;
  destinationKey: string;
  serviceCode: string;
  quotedDay: string;
  earliestDate: string | null;
  latestDate: string | null;
  quotedAt: Date;
};
/** Answers served and not written yet, each change of a key's dates once; bounded like `lastNoted`. */
const pending = new Map<string, PendingPromise>();

/**
 * Notes the dates of the rates served to the buyer, in memory: the callback writes nothing to the
 * database (as checkout's counters, flush-checkout-stats.server.ts). On SQLite a write that meets
 * another writer's lock waits in the busy handler and holds the whole process meanwhile; from the
 * callback's path that stalled every buyer's checkout and, in the database-outage test, left the
 * app refusing writes after the database was back. flushCheckoutPromises writes them.
 * Each change of a key's dates is kept with the time it was served, never written over by a later
 * answer: an order is held to the dates shown before it was placed (docs/decisions/077).
 */
export function noteCheckoutPromises(
  now: Date,
  shopId: string,
  destination: OrderDestination | null,
  body: ShopifyRatesBody,
): void {
  if (!destination) return;
  const placeAndDay = `${shopId}|${destination.key}|${Math.floor(now.getTime() / DAY_MS)}`;
  if (lastBodyNoted.get(placeAndDay) === body) return;
  lastBodyNoted.delete(placeAndDay);
  lastBodyNoted.set(placeAndDay, body);
  if (lastBodyNoted.size > MAX_REMEMBERED) lastBodyNoted.delete(lastBodyNoted.keys().next().value!);
  const quotedDay = utcDay(now);
  for (const rate of body.rates) {
    const earliestDate = dateOf(rate.min_delivery_date);
    const latestDate = dateOf(rate.max_delivery_date);
    if (!earliestDate && !latestDate) continue;
    const id = { shopId, destinationKey: destination.key, serviceCode: rate.service_code, quotedDay };
    const key = Object.values(id).join("|");
    const dates = `${earliestDate}|${latestDate}`;
    if (lastNoted.get(key) === dates) continue;
    lastNoted.delete(key);
    lastNoted.set(key, dates);
    if (lastNoted.size > MAX_REMEMBERED) lastNoted.delete(lastNoted.keys().next().value!);
    pending.set(`${key}|${now.getTime()}`, { ...id, earliestDate, latestDate, quotedAt: now });
    if (pending.size > MAX_REMEMBERED) pending.delete(pending.keys().next().value!);
  }
}

/**
 * Writes the noted dates (the background work's tick, and a handoff before it reads them). An entry
 * that fails stays noted for the next flush; one statement each, no transaction.
 */
export async function flushCheckoutPromises(ctx: Ctx): Promise<void> {
  for (const [memo, row] of [...pending]) {
    await ctx.db.$executeRaw`
      INSERT INTO "CheckoutPromise" ("shopId", "destinationKey", "serviceCode", "quotedDay", "earliestDate", "latestDate", "quotedAt")
      VALUES (${row.shopId}, ${row.destinationKey}, ${row.serviceCode}, ${row.quotedDay}, ${row.earliestDate}, ${row.latestDate}, ${row.quotedAt})
      ON CONFLICT ("shopId", "destinationKey", "serviceCode", "quotedDay", "quotedAt") DO NOTHING`;
    pending.delete(memo);
  }
  // Retention: the first flush of a day per process clears what is past keeping.
  const now = ctx.now();
  const day = utcDay(now);
  if (!swept.has(day)) {
    const before = new Date(now.getTime() - PROMISE_RETENTION_DAYS * DAY_MS);
    await ctx.db.$executeRaw`DELETE FROM "CheckoutPromise" WHERE "quotedAt" < ${before}`;
    swept.add(day);
    if (swept.size > 31) swept.delete(swept.values().next().value!);
  }
}

type OrderForPromise = {
  created_at?: string | null;
  shipping_address?: Parameters<typeof orderDestination>[0];
  shipping_lines?: Array<{ code?: string | null; is_removed?: boolean | null }> | null;
};

/**
 * The OrderSync columns a handoff writes for performance: where the parcel goes and the dates the
 * buyer was shown for the order's shipping line, when the app recorded them.
 */
export async function promiseAtHandoff(ctx: Ctx, shopId: string, order: OrderForPromise) {
  const destination = orderDestination(order.shipping_address);
  if (!destination) return {};
  // This process's own answers not written yet (a checkout seconds ago, on this instance).
  await flushCheckoutPromises(ctx).catch(() => undefined);
  const place = { destCountry: destination.country, destRegion: destination.region, destCity: destination.city };
  const codes = (order.shipping_lines ?? [])
    .filter((line) => !line.is_removed && line.code)
    .map((line) => line.code as string);
  const placedAt = order.created_at ? new Date(order.created_at) : ctx.now();
  if (codes.length === 0 || Number.isNaN(placedAt.getTime())) return place;
  const day = utcDay(placedAt);
  // The answers served before the order was placed (docs/decisions/077): a few rows per rate and day.
  const find = async (destinationKey: string | { startsWith: string; endsWith: string }) =>
    promiseShownBefore(
      await ctx.db.checkoutPromise.findMany({
        where: {
          shopId,
          destinationKey,
          serviceCode: { in: codes },
          quotedDay: { in: [day, addDays(day, -1)] },
          quotedAt: { lte: placedAt },
        },
        orderBy: { quotedAt: "desc" },
        take: 20,
      }),
      placedAt,
    );
  // The same place first; else the same country and city under another reading of the region (a
  // province code at checkout where the order's address has none, or the other way round).
  const promise = (await find(destination.key)) ?? (await find(sameCityPattern(destination.key)));
  if (!promise) return place;
  return { ...place, promisedEarliestDate: promise.earliestDate, promisedLatestDate: promise.latestDate };
}
