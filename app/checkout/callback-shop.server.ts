import type { AppContext } from "~/context.server";
import type { DeliveryClient } from "~/delivery";
import { checkoutClientForShop } from "~/shops/delivery-client.server";
import { readStoredSyncSettings, type FallbackRate } from "~/sync/sync-settings";

/** What the carrier callback needs to know about a shop, cached briefly: the hot path stays off the database. */
export type CallbackShop = {
  id: string;
  domain: string;
  client: DeliveryClient | null;
  /** The same key at the share of background refreshes (decision 035). */
  refreshClient: DeliveryClient | null;
  fallbackRates: FallbackRate[];
  phoneRequired: boolean;
};

const SHOP_CACHE_TTL_MS = 30_000;
/*
 * spec §8 gives each key 120 requests a minute. Checkout takes its requests from the key's one
 * budget and may fill it; when the key also serves orders, the other callers leave it a reserve
 * (app/shops/delivery-client.server.ts, docs/decisions/028). It never waits: it falls back instead.
 */

const cache = new Map<string, { shop: CallbackShop | null; expiresAt: number }>();

export async function findCallbackShop(ctx: AppContext, token: string): Promise<CallbackShop | null> {
  const cached = cache.get(token);
  if (cached && cached.expiresAt > Date.now()) return cached.shop;
  const row = await ctx.db.shop.findUnique({ where: { carrierToken: token }, include: { connection: true } });
  const settings = row ? readStoredSyncSettings(row.settingsJson) : null;
  const shop =
    row && settings && !row.uninstalledAt
      ? {
          id: row.id,
          domain: row.domain,
          client: checkoutClient(ctx, row, "checkout"),
          refreshClient: checkoutClient(ctx, row, "checkout-refresh"),
          fallbackRates: settings.fallbackRates,
          phoneRequired: settings.requirePhoneAtCheckout,
        }
      : null;
  cache.set(token, { shop, expiresAt: Date.now() + SHOP_CACHE_TTL_MS });
  return shop;
}

/** Forget cached shops (after a shop's connection or settings change in this process). */
export function forgetCallbackShops() {
  cache.clear();
}

type ShopRow = NonNullable<Awaited<ReturnType<AppContext["db"]["shop"]["findUnique"]>>> & {
  connection: { apiKeyCiphertext: string; checkoutApiKeyCiphertext: string | null } | null;
};

function checkoutClient(ctx: AppContext, row: ShopRow, share: "checkout" | "checkout-refresh"): DeliveryClient | null {
  return row.connection ? checkoutClientForShop(ctx, row.connection, share) : null;
}
