import { GraphqlQueryError, HttpResponseError } from "@shopify/shopify-api";
import { describe, expect, it } from "vitest";
import { createShopifyAdminAccess, type OfflineAdmin } from "./admin-graphql.server";
import { cachedOfflineAdmin, OFFLINE_ADMIN_CACHE_MS, OFFLINE_ADMIN_CACHE_SHOPS } from "./offline-admin-cache.server";

/** A session store as the library reads it: each load counted, each token answering until it is replaced. */
function sessions(expires?: () => Date, refusal: "401" | "access-denied" = "401") {
  const loads: string[] = [];
  const calls: number[] = [];
  const denied = new Set<string>();
  const tokens = new Map<string, number>();
  const load: OfflineAdmin = async (shop) => {
    loads.push(shop);
    const token = tokens.get(shop) ?? 0;
    return {
      session: { expires: expires?.(), accessToken: `token-${token}`, scope: "write_orders" },
      admin: {
        graphql: async () => {
          calls.push(token);
          if (denied.has(shop))
            throw new GraphqlQueryError({
              message: "Access denied",
              response: {},
              body: {
                errors: { graphQLErrors: [{ message: "Access denied", extensions: { code: "ACCESS_DENIED" } }] },
              },
            });
          if (token !== (tokens.get(shop) ?? 0) && refusal === "401")
            throw new HttpResponseError({ message: "Unauthorized", code: 401, statusText: "Unauthorized" });
          if (token !== (tokens.get(shop) ?? 0))
            throw new GraphqlQueryError({
              message: "Access denied",
              response: {},
              body: {
                errors: { graphQLErrors: [{ message: "Access denied", extensions: { code: "ACCESS_DENIED" } }] },
              },
            });
          return new Response(JSON.stringify({ data: { token } }));
        },
      },
    };
  };
  return {
    loads,
    calls,
    load,
    replaceToken: (shop: string) => tokens.set(shop, (tokens.get(shop) ?? 0) + 1),
    deny: (shop: string) => denied.add(shop),
  };
}

describe("a shop's offline session kept per process", () => {
  it("is read once for the calls of a minute, and again after it", async () => {
    let now = 0;
    const store = sessions();
    const cached = cachedOfflineAdmin(store.load, () => now);
    await Promise.all([cached("a.myshopify.com"), cached("a.myshopify.com")]);
    now += OFFLINE_ADMIN_CACHE_MS - 1;
    await cached("a.myshopify.com");
    expect(store.loads).toEqual(["a.myshopify.com"]);
    now += 1;
    await cached("a.myshopify.com");
    expect(store.loads).toHaveLength(2);
  });

  it("is never used where the library would refresh an expiring token (5 minutes before its expiry)", async () => {
    let now = 0;
    const store = sessions(() => new Date(now + 5 * 60_000 + 10_000));
    const cached = cachedOfflineAdmin(store.load, () => now);
    await cached("a.myshopify.com");
    now += 9_999;
    await cached("a.myshopify.com");
    now += 1;
    await cached("a.myshopify.com");
    expect(store.loads).toHaveLength(2);
  });

  it("is dropped when a session is stored or deleted, and a failed read is not kept", async () => {
    const store = sessions();
    let fail = true;
    const cached = cachedOfflineAdmin(async (shop) => {
      if (fail) throw new Error("no session");
      return store.load(shop);
    });
    await expect(cached("a.myshopify.com")).rejects.toThrow("no session");
    fail = false;
    await cached("a.myshopify.com");
    await cached("b.myshopify.com");
    cached.forget();
    await cached("a.myshopify.com");
    await cached("b.myshopify.com");
    expect(store.loads).toEqual(["a.myshopify.com", "b.myshopify.com", "a.myshopify.com", "b.myshopify.com"]);
  });

  it("keeps a bounded number of shops, the least recently used going first", async () => {
    const store = sessions();
    const cached = cachedOfflineAdmin(store.load);
    for (let index = 0; index <= OFFLINE_ADMIN_CACHE_SHOPS; index++) await cached(`s${index}.myshopify.com`);
    await cached(`s${OFFLINE_ADMIN_CACHE_SHOPS}.myshopify.com`);
    expect(store.loads).toHaveLength(OFFLINE_ADMIN_CACHE_SHOPS + 1);
    await cached("s0.myshopify.com");
    expect(store.loads).toHaveLength(OFFLINE_ADMIN_CACHE_SHOPS + 2);
  });

  it("is read again when Shopify refuses its token (replaced by a reinstall or another process's refresh)", async () => {
    const store = sessions();
    const access = createShopifyAdminAccess(cachedOfflineAdmin(store.load));
    expect(await (await access.graphqlFor("a.myshopify.com"))("{ shop { id } }")).toEqual({ token: 0 });
    store.replaceToken("a.myshopify.com");
    expect(await (await access.graphqlFor("a.myshopify.com"))("{ shop { id } }")).toEqual({ token: 1 });
    expect(store.loads).toHaveLength(2);
  });

  it("is read again when Shopify denies access with it (scopes granted since, through another process)", async () => {
    const store = sessions(undefined, "access-denied");
    const access = createShopifyAdminAccess(cachedOfflineAdmin(store.load));
    await (
      await access.graphqlFor("a.myshopify.com")
    )("{ shop { id } }");
    store.replaceToken("a.myshopify.com");
    expect(await (await access.graphqlFor("a.myshopify.com"))("{ shop { id } }")).toEqual({ token: 1 });
  });

  it("asks once when Shopify denies access to a session read again unchanged (a scope the app lacks)", async () => {
    const store = sessions();
    const access = createShopifyAdminAccess(cachedOfflineAdmin(store.load));
    store.deny("a.myshopify.com");
    await expect((await access.graphqlFor("a.myshopify.com"))("{ shop { id } }")).rejects.toMatchObject({
      code: "SHOPIFY_ACCESS_DENIED",
    });
    expect(store.calls).toEqual([0]);
    expect(store.loads).toHaveLength(2);
  });

  it("without keeping sessions, a refused token is Shopify's answer", async () => {
    const store = sessions();
    const graphql = await createShopifyAdminAccess(store.load).graphqlFor("a.myshopify.com");
    store.replaceToken("a.myshopify.com");
    await expect(graphql("{ shop { id } }")).rejects.toMatchObject({ code: "SHOPIFY_HTTP_ERROR" });
  });
});
