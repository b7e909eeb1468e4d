import type { AppContext } from "~/app-context";
import type { DeliveryClient } from "~/delivery";
import { checkoutClientForShop, checkoutSpillClientForShop } from "./delivery-client.server";
import { CHECKOUT_SCOPE } from "./probe-key-scopes.server";
import { readStoredSyncSettings, type FallbackRate } from "~/order-mapping";

/** What the carrier callback needs to know about a shop, cached briefly: the hot path stays off the database. */
export type CallbackShop = {
  id: string;
  domain: string;
  client: DeliveryClient | null;
  /** The same key at the share of background refreshes (decision 035). */
  refreshClient: DeliveryClient | null;
  /**
   * The orders key at the spill's share, asked once the checkout key's budget is spent (decision 116);
   * null when the shop has one key or its orders key may not price checkout. Set to null here when
   * the service says the key has lost the scope.
   */
  spillClient: DeliveryClient | null;
  fallbackRates: FallbackRate[];
  phoneRequired: boolean;
  /** Push back the latest date shown where deliveries come late too often (docs/decisions/047). */
  widenLateDates: boolean;
};

/*
 * Bounds (docs/decisions/037). Only a request whose HMAC holds reaches this cache, and only a
 * token of the shape the app issues (CARRIER_TOKEN_SHAPE: at most 64 characters), so an entry's key is
 * small and an unsigned flood adds nothing. Entries are capped and the least recently used goes
 * first; a token that names no shop is not remembered. The TTL is also how long another instance
 * may still answer for a shop uninstalled or erased elsewhere (this instance forgets it at once).
 */
export const SHOP_CACHE_TTL_MS = 5_000;
export const SHOP_CACHE_MAX_ENTRIES = 2_000;
/** record-install.server.ts issues 24 random bytes as base64url (32 characters); anything far off is no token of ours. */
export const CARRIER_TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;
/*
 * spec §8 gives each key 120 requests a minute. Checkout takes its requests from the key's one
 * budget and may fill it; when the key also serves orders, the other callers leave it a reserve
 * (app/shops/delivery-client.server.ts, docs/decisions/028). It never waits: it falls back instead.
 */

// A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
const cache = new Map<string, { shop: CallbackShop; expiresAt: number }>();

/**
 * The shop a callback's token names, or null. A shop cached in this process is returned as it is, not in a promise
 * (the carrier callback's hit path, issue 42); one read from the database comes as a promise.
 */
export function findCallbackShop(ctx: AppContext, token: string): CallbackShop | null | Promise<CallbackShop | null> {
  if (!CARRIER_TOKEN_SHAPE.test(token)) return null;
  const cached = cache.get(token);
  if (cached) {
    cache.delete(token);
    if (cached.expiresAt > Date.now()) {
      cache.set(token, cached);
      return cached.shop;
    }
  }
  return readCallbackShop(ctx, token);
}

async function readCallbackShop(ctx: AppContext, token: string): Promise<CallbackShop | null> {
  const row = await ctx.db.shop.findUnique({ where: { carrierToken: token }, include: { connection: true } });
  const settings = row ? readStoredSyncSettings(row.settingsJson) : null;
  if (!row || !settings || row.uninstalledAt) return null;
  const shop = {
    id: row.id,
    domain: row.domain,
    client: checkoutClient(ctx, row, "checkout"),
    refreshClient: checkoutClient(ctx, row, "checkout-refresh"),
    spillClient: row.connection ? checkoutSpillClientForShop(ctx, row.connection) : null,
    fallbackRates: settings.fallbackRates,
    phoneRequired: settings.requirePhoneAtCheckout,
    widenLateDates: settings.widenLateDates,
  };
  cache.set(token, { shop, expiresAt: Date.now() + SHOP_CACHE_TTL_MS });
  while (cache.size > SHOP_CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return shop;
}

/** Forget cached shops (after a shop's connection or settings change in this process). */
export function forgetCallbackShops() {
  cache.clear();
}

/** Forget one shop at once (uninstalled or erased): its checkout must stop being answered here now. */
export function forgetCallbackShop(domain: string) {
  for (const [token, entry] of cache) if (entry.shop.domain === domain) cache.delete(token);
}

/**
 * The orders key was refused checkout:rates: it lost the scope since it was connected. Its stored
 * scopes say so from now on, so that no instance spills into it again (the connection page shows them).
 * Written only over the scopes just read: keys saved again meanwhile were probed afresh, and their
 * scopes stand.
 */
export async function forgetOrdersKeyPricing(ctx: Pick<AppContext, "db">, shopId: string): Promise<void> {
  const connection = await ctx.db.serviceConnection.findUnique({ where: { shopId }, select: { scopesJson: true } });
  if (!connection) return;
  const scopes = JSON.parse(connection.scopesJson) as string[];
  await ctx.db.serviceConnection.updateMany({
    where: { shopId, scopesJson: connection.scopesJson },
    data: { scopesJson: JSON.stringify(scopes.filter((scope) => scope !== CHECKOUT_SCOPE)) },
  });
}

type ShopRow = NonNullable<Awaited<ReturnType<AppContext["db"]["shop"]["findUnique"]>>> & {
  connection: { apiKeyCiphertext: string; checkoutApiKeyCiphertext: string | null; scopesJson: string } | null;
};

function checkoutClient(ctx: AppContext, row: ShopRow, share: "checkout" | "checkout-refresh"): DeliveryClient | null {
  return row.connection ? checkoutClientForShop(ctx, row.connection, share) : null;
}
