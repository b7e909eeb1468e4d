import type { AppContext } from "~/context.server";
import type { DeliveryClient, RequestBudgetStore } from "~/delivery";
import { deliveryClientForKey } from "~/shops/delivery-client.server";
import { readSyncSettings, type FallbackRate } from "~/sync/sync-settings";

/** What the carrier callback needs to know about a shop, cached briefly: the hot path stays off the database. */
export type CallbackShop = { id: string; domain: string; client: DeliveryClient | null; fallbackRates: FallbackRate[] };

const SHOP_CACHE_TTL_MS = 30_000;
/*
 * spec §8 gives each key 120 requests a minute. A separate checkout key has its own budget. When one
 * key serves both, checkout gets a third of it and never waits for it (it falls back instead), so
 * checkout traffic cannot starve order handoff. See docs/decisions/005-checkout.md.
 */

const cache = new Map<string, { shop: CallbackShop | null; expiresAt: number }>();

export async function findCallbackShop(ctx: AppContext, token: string): Promise<CallbackShop | null> {
  const cached = cache.get(token);
  if (cached && cached.expiresAt > Date.now()) return cached.shop;
  const row = await ctx.db.shop.findUnique({ where: { carrierToken: token }, include: { connection: true } });
  const shop = row && !row.uninstalledAt ? { id: row.id, domain: row.domain, client: checkoutClient(ctx, row), fallbackRates: readSyncSettings(JSON.parse(row.settingsJson)).fallbackRates } : null;
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

function checkoutClient(ctx: AppContext, row: ShopRow): DeliveryClient | null {
  if (!row.connection) return null;
  const separateKey = row.connection.checkoutApiKeyCiphertext;
  const apiKey = ctx.secrets.decrypt(separateKey ?? row.connection.apiKeyCiphertext);
  const windowMs = ctx.env.DELIVERY_RATE_WINDOW_MS;
  const budget = separateKey
    ? { store: ctx.budgetStore, limitPerWindow: ctx.env.DELIVERY_RATE_LIMIT, windowMs, maxWaitMs: 0 }
    : { store: prefixedStore(ctx.budgetStore, "checkout:"), limitPerWindow: Math.ceil(ctx.env.DELIVERY_RATE_LIMIT / 3), windowMs, maxWaitMs: 0 };
  return deliveryClientForKey(ctx, apiKey, "en", { budget, retry: { maxRetries: 0 } });
}

function prefixedStore(store: RequestBudgetStore, prefix: string): RequestBudgetStore {
  return { take: (key, limit, windowMs, now) => store.take(prefix + key, limit, windowMs, now) };
}
