import { describe, expect, test } from "vitest";
import { useStack } from "../support/use-stack";

const stack = useStack();

async function seedOrder(shopDomain: string, customerId: string, orderId: string) {
  const shop = await stack.db.shop.findUniqueOrThrow({ where: { domain: shopDomain } });
  return stack.db.orderSync.create({
    data: {
      shopId: shop.id,
      shopifyOrderGid: `gid://shopify/Order/${orderId}`,
      orderName: `#${orderId.slice(-4)}`,
      shopifyCustomerGid: `gid://shopify/Customer/${customerId}`,
      customerEmail: "awa@example.com",
      customerPhone: "+2250707123456",
      externalOrderRef: `ref-${orderId}`,
      requestJson: JSON.stringify({ customer: { fullName: "Awa Koné", phoneE164: "+2250707123456" } }),
      shopifyOrderJson: JSON.stringify({ email: "awa@example.com" }),
    },
  });
}

describe("Shopify's privacy webhooks", () => {
  test("a bad HMAC is refused with 401 and changes nothing", async () => {
    const shop = await stack.installShop();
    const response = await stack.shopify.sendWebhook({
      path: "/webhooks/compliance",
      topic: "shop/redact",
      shop,
      payload: { shop_id: 1, shop_domain: shop },
      hmacOverride: "Zm9yZ2Vk",
    });
    expect(response.status).toBe(401);
    expect(await stack.db.shop.findUnique({ where: { domain: shop } })).not.toBeNull();
  });

  test("a request other than POST is refused with 405", async () => {
    const response = await fetch(`${stack.app.url}/webhooks/compliance`, { method: "PUT", body: "{}" });
    expect(response.status).toBe(405);
  });

  test("customers/redact erases the customer's personal data from the orders the app holds, and only theirs", async () => {
    const shop = await stack.installShop();
    const theirs = await seedOrder(shop, "9007199254740993", "820982911946154508");
    const byOrderOnly = await seedOrder(shop, "111", "820982911946154509");
    const someoneElses = await seedOrder(shop, "222", "820982911946154510");
    const response = await stack.shopify.sendWebhook({
      path: "/webhooks/compliance",
      topic: "customers/redact",
      shop,
      payload: `{"shop_id":1,"shop_domain":"${shop}","customer":{"id":9007199254740993,"email":"awa@example.com"},"orders_to_redact":[820982911946154509]}`,
    });
    expect(response.status).toBe(200);
    for (const redacted of [theirs, byOrderOnly]) {
      const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: redacted.id } });
      expect(row).toMatchObject({
        customerEmail: null,
        customerPhone: null,
        requestJson: null,
        shopifyOrderJson: null,
      });
    }
    const kept = await stack.db.orderSync.findUniqueOrThrow({ where: { id: someoneElses.id } });
    expect(kept.customerEmail).toBe("awa@example.com");
    const record = await stack.db.complianceRequest.findFirstOrThrow({
      where: { shopDomain: shop, topic: "customers/redact" },
    });
    expect(record.recordsAffected).toBe(2);
  });

  test("customers/data_request keeps an encrypted export of what the app holds for the customer", async () => {
    const shop = await stack.installShop();
    await seedOrder(shop, "9007199254740993", "820982911946154508");
    const response = await stack.shopify.sendWebhook({
      path: "/webhooks/compliance",
      topic: "customers/data_request",
      shop,
      payload: `{"shop_id":1,"shop_domain":"${shop}","customer":{"id":9007199254740993},"orders_requested":[],"data_request":{"id":9999}}`,
    });
    expect(response.status).toBe(200);
    const record = await stack.db.complianceRequest.findFirstOrThrow({
      where: { shopDomain: shop, topic: "customers/data_request" },
    });
    expect(record.exportCiphertext).not.toContain("awa@example.com");
    const exported = JSON.parse(stack.secrets.decrypt(record.exportCiphertext!));
    expect(exported).toEqual([
      expect.objectContaining({
        email: "awa@example.com",
        phone: "+2250707123456",
        externalOrderRef: "ref-820982911946154508",
      }),
    ]);
  });

  test("shop/redact deletes everything held for the shop and nothing of another shop", async () => {
    const shop = await stack.installShop();
    const other = await stack.installShop();
    await seedMoneyEntries(await seedOrder(shop, "1", "2"));
    await seedMoneyEntries(await seedOrder(other, "1", "2"));
    const response = await stack.shopify.sendWebhook({
      path: "/webhooks/compliance",
      topic: "shop/redact",
      shop,
      payload: { shop_id: 1, shop_domain: shop },
    });
    expect(response.status).toBe(200);
    expect(await stack.db.shop.findUnique({ where: { domain: shop } })).toBeNull();
    expect(await stack.db.session.count({ where: { shop } })).toBe(0);
    expect(await stack.db.orderSync.count({ where: { shop: { domain: other } } })).toBe(1);
    // The money ledger's entries, the whole order's and the parcel's, go with the shop's orders (decision 084).
    expect(await stack.db.moneyEntry.count({ where: { shopifyOrderGid: "gid://shopify/Order/2" } })).toBe(2);
    expect(await stack.db.moneyEntry.count({ where: { shop: { domain: other } } })).toBe(2);
    expect(await stack.db.session.count({ where: { shop: other } })).toBe(1);
  });
});

/** What the buyer owes (the whole order's) and what the service collects (the parcel's): two ledger entries. */
async function seedMoneyEntries(row: { id: string; shopId: string; shopifyOrderGid: string }) {
  const money = { shopMinor: 3150000, shopCurrency: "XOF", presentmentMinor: 3150000, presentmentCurrency: "XOF" };
  const of = { shopId: row.shopId, shopifyOrderGid: row.shopifyOrderGid, at: new Date(), ...money };
  await stack.db.moneyEntry.create({ data: { ...of, kind: "owed", idempotencyKey: `owed:${row.id}` } });
  await stack.db.moneyEntry.create({
    data: { ...of, orderSyncId: row.id, kind: "service_amount", idempotencyKey: `service-amount:${row.id}` },
  });
}

describe("app/uninstalled and app/scopes_update", () => {
  test("uninstalling removes the shop's sessions and stops its sync; a repeat delivery is harmless", async () => {
    const shop = await stack.installShop();
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await stack.shopify.sendWebhook({
        path: "/webhooks/app/uninstalled",
        topic: "app/uninstalled",
        shop,
        payload: { id: 1, myshopify_domain: shop },
      });
      expect(response.status).toBe(200);
    }
    expect(await stack.db.session.count({ where: { shop } })).toBe(0);
    expect(await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } })).toMatchObject({
      syncState: "UNINSTALLED",
    });
  });

  test("a bad HMAC on app/uninstalled is refused with 401 and the shop keeps its sessions", async () => {
    const shop = await stack.installShop();
    const response = await stack.shopify.sendWebhook({
      path: "/webhooks/app/uninstalled",
      topic: "app/uninstalled",
      shop,
      payload: {},
      hmacOverride: "bad",
    });
    expect(response.status).toBe(401);
    expect(await stack.db.session.count({ where: { shop } })).toBe(1);
  });

  test("scopes_update records the scopes the merchant granted", async () => {
    const shop = await stack.installShop();
    // The app asks the shop itself what it granted (the body names no shop): the merchant's change is there first.
    stack.shopify.state.setScopes(shop, ["read_orders", "write_shipping"]);
    const response = await stack.shopify.sendWebhook({
      path: "/webhooks/app/scopes_update",
      topic: "app/scopes_update",
      shop,
      payload: {
        id: 1,
        previous: [],
        current: ["read_orders", "write_shipping"],
        updated_at: new Date().toISOString(),
      },
    });
    expect(response.status).toBe(200);
    expect((await stack.db.session.findFirstOrThrow({ where: { shop } })).scope).toBe("read_orders,write_shipping");
  });
});

test("GET /healthz reports the database as up", async () => {
  const response = await fetch(`${stack.app.url}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: { state: "up" } });
});
