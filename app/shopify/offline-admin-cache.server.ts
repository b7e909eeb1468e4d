import type { OfflineAdmin } from "./admin-graphql.server";

/*
 * A shop's offline Admin client, kept for a minute per process. Without it every Shopify call of a
 * job loaded the shop's session through Prisma's session storage and decrypted its tokens: one
 * Prisma query (its query compiler on the event loop) per delivery applied (docs/decisions/095).
 * The library's own rules stay in force: an entry is never used within the library's refresh window
 * of the token's expiry (it would refresh it), it is dropped when this process stores or deletes a
 * session, and a 401 from Shopify drops it and loads the session again (admin-graphql.server.ts), for
 * a token another process replaced (a reinstall, a refresh).
 */

/** How long a loaded session is used without reading it again. */
export const OFFLINE_ADMIN_CACHE_MS = 60_000;
/** Shops kept at most (the least recently used go first): a bound on memory, not a tuning knob. */
export const OFFLINE_ADMIN_CACHE_SHOPS = 1_000;
/** @shopify/shopify-app-remix refreshes an expiring offline token this close to its expiry (WITHIN_MILLISECONDS_OF_EXPIRY). */
const LIBRARY_REFRESH_WINDOW_MS = 5 * 60_000;

export type CachedOfflineAdmin = OfflineAdmin & {
  /** Drops one shop's entry, or every entry (a session was stored or deleted). */
  forget(shopDomain?: string): void;
};

type Loaded = Awaited<ReturnType<OfflineAdmin>>;
type Entry = { loaded: Promise<Loaded>; until: number };

export function cachedOfflineAdmin(load: OfflineAdmin, now: () => number = Date.now): CachedOfflineAdmin {
  const entries = new Map<string, Entry>();
  const cached = (async (shopDomain: string) => {
    const entry = entries.get(shopDomain);
    if (entry && entry.until > now()) {
      // Most recently used last, so the bound drops the least recently used.
      entries.delete(shopDomain);
      entries.set(shopDomain, entry);
      return entry.loaded;
    }
    // One load for the jobs of a shop that start together; a failed load is not kept.
    const fresh: Entry = { loaded: load(shopDomain), until: now() + OFFLINE_ADMIN_CACHE_MS };
    entries.delete(shopDomain);
    entries.set(shopDomain, fresh);
    if (entries.size > OFFLINE_ADMIN_CACHE_SHOPS) entries.delete(entries.keys().next().value!);
    try {
      const loaded = await fresh.loaded;
      const expires = loaded.session?.expires?.getTime();
      if (expires !== undefined) fresh.until = Math.min(fresh.until, expires - LIBRARY_REFRESH_WINDOW_MS);
      return loaded;
    } catch (error) {
      if (entries.get(shopDomain) === fresh) entries.delete(shopDomain);
      throw error;
    }
  }) as CachedOfflineAdmin;
  cached.forget = (shopDomain) => (shopDomain === undefined ? entries.clear() : entries.delete(shopDomain));
  return cached;
}
