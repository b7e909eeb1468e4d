import { expect } from "vitest";
import { cashOnDeliveryOrder, sendOrderWebhook } from "../../stack/orders";
import type { OrderInput } from "../../shopify-stand-in/orders";
import type { Stack } from "../../stack/stack";
import { BROWSER_USER_AGENT, hostParam, sessionToken } from "./browser/session-token";
import { readLabelsPdf } from "./labels/read-labels-pdf";
import { control, eventually, shopHearingDeliveries } from "./tracking-kit";

/*
 * An order over two of the merchant's locations, which the app sends as two parcels (docs/decisions/072, 076): the
 * shop, the order and the waits the parcel tests share (test/integration/parcels.test.ts, parcel-views.test.ts).
 */

export const ITEMS = [
  { title: "Attiéké 1kg", sku: "ATK-1", quantity: 1, price: "15000", grams: 1000 },
  { title: "Bissap 1L", sku: "BSP-1", quantity: 3, price: "2000", grams: 1000 },
  { title: "Pagne wax", sku: "WAX-1", quantity: 1, price: "9000", grams: 300 },
];

/** The order's rows (its parcels) once `count` are sent, in parcel order. */
export async function sentParcels(stack: Stack, gid: string, count: number) {
  let rows: Awaited<ReturnType<typeof stack.db.orderSync.findMany>> = [];
  await eventually(async () => {
    rows = await stack.db.orderSync.findMany({ where: { shopifyOrderGid: gid }, orderBy: { parcelNumber: "asc" } });
    expect(rows.map((r) => r.syncState)).toEqual(Array(count).fill("SENT"));
  });
  return rows;
}

/**
 * A COD order over the shop location (Attiéké), a warehouse (Bissap) and a fulfillment service (the pagne); `order`
 * changes the order's other fields (another carrier's shipping line, say).
 */
export async function orderOverLocations(stack: Stack, shop: string, order: Partial<OrderInput> = {}) {
  const added = stack.shopify.state.addOrder(shop, {
    ...cashOnDeliveryOrder(),
    ...order,
    lineItems: ITEMS,
    fulfillmentOrders: [
      { location: "Cocody shop", lineItems: [0] },
      { location: "Yopougon warehouse", lineItems: [1] },
      { location: "Wax fulfilment", lineItems: [2] },
    ],
  });
  await sendOrderWebhook(stack, shop, added.id, "orders/create");
  return added;
}

/** An unpaid order over the locations in a shop that collects through payment links: a link per parcel. */
export async function linkOrderOverLocations(stack: Stack) {
  const shop = await shopWithLocations(stack);
  await stack.db.shop.update({
    where: { domain: shop },
    data: { settingsJson: JSON.stringify({ unpaidOrders: "payment_link" }) },
  });
  const added = await orderOverLocations(stack, shop, {
    financialStatus: "PENDING",
    paymentGatewayNames: ["Bank Deposit"],
  });
  return { shop, added };
}

/** The service's rider takes the parcel of this reference. */
export async function pickUp(stack: Stack, externalOrderRef: string) {
  await control(stack, "POST", `/orders/${encodeURIComponent(externalOrderRef)}/events`, {
    event: "shipment.picked_up",
  });
}

/**
 * A shop whose stores are in Côte d'Ivoire, the service's country (docs/decisions/072's default rule: they ship with
 * it): the Cocody shop and the Yopougon warehouse; and a fulfillment service's location.
 */
export async function shopWithLocations(stack: Stack) {
  const shop = await shopHearingDeliveries(stack);
  stack.shopify.state.addLocation(shop, { name: "Cocody shop", countryCode: "CI" });
  stack.shopify.state.addLocation(shop, { name: "Yopougon warehouse", countryCode: "CI" });
  stack.shopify.state.addLocation(shop, { name: "Wax fulfilment", countryCode: "CI", isFulfillmentService: true });
  return shop;
}

/** An embedded admin page's document (`/app/...`) as the admin opens it, in `locale`: its text, without tags or scripts. */
export async function adminPageText(stack: Stack, shop: string, path: string, locale: "en" | "fr"): Promise<string> {
  const url = new URL(path, stack.app.url);
  const params = { embedded: "1", shop, host: hostParam(shop), id_token: sessionToken(shop, 3600, "1001"), locale };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const response = await fetch(url, { headers: { "User-Agent": BROWSER_USER_AGENT } });
  const html = await response.text();
  expect(response.status, html.slice(0, 300)).toBe(200);
  // The page's data (Remix's context script) repeats every value: only what is shown is read.
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'");
}

/** The labels of every parcel of the order, as Shopify's print action asks them (by the order): each PDF page read. */
export async function printOrderLabels(stack: Stack, shop: string, gid: string) {
  const asked = await fetch(`${stack.app.url}/api/labels`, {
    method: "POST",
    headers: {
      "User-Agent": BROWSER_USER_AGENT,
      Authorization: `Bearer ${sessionToken(shop)}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ orderIds: [gid], format: "thermal" }),
  });
  expect(asked.status).toBe(200);
  const { url, count } = (await asked.json()) as { url: string; count: number };
  const pdf = await fetch(url, { headers: { "User-Agent": BROWSER_USER_AGENT } });
  expect(pdf.status).toBe(200);
  const pages = await readLabelsPdf(new Uint8Array(await pdf.arrayBuffer()));
  return { count, pages };
}
