// The app's adapter (shopify-app-remix loads the web API one): adapters are process-wide, see deliveries.test.ts.
import "@shopify/shopify-api/adapters/web-api";
import { ApiVersion, LogSeverity, RequestedTokenType, Session, shopifyApi } from "@shopify/shopify-api";
import { abstractFetch, setAbstractFetchFunc } from "@shopify/shopify-api/runtime";
import { getJwt } from "@shopify/shopify-api/test-helpers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopifyStandIn, type ShopifyStandIn } from "./stand-in";
import { adminGraphql, API_KEY, API_SECRET } from "./test-kit";

// shopify-api itself talks to the stand-in here, through the same rewrite the app's SHOPIFY_ADMIN_ORIGIN does
// (https://{shop}/… → {stand-in}/{shop}/…), so the token and GraphQL formats are the library's, not ours.
const shopify = shopifyApi({
  apiKey: API_KEY,
  apiSecretKey: API_SECRET,
  apiVersion: ApiVersion.October26,
  hostName: "127.0.0.1",
  isEmbeddedApp: true,
  logger: { level: LogSeverity.Error },
});
let standIn: ShopifyStandIn;
// shopify-api's fetch is process-wide: the next files in this worker get the adapter's own back.
const adapterFetch = abstractFetch;

beforeAll(async () => {
  standIn = await createShopifyStandIn({ apiSecret: API_SECRET, apiKey: API_KEY });
  setAbstractFetchFunc((input, init) => {
    const url = new URL(String(input));
    return fetch(`${standIn.url}/${url.host}${url.pathname}${url.search}`, init);
  });
});
afterAll(async () => {
  setAbstractFetchFunc(adapterFetch);
  await standIn.close();
});

describe("token endpoint", () => {
  it("refreshes an expiring offline token for shopify-api, rotating both tokens", async () => {
    const shop = "refresh-shop.myshopify.com";
    const oldAccess = standIn.state.addShop({ domain: shop, scopes: ["read_orders"], expiringToken: true });
    const oldRefresh = standIn.state.getShop(shop).refreshToken!;
    standIn.state.expireAccessToken(shop);

    const { session } = await shopify.auth.refreshToken({ shop, refreshToken: oldRefresh });

    expect(session.accessToken).not.toBe(oldAccess);
    expect(session.refreshToken).not.toBe(oldRefresh);
    expect(session.scope).toBe("read_orders");
    expect(session.expires).toBeInstanceOf(Date);
    expect((await adminGraphql(standIn.url, shop, session.accessToken!, "{ shop { id } }")).status).toBe(200);
    expect((await adminGraphql(standIn.url, shop, oldAccess, "{ shop { id } }")).status).toBe(401);
    await expect(shopify.auth.refreshToken({ shop, refreshToken: oldRefresh })).rejects.toMatchObject({
      response: { code: 400, body: { error: "invalid_grant" } },
    });
  });

  it("exchanges an App Bridge session token for an expiring offline token", async () => {
    const shop = "exchange-shop.myshopify.com";
    standIn.state.addShop({ domain: shop, scopes: ["read_orders", "write_shipping"] });
    const { token } = await getJwt("exchange-shop", API_KEY, API_SECRET);

    const { session } = await shopify.auth.tokenExchange({
      shop,
      sessionToken: token,
      requestedTokenType: RequestedTokenType.OfflineAccessToken,
      expiring: true,
    });

    expect(session).toMatchObject({
      shop,
      isOnline: false,
      accessToken: standIn.state.getShop(shop).accessToken,
      scope: "read_orders,write_shipping",
    });
    expect(session.refreshToken).toBe(standIn.state.getShop(shop).refreshToken);
  });

  it("migrates a non-expiring offline token to an expiring one", async () => {
    const shop = "migrate-shop.myshopify.com";
    const legacy = standIn.state.addShop({ domain: shop, scopes: ["read_orders"] });

    const { session } = await shopify.auth.migrateToExpiringToken({ shop, nonExpiringOfflineAccessToken: legacy });

    expect(session.accessToken).not.toBe(legacy);
    expect(session.refreshToken).toMatch(/^shprt_/);
  });

  it("refuses a client secret that is not the app's", async () => {
    const response = await fetch(`${standIn.url}/refresh-shop.myshopify.com/admin/oauth/access_token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: API_KEY,
        client_secret: "wrong",
        grant_type: "refresh_token",
        refresh_token: "x",
      }),
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "invalid_client" });
  });
});

describe("shopify-api's GraphQL client", () => {
  it("queries the stand-in and surfaces a THROTTLED answer as an error", async () => {
    const shop = "client-shop.myshopify.com";
    const accessToken = standIn.state.addShop({ domain: shop, scopes: ["read_orders"], name: "Client Shop" });
    const client = new shopify.clients.Graphql({
      session: new Session({ id: `offline_${shop}`, shop, state: "", isOnline: false, accessToken }),
    });

    const answer = await client.request("query ShopName { shop { name } }");
    standIn.throttleNext(1);
    const throttled = client.request("query ShopName { shop { name } }");

    expect(answer.data).toEqual({ shop: { name: "Client Shop" } });
    await expect(throttled).rejects.toThrow(/Throttled/);
    expect(standIn.state.requests.filter((r) => r.shop === shop).map((r) => [r.operationName, r.outcome])).toEqual([
      ["ShopName", "ok"],
      ["ShopName", "throttled"],
    ]);
  });
});
