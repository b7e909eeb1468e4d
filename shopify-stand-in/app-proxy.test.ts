// The app's adapter (shopify-app-remix loads the web API one): adapters are process-wide, see deliveries.test.ts.
import "@shopify/shopify-api/adapters/web-api";
import { ApiVersion, shopifyApi } from "@shopify/shopify-api";
import { describe, expect, it } from "vitest";
import { appProxyConfigFromToml, appProxySignature } from "./app-proxy";

const SECRET = "hush-it-is-a-secret";
const api = shopifyApi({
  apiKey: "key",
  apiSecretKey: SECRET,
  apiVersion: ApiVersion.October26,
  isEmbeddedApp: true,
  hostName: "app.example.com",
  logger: { level: 0 },
});

function signedQuery(extra: Array<[string, string]> = []): URLSearchParams {
  const query = new URLSearchParams([
    ...extra,
    ["shop", "s.myshopify.com"],
    ["logged_in_customer_id", ""],
    ["path_prefix", "/apps/delivery"],
    ["timestamp", String(Math.floor(Date.now() / 1000))],
  ]);
  query.set("signature", appProxySignature(query, SECRET));
  return query;
}

describe("the stand-in's app proxy signature", () => {
  it("is accepted by shopify-api's own app proxy check, with extra and repeated parameters", async () => {
    expect(await api.utils.validateHmac(signedQuery(), { signator: "appProxy" })).toBe(true);
    expect(
      await api.utils.validateHmac(
        signedQuery([
          ["locale", "fr"],
          ["tag", "a"],
          ["tag", "b"],
        ]),
        { signator: "appProxy" },
      ),
    ).toBe(true);
  });

  it("is refused by it once a parameter is changed or signed with another secret", async () => {
    const tampered = signedQuery([["locale", "fr"]]);
    tampered.set("shop", "other.myshopify.com");
    expect(await api.utils.validateHmac(tampered, { signator: "appProxy" })).toBe(false);
    const query = signedQuery();
    query.set("signature", appProxySignature(query, `${SECRET}-other`));
    expect(await api.utils.validateHmac(query, { signator: "appProxy" })).toBe(false);
  });

  it("reads the proxy of shopify.app.toml", () => {
    expect(appProxyConfigFromToml()).toEqual({ prefix: "apps", subpath: "delivery", path: "/proxy/tracking" });
  });
});
