/**
 * The late destinations of a shop, read on demand and kept for LATENESS_CACHE_TTL_MS per process:
 * the checkout asks for them on every callback of a shop that turned widening on, the dashboard on
 * every visit; the database is asked at most once an hour per shop and process. docs/decisions/047.
 */
import type { AppContext } from "~/app-context";
import { shopTimeZone } from "~/i18n";
import {
  destinationKey,
  LATENESS_POLICY,
  lateDestinationFor,
  lateDestinations,
  type LateDestination,
} from "./lateness";

export const LATENESS_CACHE_TTL_MS = 60 * 60_000;
const MAX_CACHED_SHOPS = 2_000;
/** A bound on one read: far more deliveries than 30 days of a large shop's destinations need. */
const MAX_DELIVERIES_READ = 20_000;
const DAY_MS = 86_400_000;

type Ctx = Pick<AppContext, "db" | "now">;

const cache = new Map<string, { at: number; destinations: Promise<LateDestination[]> }>();

/** The shop's destinations delivered late too often over the last LATENESS_POLICY.windowDays days. */
export async function readLateDestinations(ctx: Ctx, shopId: string): Promise<LateDestination[]> {
  const now = ctx.now();
  const shop = await ctx.db.shop.findUnique({ where: { id: shopId }, select: { ianaTimezone: true } });
  const rows = await ctx.db.orderSync.findMany({
    where: {
      shopId,
      shipmentState: "delivered",
      shipmentStateAt: { gte: new Date(now.getTime() - LATENESS_POLICY.windowDays * DAY_MS), lte: now },
      promisedLatestDate: { not: null },
    },
    select: { destCountry: true, destRegion: true, destCity: true, shipmentStateAt: true, promisedLatestDate: true },
    orderBy: { shipmentStateAt: "desc" },
    take: MAX_DELIVERIES_READ,
  });
  return lateDestinations(
    rows.map((row) => ({
      destinationKey: destinationKey({ countryCode: row.destCountry, region: row.destRegion, city: row.destCity }),
      destCountry: row.destCountry,
      destRegion: row.destRegion,
      destCity: row.destCity,
      deliveredAt: row.shipmentStateAt!,
      promisedLatestDate: row.promisedLatestDate!,
    })),
    shopTimeZone(shop?.ianaTimezone),
  );
}

/** readLateDestinations through the per-process cache (a failed read is not kept). */
export function cachedLateDestinations(ctx: Ctx, shopId: string): Promise<LateDestination[]> {
  const nowMs = ctx.now().getTime();
  const hit = cache.get(shopId);
  if (hit && nowMs - hit.at < LATENESS_CACHE_TTL_MS) return hit.destinations;
  const destinations = readLateDestinations(ctx, shopId);
  cache.delete(shopId);
  cache.set(shopId, { at: nowMs, destinations });
  destinations.catch(() => cache.delete(shopId));
  while (cache.size > MAX_CACHED_SHOPS) cache.delete(cache.keys().next().value!);
  return destinations;
}

/** Days to add to the latest date shown for a destination: 0 unless it is late too often. */
export async function widenDaysFor(ctx: Ctx, shopId: string, key: string): Promise<number> {
  const destinations = await cachedLateDestinations(ctx, shopId);
  return lateDestinationFor(destinations, key)?.widenDays ?? 0;
}

/** Forget what was learnt (tests, and a merchant's fresh look after turning widening on). */
export function forgetLateDestinations(shopId?: string) {
  if (shopId) cache.delete(shopId);
  else cache.clear();
}
