import { describe, expect, test } from "vitest";
import { appProxySignature } from "../../shopify-stand-in/app-proxy";
import type { Stack } from "../../stack/stack";
import {
  control,
  minute,
  move,
  settled,
  shopifyFulfillments,
  trackedOrder,
  useTrackingStack,
  type TrackedOrder,
} from "../support/tracking-kit";

/*
 * The buyer's tracking page, end to end: the sandbox moves the parcel, the app writes the fulfillment with the
 * page as its tracking URL, and the page is opened on the shop's domain through the stand-in's app proxy, which
 * signs the request as Shopify does and renders the Liquid answer in a theme page.
 */
let stack: Stack;
useTrackingStack((started) => (stack = started));

/** A cash-on-delivery order of a French-speaking buyer, 5 000 XOF to collect. */
async function codOrder(settings?: Record<string, unknown>) {
  const order = await trackedOrder(stack, { cod: true, settings });
  await stack.db.orderSync.update({
    where: { id: order.orderSyncId },
    data: { codAmountMinor: 500000, currency: "XOF", shopifyOrderJson: JSON.stringify({ customer_locale: "fr-CI" }) },
  });
  return order;
}

function pageOnStandIn(trackingUrl: string): string {
  // https://{shop}/apps/… → {stand-in}/{shop}/apps/… (the stand-in's routing convention).
  return trackingUrl.replace(/^https:\/\//, `${stack.shopify.url}/`);
}

async function trackingUrlOf(order: TrackedOrder): Promise<string> {
  const [fulfillment] = shopifyFulfillments(stack, order);
  return fulfillment.tracking[0].url!;
}

describe("the buyer's tracking page", () => {
  test("is the fulfillment's tracking URL, and shows state, checkpoint, cash to have ready and what to do after a failed attempt, in the buyer's French", async () => {
    const order = await codOrder({ trackingCompany: "Express Abidjan" });
    const eta = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await move(stack, order, "picked_up", { occurredAt: minute(0), etaAt: eta });
    await move(stack, order, "leg_checkpoint", {
      occurredAt: minute(1),
      checkpoint: { name: "Poste frontière de Noé", countryCode: "CI" },
    });
    await move(stack, order, "failed_attempt", { occurredAt: minute(2) });
    await settled(stack, order, 3);

    const [fulfillment] = shopifyFulfillments(stack, order);
    const { trackingToken } = await stack.db.orderSync.findUniqueOrThrow({ where: { id: order.orderSyncId } });
    expect(trackingToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(fulfillment.tracking).toEqual([
      {
        company: "Express Abidjan",
        number: order.shipmentId,
        url: `https://${order.domain}/apps/delivery/${trackingToken}?locale=fr`,
      },
    ]);

    const response = await fetch(pageOnStandIn(await trackingUrlOf(order)));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Le livreur n'a pas pu livrer votre colis");
    expect(html).toContain("Gardez votre téléphone allumé");
    expect(html).toContain("Payez 5\u202f000 XOF en espèces");
    expect(html).toContain("Point de passage\u202f: Poste frontière de Noé (Côte d’Ivoire)");
    expect(html).toContain(`Numéro de suivi\u202f: ${order.shipmentId}`);
    expect(html).toMatch(/Mis à jour le \d{2}\/\d{2}\/\d{4}/);
    // Nothing personal beyond what the buyer knows: no name, phone, address or item.
    for (const personal of ["Awa", "Koné", "+225", "0707070707", "Cocody", "Jardins", "Attiéké"])
      expect(html).not.toContain(personal);
    expect(html).not.toMatch(/<script/i);
  });

  test("follows the service's tracking endpoint beyond what the app has stored, and reads it once a minute at most", async () => {
    const order = await codOrder();
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);
    // The service knows more than the app: the webhook of this event is never delivered.
    await control(stack, "DELETE", `/webhook-endpoints/${order.endpointId}`);
    await move(stack, order, "delivered", { occurredAt: minute(1) });
    const before = await trackingReads(order);
    const url = pageOnStandIn(await trackingUrlOf(order));
    const html = await (await fetch(`${url.replace(/\?.*$/, "")}?locale=en`)).text();
    expect(html).toContain("Your parcel was delivered");
    // Delivered: no cash left to prepare, no estimate.
    expect(html).not.toContain("Cash to have ready");
    await fetch(url);
    expect((await trackingReads(order)) - before).toBe(1);
  });

  test("shows the last known status when the service cannot be read", async () => {
    const order = await codOrder();
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);
    await control(stack, "POST", "/faults", {
      kind: "error",
      status: 500,
      count: 5,
      path: `/v1/public-api/orders/${order.serviceOrderId}/tracking`,
    });
    const response = await fetch(`${pageOnStandIn(await trackingUrlOf(order)).replace(/\?.*$/, "")}?locale=en`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Your parcel has been collected from the shop");
    expect(html).toContain("the last status we know");
    await control(stack, "DELETE", "/faults");
  });

  test("the merchant's template stays the tracking URL when set", async () => {
    const order = await codOrder({ trackingUrlTemplate: "https://track.example.com/{shipmentId}" });
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);
    expect(await trackingUrlOf(order)).toBe(`https://track.example.com/${order.shipmentId}`);
  });
});

describe("requests the page refuses", () => {
  test("an unsigned or tampered request gets 400; a token of another shop or a guessed one is not found", async () => {
    const order = await codOrder();
    await move(stack, order, "picked_up", { occurredAt: minute(0) });
    await settled(stack, order, 1);
    const token = new URL(await trackingUrlOf(order)).pathname.split("/").pop()!;
    const direct = (shop: string, signature?: string) => {
      const query = new URLSearchParams({
        shop,
        logged_in_customer_id: "",
        path_prefix: "/apps/delivery",
        timestamp: String(Math.floor(Date.now() / 1000)),
      });
      query.set("signature", signature ?? appProxySignature(query, stack.env.SHOPIFY_API_SECRET));
      return fetch(`${stack.app.url}/proxy/tracking/${token}?${query}`);
    };
    expect((await fetch(`${stack.app.url}/proxy/tracking/${token}?shop=${order.domain}`)).status).toBe(400);
    expect((await direct(order.domain, "0".repeat(64))).status).toBe(400);
    const stale = new URLSearchParams({ shop: order.domain, timestamp: String(Math.floor(Date.now() / 1000) - 3600) });
    stale.set("signature", appProxySignature(stale, stack.env.SHOPIFY_API_SECRET));
    expect((await fetch(`${stack.app.url}/proxy/tracking/${token}?${stale}`)).status).toBe(400);

    const otherShop = await direct(`other-${order.domain}`);
    expect(otherShop.status).toBe(404);
    expect(otherShop.headers.get("content-type")).toContain("application/liquid");
    const guessed = await fetch(`${stack.shopify.url}/${order.domain}/apps/delivery/${"A".repeat(32)}`);
    expect(guessed.status).toBe(404);
    expect(await guessed.text()).toContain("Tracking not found");
    expect((await direct(order.domain)).status).toBe(200);
  });
});

async function trackingReads(order: TrackedOrder): Promise<number> {
  const logged = (await control(
    stack,
    "GET",
    `/requests?path=${encodeURIComponent(`/v1/public-api/orders/${order.serviceOrderId}/tracking`)}`,
  )) as { requests: unknown[] };
  return logged.requests.length;
}
