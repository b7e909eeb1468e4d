import { randomInt } from "node:crypto";
import type { DeliveryLogEntry } from "./deliveries";
import type { FlowTriggerRecord } from "./mutations-flow";
import type { CarrierServiceRecord, InvalidDocument, MetafieldRecord, RequestLogEntry, ShopRecord } from "./records";

// Ids of the size Shopify hands out today (13 digits, below 2^53). Tests that need ids beyond 2^53 — as in
// Shopify's own samples — pass them explicitly (addOrder({id: "820982911946154508"})).
const FIRST_ID = 6_100_000_000_001n;

export type StoreOptions = {
  /** Clock for createdAt/happenedAt/token expiry; tests pass a fixed one. */
  now?: () => Date;
  /** Numeric id of the app, used to resolve the `$app:` metafield namespace to `app--<id>--`. */
  appId?: string;
};

export type Store = ReturnType<typeof createStore>;

/** What every resolver receives: the instance's store and the shop whose token authenticated the request. */
export type ResolverContext = { store: Store; shop: ShopRecord };

/** The raw, shared state of one stand-in instance (never module-global: two stand-ins never share it). */
export function createStore(options: StoreOptions = {}) {
  // Each stand-in starts at its own random point: the test files of one run share the app's database, and
  // ids that repeat from file to file would make a lookup by id find another file's order.
  let counter = FIRST_ID + BigInt(randomInt(0, 1_000_000_000_000));
  let orderNumber = 1000;
  const now = options.now ?? (() => new Date());
  const nodes = new Map<string, { shopDomain: string; node: { __typename: string } }>();
  return {
    now,
    appId: options.appId ?? "4815162342",
    shops: new Map<string, ShopRecord>(),
    carrierServices: [] as CarrierServiceRecord[],
    metafields: new Map<string, MetafieldRecord[]>(),
    requests: [] as RequestLogEntry[],
    invalidDocuments: [] as InvalidDocument[],
    /** Webhooks and carrier callbacks the stand-in sent to the app, with the status it answered. */
    deliveries: [] as DeliveryLogEntry[],
    /** Shopify Flow triggers the app sent (flowTriggerReceive) and Flow accepted. */
    flowTriggers: [] as FlowTriggerRecord[],
    /** How many of the next Admin GraphQL requests answer THROTTLED. */
    throttleRemaining: 0,
    /** What a THROTTLED answer reports as `currentlyAvailable` (always below the query's cost). */
    throttleAvailable: 0,
    /** When set, only this shop's requests are throttled (other shops' tests run beside it). */
    throttleShop: null as string | null,
    nowIso: () => now().toISOString(),
    nextLegacyId(): string {
      counter += 1n;
      return String(counter);
    },
    /** "#1001", "#1002"… as a new shop's orders are named. */
    nextOrderNumber(): number {
      orderNumber += 1;
      return orderNumber;
    },
    newGid(type: string, legacyId?: string): string {
      return `gid://shopify/${type}/${legacyId ?? this.nextLegacyId()}`;
    },
    /** Makes a record reachable through node(id:) and the typed root lookups, for its shop only. */
    register<T extends { __typename: string; id: string }>(shopDomain: string, node: T): T {
      // Shopify's ids are global: a second record under one id is a test's mistake, and silently replacing the first
      // (as this did) made another shop's order stop resolving and a lookup by id find the wrong order.
      const existing = nodes.get(node.id);
      if (existing && existing.node !== node)
        throw new Error(`${node.id} is already a record of ${existing.shopDomain}: ids must be unique`);
      nodes.set(node.id, { shopDomain, node });
      return node;
    },
    /** Deleted records stop resolving. */
    forget(gid: string): void {
      nodes.delete(gid);
    },
    /** The record with this GID if it belongs to the shop (and has the type, when given); else null. */
    find<T>(shopDomain: string, gid: unknown, typename?: string): T | null {
      const entry = typeof gid === "string" ? nodes.get(gid) : undefined;
      if (!entry || entry.shopDomain !== shopDomain) return null;
      if (typename && entry.node.__typename !== typename) return null;
      return entry.node as T;
    },
    /** Every record of one type in a shop, in creation order (root connections such as `orders`). */
    all<T>(shopDomain: string, typename: string): T[] {
      return [...nodes.values()]
        .filter((e) => e.shopDomain === shopDomain && e.node.__typename === typename)
        .map((e) => e.node as T);
    },
    /** Whichever shop owns the GID; for test-side readers that are not scoped to a shop. */
    anyShopFind<T>(gid: string, typename?: string): T | null {
      const entry = nodes.get(gid);
      if (!entry || (typename && entry.node.__typename !== typename)) return null;
      return entry.node as T;
    },
    shop(domain: string): ShopRecord {
      const shop = this.shops.get(domain);
      if (!shop)
        throw new Error(`No shop ${domain} in the stand-in: call state.addShop({domain: "${domain}", …}) first.`);
      return shop;
    },
  };
}
