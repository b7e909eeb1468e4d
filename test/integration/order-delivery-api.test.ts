import { randomInt } from "node:crypto";
import { getJwt } from "@shopify/shopify-api/test-helpers";
import type { Prisma } from "@delivery-connect/prisma-sqlite";
import { describe, expect, test } from "vitest";
import { parseDeliveryPayload } from "../../extensions/delivery-order-block/src/delivery-payload";
import { loadDelivery, type FetchLike } from "../../extensions/delivery-order-block/src/load-delivery";
import { TEST_API_KEY, TEST_API_SECRET } from "../../stack/test-env";
import { guidanceFor } from "~/problems/guidance";
import { useStack } from "../support/use-stack";

/*
 * GET /api/order-delivery as the admin block calls it: from the extensions' origin, with the
 * session token the admin's fetch adds (an HS256 JWT signed with the app's secret).
 */
const stack = useStack();

const EXTENSION_ORIGIN = "https://extensions.shopifycdn.com";
// authenticate.admin answers 410 to bots, and Node's own User-Agent ("node") is one to isbot.
const BROWSER = {
  "User-Agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15",
  Origin: EXTENSION_ORIGIN,
};

async function sessionToken(shop: string, secret = TEST_API_SECRET): Promise<string> {
  // getJwt takes the shop's name and appends .myshopify.com itself.
  const { token } = await getJwt(shop.replace(/\.myshopify\.com$/, ""), TEST_API_KEY, secret);
  return token;
}

function orderGid(): string {
  return `gid://shopify/Order/${randomInt(1, 2 ** 47)}`;
}

/** The app's record of order #`number` (our reference ref-`number`) in a shop, with the given state. */
function storeOrder(
  shopId: string,
  gid: string,
  number: number,
  fields: Omit<Prisma.OrderSyncUncheckedCreateInput, "shopId" | "shopifyOrderGid" | "orderName" | "externalOrderRef">,
) {
  return stack.db.orderSync.create({
    data: { shopId, shopifyOrderGid: gid, orderName: `#${number}`, externalOrderRef: `ref-${number}`, ...fields },
  });
}

function apiUrl(gid: string, locale?: string): string {
  return `${stack.app.url}/api/order-delivery?${new URLSearchParams({ orderId: gid, ...(locale ? { locale } : {}) })}`;
}

async function get(url: string, token?: string): Promise<Response> {
  return fetch(url, {
    redirect: "manual",
    headers: { ...BROWSER, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
}

async function shopWithTrackingPage(): Promise<{ domain: string; shopId: string }> {
  const domain = await stack.installShop({ label: "block" });
  const shop = await stack.db.shop.update({
    where: { domain },
    data: {
      settingsJson: JSON.stringify({
        trackingUrlTemplate: "https://track.example.com/{shipmentId}?ref={externalOrderRef}",
      }),
    },
  });
  return { domain, shopId: shop.id };
}

describe("who may read an order's delivery", () => {
  test("a request without a session token is sent to the login page, and gets no data", async () => {
    const response = await get(apiUrl(orderGid()));
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!, stack.app.url).pathname).toBe("/auth/login");
  });

  test("a token not signed with the app's secret is refused with 401, readable by the extension", async () => {
    const { domain } = await shopWithTrackingPage();
    const response = await get(apiUrl(orderGid()), await sessionToken(domain, "another-apps-secret"));
    expect(response.status).toBe(401);
    // App Bridge retries once with a fresh token when it sees this header.
    expect(response.headers.get("x-shopify-retry-invalid-session-request")).toBe("1");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  test("the browser's preflight from the extensions' origin is answered", async () => {
    const response = await fetch(apiUrl(orderGid()), {
      method: "OPTIONS",
      headers: {
        ...BROWSER,
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toContain("Authorization");
  });
});

describe("with a valid session token", () => {
  test("it answers the shop's order: state, latest event, estimate and tracking address, in the block's shape", async () => {
    const { domain, shopId } = await shopWithTrackingPage();
    const gid = orderGid();
    const row = await storeOrder(shopId, gid, 1042, {
      syncState: "SENT",
      serviceOrderId: "ord_77",
      paymentPlan: "COD",
      paymentState: "COD_PENDING",
      codAmountMinor: 3150000,
      currency: "XOF",
      shipmentId: "shp_77",
      shipmentState: "in_transit",
      shipmentStateAt: new Date("2026-03-03T14:05:00Z"),
      etaAt: new Date("2026-03-04T09:30:00Z"),
      events: {
        create: [
          // Stored in arrival order; the later event arrived first (spec §6: out of order).
          {
            eventType: "shipment.in_transit",
            occurredAt: new Date("2026-03-03T14:05:00Z"),
            newState: "in_transit",
            checkpointName: "Abidjan Hub",
            checkpointCountry: "CI",
            source: "webhook",
          },
          {
            eventType: "shipment.picked_up",
            occurredAt: new Date("2026-03-03T09:00:00Z"),
            newState: "picked_up",
            checkpointName: "Treichville",
            checkpointCountry: "CI",
            source: "webhook",
          },
        ],
      },
    });

    const response = await get(apiUrl(gid), await sessionToken(domain));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toEqual({
      found: true,
      orderSyncId: row.id,
      orderName: "#1042",
      syncState: "SENT",
      shipmentState: "in_transit",
      shipmentStateAt: "2026-03-03T14:05:00.000Z",
      etaAt: "2026-03-04T09:30:00.000Z",
      shipmentId: "shp_77",
      lastEvent: {
        eventType: "shipment.in_transit",
        occurredAt: "2026-03-03T14:05:00.000Z",
        checkpointName: "Abidjan Hub",
        checkpointCountry: "CI",
      },
      trackingUrl: "https://track.example.com/shp_77?ref=ref-1042",
      attention: null,
      // The one payment truth of every view (payment-truth.ts), in the block's language.
      payment: {
        story: "cod_to_collect",
        stillToCollectMinor: 3150000,
        currency: "XOF",
        text: "Cash on delivery: the rider collects · Still to collect: 31,500 XOF",
      },
      // Every parcel of the order (docs/decisions/086): this one was sent whole.
      parcels: [
        {
          orderSyncId: row.id,
          parcelNumber: 1,
          externalOrderRef: "ref-1042",
          syncState: "SENT",
          shipmentState: "in_transit",
          shipmentId: "shp_77",
          trackingUrl: "https://track.example.com/shp_77?ref=ref-1042",
          payment: {
            story: "cod_to_collect",
            stillToCollectMinor: 3150000,
            currency: "XOF",
            text: "Cash on delivery: the rider collects · Still to collect: 31,500 XOF",
          },
        },
      ],
    });
    // The contract: the extension's own parser reads the real answer unchanged.
    expect(parseDeliveryPayload(body)).toEqual(body);
  });

  test("the extension's loader reads it end to end, with the advice in the language it asks for", async () => {
    const { domain, shopId } = await shopWithTrackingPage();
    const gid = orderGid();
    await storeOrder(shopId, gid, 1043, {
      syncState: "NEEDS_ATTENTION",
      lastErrorCode: "CUSTOMER_PHONE_INVALID",
    });
    const token = await sessionToken(domain);
    // What the admin's fetch does for the block: resolve against the app's URL, add the token.
    const adminFetch: FetchLike = (url, init) =>
      fetch(`${stack.app.url}${url}`, { headers: { ...init?.headers, ...BROWSER, Authorization: `Bearer ${token}` } });

    const load = await loadDelivery(adminFetch, gid, "fr");
    expect(load).toMatchObject({
      status: "ok",
      payload: {
        found: true,
        syncState: "NEEDS_ATTENTION",
        shipmentState: null,
        shipmentId: null,
        lastEvent: null,
        trackingUrl: null,
        attention: { code: "CUSTOMER_PHONE_INVALID", message: guidanceFor("CUSTOMER_PHONE_INVALID", "fr") },
      },
    });
  });

  test("an order the service holds but the merchant should look at carries every flag", async () => {
    const { domain, shopId } = await shopWithTrackingPage();
    const gid = orderGid();
    await storeOrder(shopId, gid, 1044, {
      syncState: "SENT",
      shipmentId: "shp_78",
      shipmentState: "returning",
      flaggedReason: "ADDRESS_NEEDS_MANUAL_VERIFICATION,SHIPMENT_RETURN_INITIATED",
    });
    const body = await (await get(apiUrl(gid, "en"), await sessionToken(domain))).json();
    expect(body.attention.code).toBe("ADDRESS_NEEDS_MANUAL_VERIFICATION,SHIPMENT_RETURN_INITIATED");
    expect(body.attention.message).toContain("checks this address by hand");
    expect(body.attention.message).toContain("coming back to you");
  });

  test("another shop's order, or one the app never received, is not found", async () => {
    const mine = await shopWithTrackingPage();
    const theirs = await shopWithTrackingPage();
    const gid = orderGid();
    await storeOrder(theirs.shopId, gid, 9, { syncState: "SENT" });
    const token = await sessionToken(mine.domain);
    for (const asked of [gid, orderGid()]) {
      const response = await get(apiUrl(asked), token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ found: false });
    }
  });

  test("an orderId that is not an order GID is a 400 that names the expected form", async () => {
    const { domain } = await shopWithTrackingPage();
    const response = await get(`${stack.app.url}/api/order-delivery?orderId=1042`, await sessionToken(domain));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain("gid://shopify/Order/<number>");
  });
});
