import { afterAll, describe, expect, test } from "vitest";
import { waitForShopIdle } from "../../stack/idle";
import { cashOnDeliveryOrder, sandboxOrder, sendOrderWebhook } from "../../stack/orders";
import { control, eventually, shopHearingDeliveries } from "../support/tracking-kit";
import { BROWSER_USER_AGENT, sessionToken } from "../support/browser/session-token";
import * as kit from "../support/parcels-kit";
import { ITEMS } from "../support/parcels-kit";
import { useStack } from "../support/use-stack";

/*
 * A parcel is a fulfillment order (docs/decisions/072, 076), end to end: stand-in → app → sandbox. An order whose
 * items sit at two of the merchant's locations is two service orders, each with its items, its share of the cash and
 * its own Shopify fulfillment; a fulfillment service's items are never sent; an edit after the pickup is a parcel of
 * its own, never fulfilled under the first parcel's tracking number.
 */
const stack = useStack();
afterAll(() => stack?.shopify.state.assertNoInvalidDocuments());

const sentParcels = (gid: string, count: number) => kit.sentParcels(stack, gid, count);
const orderOverLocations = (shop: string) => kit.orderOverLocations(stack, shop);
const pickUp = (externalOrderRef: string) => kit.pickUp(stack, externalOrderRef);
const shopWithLocations = () => kit.shopWithLocations(stack);
const orderPage = (shop: string, orderSyncId: string, locale: "en" | "fr") =>
  kit.adminPageText(stack, shop, `/app/orders/${orderSyncId}`, locale);

/** Our fulfillments in the stand-in: the tracking number, where, and the items' SKUs. */
function ourFulfillments(gid: string) {
  return stack.shopify.state
    .fulfillments(gid)
    .filter((f) => f.trackingInfo.length > 0)
    .map((f) => ({
      tracking: f.trackingInfo.map((info) => info.number),
      location: f.location.name,
      skus: f.fulfillmentLineItems.map((line) => line.lineItem.sku),
    }));
}

describe("an order over two locations", () => {
  test("is two service orders, each with its items and its share of the cash; the fulfillment service's items are not sent", async () => {
    const shop = await shopWithLocations();
    const added = await orderOverLocations(shop);
    const [first, second] = await sentParcels(added.id, 2);

    expect(second.externalOrderRef).toBe(`${first.externalOrderRef}-p2`);
    const one = await sandboxOrder(stack, first.externalOrderRef);
    const two = await sandboxOrder(stack, second.externalOrderRef);
    expect(one?.items).toEqual([expect.objectContaining({ sku: "ATK-1", quantity: 1 })]);
    expect(two?.items).toEqual([expect.objectContaining({ sku: "BSP-1", quantity: 3 })]);
    // What is owed (15,000 + 6,000 + 9,000 + 1,500 shipping = 31,500 XOF) split by the parcels' values, 15,000 to
    // 6,000, in whole francs; the franc rounding leaves over goes to the larger parcel. Never more than owed in all.
    expect([one?.paymentType, two?.paymentType]).toEqual(["COD", "COD"]);
    expect([one?.codAmountMinor, two?.codAmountMinor]).toEqual([2250000, 900000]);
    expect(first.codAmountMinor! + second.codAmountMinor!).toBe(3150000);
    expect([first.paymentState, second.paymentState]).toEqual(["COD_PENDING", "COD_PENDING"]);

    // Each parcel's pickup fulfils its own fulfillment order, under its own tracking number.
    await pickUp(second.externalOrderRef);
    await eventually(() => expect(ourFulfillments(added.id)).toHaveLength(1));
    expect(ourFulfillments(added.id)).toEqual([
      { tracking: [second.shipmentId], location: "Yopougon warehouse", skus: ["BSP-1"] },
    ]);
    await pickUp(first.externalOrderRef);
    await eventually(() => expect(ourFulfillments(added.id)).toHaveLength(2));
    expect(ourFulfillments(added.id)).toContainEqual({
      tracking: [first.shipmentId],
      location: "Cocody shop",
      skus: ["ATK-1"],
    });
    expect(stack.shopify.state.fulfillmentOrders(added.id).map((fo) => fo.status)).toEqual([
      "CLOSED",
      "CLOSED",
      "OPEN",
    ]);
    await waitForShopIdle(stack, shop);
    const after = await stack.db.orderSync.findMany({ where: { shopifyOrderGid: added.id } });

    // The order page shows each parcel: its items, what it collects, where it is, its tracking number.
    const english = await orderPage(shop, first.id, "en");
    expect(english).toContain("Parcels of this order (2)");
    expect(english).toMatch(/Parcel 1 \(this page\)[\s\S]*1 × Attiéké 1kg[\s\S]*22[,\s]?500[\s\S]*Picked up/);
    expect(english).toMatch(/Parcel 2[\s\S]*3 × Bissap 1L[\s\S]*9[,\s]?000/);
    expect(english).toContain(first.shipmentId);
    expect(english).toContain(second.shipmentId);
    const french = await orderPage(shop, second.id, "fr");
    expect(french).toContain("Colis de cette commande (2)");
    expect(french).toMatch(
      /Colis 1[\s\S]*1 × Attiéké 1kg[\s\S]*22[,\s]?500[\s\S]*Colis 2 \(cette page\)[\s\S]*3 × Bissap 1L/,
    );
    expect(french).toContain("Numéro de suivi");
    // Neither parcel reads as changed, nor as collecting another amount than it should.
    expect(after.map((r) => r.flaggedReason ?? "").join()).not.toMatch(/CHANGED_AFTER_HANDOFF|AMOUNT_DIFFERS/);
  });

  test("two parcels of the same amount delivered in the same second: each one's cash is recorded in Shopify", async () => {
    const shop = await shopWithLocations();
    const added = stack.shopify.state.addOrder(shop, {
      ...cashOnDeliveryOrder(),
      lineItems: [ITEMS[0], { ...ITEMS[0], sku: "ATK-2" }],
      fulfillmentOrders: [
        { location: "Cocody shop", lineItems: [0] },
        { location: "Yopougon warehouse", lineItems: [1] },
      ],
    });
    await sendOrderWebhook(stack, shop, added.id, "orders/create");
    const parcels = await sentParcels(added.id, 2);
    expect(parcels.map((parcel) => parcel.codAmountMinor)).toEqual([1575000, 1575000]);
    // One rider, one stop: both handed over at the same instant. Each collects less than the order's 31,500 owed,
    // so each is a manual payment of its own 15,750 in Shopify.
    const occurredAt = new Date().toISOString();
    for (const parcel of parcels) await pickUp(parcel.externalOrderRef);
    for (const parcel of parcels)
      await control(stack, "POST", `/orders/${encodeURIComponent(parcel.externalOrderRef)}/events`, {
        event: "shipment.delivered",
        occurredAt,
      });
    await eventually(async () => {
      const rows = await stack.db.orderSync.findMany({ where: { shopifyOrderGid: added.id } });
      expect(rows.map((row) => Boolean(row.shopifyPaidAt))).toEqual([true, true]);
    });
    await waitForShopIdle(stack, shop);
    // The first is a manual payment of its 15,750; the second, then all that is outstanding, may mark the order paid.
    const payments = stack.shopify.state.getOrder(added.id)!.transactions;
    expect(payments.map((t) => t.amountSet.shopMoney.amount)).toEqual(["15750.00", "15750.00"]);
    expect(stack.shopify.state.getOrder(added.id)!.totalOutstandingSet.shopMoney.amount).toBe("0.00");
  });

  test("the order's print action gives one label per parcel, each leaving from its own location", async () => {
    const shop = await shopHearingDeliveries(stack);
    const at = (name: string, address1: string, phone: string) =>
      stack.shopify.state.addLocation(shop, { name, countryCode: "CI", address1, city: "Abidjan", phone });
    at("Cocody shop", "Rue des Jardins 3", "+2250102030405");
    at("Yopougon warehouse", "Zone industrielle 9", "+2250506070809");
    stack.shopify.state.addLocation(shop, { name: "Wax fulfilment", countryCode: "CI", isFulfillmentService: true });
    const added = await orderOverLocations(shop);
    const [first, second] = await sentParcels(added.id, 2);

    // Shopify's order page asks by the Shopify order: every parcel of it is printed.
    const { count, pages } = await kit.printOrderLabels(stack, shop, added.id);
    expect(count).toBe(2);
    expect(pages.map((page) => page.codes.find((code) => code.format === "QR_CODE")?.text)).toEqual([
      first.externalOrderRef,
      second.externalOrderRef,
    ]);
    // Each returns to where it was packed.
    expect(pages[0].text).toContain("Rue des Jardins 3");
    expect(pages[0].text).not.toContain("Zone industrielle 9");
    expect(pages[1].text).toContain("Zone industrielle 9");
    expect(pages[1].text).not.toContain("Rue des Jardins 3");
    // Each weighs what it carries, 1 kg of Attiéké and 3 kg of Bissap, not the order's 4.3 kg.
    expect(pages[0].text).toMatch(/1 item\W+1[.,]0 kg/);
    expect(pages[1].text).toMatch(/3 items\W+3[.,]0 kg/);
  });

  test("an edit after the pickup is a parcel of its own: collected on its own, never fulfilled under the first number", async () => {
    const shop = await shopWithLocations();
    const added = stack.shopify.state.addOrder(shop, {
      ...cashOnDeliveryOrder(),
      lineItems: ITEMS.slice(0, 1),
      fulfillmentOrders: [{ location: "Cocody shop" }],
    });
    await sendOrderWebhook(stack, shop, added.id, "orders/create");
    const [first] = await sentParcels(added.id, 1);
    expect(first.codAmountMinor).toBe(1650000);
    await pickUp(first.externalOrderRef);
    await eventually(() => expect(ourFulfillments(added.id)).toHaveLength(1));

    stack.shopify.state.editOrder(added.id, {
      addLineItems: [{ title: "Bissap 1L", sku: "BSP-1", quantity: 2, price: "2000" }],
      location: "Cocody shop",
    });
    await sendOrderWebhook(stack, shop, added.id, "orders/updated");
    const [, second] = await sentParcels(added.id, 2);
    expect(second.externalOrderRef).toBe(`${first.externalOrderRef}-p2`);
    const two = await sandboxOrder(stack, second.externalOrderRef);
    // The first parcel collects what it was sent with; the new one what the edit added.
    expect(two).toMatchObject({ paymentType: "COD", codAmountMinor: 400000 });
    expect(two?.items).toEqual([expect.objectContaining({ sku: "BSP-1", quantity: 2 })]);
    await waitForShopIdle(stack, shop);
    const firstNow = await stack.db.orderSync.findUniqueOrThrow({ where: { id: first.id } });
    expect(firstNow).toMatchObject({ codAmountMinor: 1650000, owedNowMinor: null });
    expect(firstNow.flaggedReason ?? "").not.toMatch(/CHANGED_AFTER_HANDOFF|AMOUNT_DIFFERS/);

    // The first parcel's next event does not fulfil the new fulfillment order; the second parcel's pickup does.
    await control(stack, "POST", `/orders/${encodeURIComponent(first.externalOrderRef)}/events`, {
      event: "shipment.in_transit",
    });
    await waitForShopIdle(stack, shop);
    expect(ourFulfillments(added.id)).toEqual([
      { tracking: [first.shipmentId], location: "Cocody shop", skus: ["ATK-1"] },
    ]);
    await pickUp(second.externalOrderRef);
    await eventually(() => expect(ourFulfillments(added.id)).toHaveLength(2));
    expect(ourFulfillments(added.id)[1]).toEqual({
      tracking: [second.shipmentId],
      location: "Cocody shop",
      skus: ["BSP-1"],
    });
  });
});

describe("what is owed lowered after both parcels were handed over", () => {
  test("is attributed once, by the split rule: each parcel is created anew for its own part of the change", async () => {
    const shop = await shopWithLocations();
    const added = await orderOverLocations(shop);
    const [first, second] = await sentParcels(added.id, 2);
    expect([first.codAmountMinor, second.codAmountMinor]).toEqual([2250000, 900000]);
    await waitForShopIdle(stack, shop);

    // The buyer pays 5,000 of the 31,500 XOF by transfer: 26,500 left, an order-level change.
    stack.shopify.state.payPart(added.id, "5000");
    await sendOrderWebhook(stack, shop, added.id, "orders/updated");
    const refs = [`${first.externalOrderRef}-r2`, `${second.externalOrderRef}-r2`];
    let rows: Awaited<ReturnType<typeof stack.db.orderSync.findMany>> = [];
    await eventually(async () => {
      rows = await stack.db.orderSync.findMany({
        where: { shopifyOrderGid: added.id },
        orderBy: { parcelNumber: "asc" },
      });
      expect(rows.map((r) => [r.externalOrderRef, r.syncState])).toEqual(refs.map((ref) => [ref, "SENT"]));
    });
    await waitForShopIdle(stack, shop);
    // 15/21 and 6/21 of the 5,000 XOF, 3,571 and 1,428, the franc left to the larger parcel: each parcel gives up
    // its own part, never the whole 5,000 twice. What the service collects adds up to what the buyer owes.
    const collected = await Promise.all(
      refs.map(async (ref) => Number((await sandboxOrder(stack, ref))?.codAmountMinor)),
    );
    expect(collected).toEqual([1892800, 757200]);
    expect(collected[0] + collected[1]).toBe(2650000);
    for (const old of [first, second])
      expect((await sandboxOrder(stack, old.externalOrderRef))?.cancelledAt).toEqual(expect.any(String));
    const after = await stack.db.orderSync.findMany({ where: { shopifyOrderGid: added.id } });
    expect(after.map((r) => r.flaggedReason ?? "").join()).not.toMatch(/CHANGED_AFTER_HANDOFF|AMOUNT_DIFFERS/);
  });

  test("is attributed to the parcel whose items changed: the other is neither replaced nor flagged", async () => {
    const shop = await shopWithLocations();
    const added = await orderOverLocations(shop);
    const [first, second] = await sentParcels(added.id, 2);
    await waitForShopIdle(stack, shop);

    // One of the 3 Bissap (2,000 XOF), Yopougon's, is taken off the order before it leaves: 29,500 owed.
    stack.shopify.state.removeQuantity(added.id, 1, 1);
    await sendOrderWebhook(stack, shop, added.id, "orders/updated");
    const newRef = `${second.externalOrderRef}-r2`;
    await eventually(async () => {
      const row = await stack.db.orderSync.findUniqueOrThrow({ where: { id: second.id } });
      expect([row.externalOrderRef, row.syncState]).toEqual([newRef, "SENT"]);
    });
    await waitForShopIdle(stack, shop);
    expect(await sandboxOrder(stack, newRef)).toMatchObject({
      codAmountMinor: 700000,
      items: [expect.objectContaining({ sku: "BSP-1", quantity: 2 })],
    });
    const firstNow = await stack.db.orderSync.findUniqueOrThrow({ where: { id: first.id } });
    expect(firstNow).toMatchObject({ externalOrderRef: first.externalOrderRef, codAmountMinor: 2250000 });
    expect(firstNow.flaggedReason ?? "").not.toMatch(/CHANGED_AFTER_HANDOFF|AMOUNT_DIFFERS/);
    expect((await sandboxOrder(stack, first.externalOrderRef))?.cancelledAt ?? null).toBeNull();
  });
});

describe("a line item split over two locations by a partial move", () => {
  test("each parcel carries its own quantity and its share of it; one's pickup leaves the other unchanged", async () => {
    const shop = await shopWithLocations();
    // 5 Bissap at the Cocody shop with the Attiéké; the merchant moves 2 of them to the Yopougon warehouse.
    const added = stack.shopify.state.addOrder(shop, {
      ...cashOnDeliveryOrder(),
      lineItems: [ITEMS[0], { ...ITEMS[1], quantity: 5 }],
      fulfillmentOrders: [{ location: "Cocody shop" }],
    });
    stack.shopify.state.moveFulfillmentOrder(added.fulfillmentOrderIds[0], "Yopougon warehouse", [
      { lineItem: 1, quantity: 2 },
    ]);
    await sendOrderWebhook(stack, shop, added.id, "orders/create");
    const [first, second] = await sentParcels(added.id, 2);

    const one = await sandboxOrder(stack, first.externalOrderRef);
    const two = await sandboxOrder(stack, second.externalOrderRef);
    expect(one?.items).toEqual([
      expect.objectContaining({ sku: "ATK-1", quantity: 1 }),
      expect.objectContaining({ sku: "BSP-1", quantity: 3 }),
    ]);
    expect(two?.items).toEqual([expect.objectContaining({ sku: "BSP-1", quantity: 2 })]);
    // 15,000 + 5 × 2,000 + 1,500 shipping = 26,500 XOF owed, split by what each parcel holds: 21,000 to 4,000.
    expect([one?.codAmountMinor, two?.codAmountMinor]).toEqual([2226000, 424000]);

    // The warehouse's 2 leave first: Shopify has 3 Bissap left to fulfil, all of them the first parcel's.
    await pickUp(second.externalOrderRef);
    await eventually(() => expect(ourFulfillments(added.id)).toHaveLength(1));
    await sendOrderWebhook(stack, shop, added.id, "orders/updated");
    await waitForShopIdle(stack, shop);
    await pickUp(first.externalOrderRef);
    await eventually(() => expect(ourFulfillments(added.id)).toHaveLength(2));
    await sendOrderWebhook(stack, shop, added.id, "orders/updated");
    await waitForShopIdle(stack, shop);
    const after = await stack.db.orderSync.findMany({
      where: { shopifyOrderGid: added.id },
      orderBy: { parcelNumber: "asc" },
    });
    expect(after.map((r) => r.flaggedReason ?? "").join()).not.toMatch(/CHANGED_AFTER_HANDOFF|AMOUNT_DIFFERS/);
    expect(after.map((r) => r.codAmountMinor)).toEqual([2226000, 424000]);
  });
});

/** The settings page's Locations form as the page posts it (a Remix data request with the session token). */
function saveLocations(shop: string, ticks: Record<string, boolean>) {
  return fetch(`${stack.app.url}/app/settings.data`, {
    method: "POST",
    headers: {
      "User-Agent": BROWSER_USER_AGENT,
      Authorization: `Bearer ${sessionToken(shop)}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent: "locations", locations: JSON.stringify(ticks) }),
  });
}

describe("the merchant's locations that ship with the service (docs/decisions/085)", () => {
  test("an unticked location's items are never sent: an order over both locations is one parcel, one only there is not sent, with why", async () => {
    const shop = await shopHearingDeliveries(stack);
    const cocody = stack.shopify.state.addLocation(shop, { name: "Cocody shop", countryCode: "CI" });
    const yopougon = stack.shopify.state.addLocation(shop, { name: "Yopougon warehouse", countryCode: "CI" });
    const wax = stack.shopify.state.addLocation(shop, {
      name: "Wax fulfilment",
      countryCode: "CI",
      isFulfillmentService: true,
    });

    // The settings page lists every location, both of the merchant's ticked by the default rule, the fulfillment
    // service's shown with why it cannot be.
    const before = await kit.adminPageText(stack, shop, "/app/settings", "en");
    expect(before).toMatch(/Locations[\s\S]*Cocody shop[\s\S]*Default[\s\S]*Ships with the delivery service/);
    expect(before).toContain("Yopougon warehouse");
    expect(before).toContain("A fulfillment service ships this location's items: they are never sent.");
    // The server decides: a fulfillment service's location cannot be ticked.
    expect(await (await saveLocations(shop, { [wax]: true })).text()).toContain(
      "settings.locations.error.fulfillmentService",
    );

    const saved = await saveLocations(shop, { [cocody]: true, [yopougon]: false, [wax]: false });
    expect(saved.status).toBe(200);
    const { id: shopId } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
    // Only the choice that differs from the default rule is stored.
    expect(
      await stack.db.locationShipping.findMany({
        where: { shopId },
        select: { locationGid: true, shipsWithService: true },
      }),
    ).toEqual([{ locationGid: yopougon, shipsWithService: false }]);
    const french = await kit.adminPageText(stack, shop, "/app/settings", "fr");
    expect(french).toMatch(
      /Emplacements[\s\S]*Yopougon warehouse[\s\S]*Votre choix[\s\S]*Expédie avec le service de livraison/,
    );

    const over = stack.shopify.state.addOrder(shop, {
      ...cashOnDeliveryOrder(),
      lineItems: ITEMS.slice(0, 2),
      fulfillmentOrders: [
        { location: "Cocody shop", lineItems: [0] },
        { location: "Yopougon warehouse", lineItems: [1] },
      ],
    });
    await sendOrderWebhook(stack, shop, over.id, "orders/create");
    const [parcel] = await sentParcels(over.id, 1);
    const sent = await sandboxOrder(stack, parcel.externalOrderRef);
    expect(sent?.items).toEqual([expect.objectContaining({ sku: "ATK-1", quantity: 1 })]);

    const elsewhere = stack.shopify.state.addOrder(shop, {
      ...cashOnDeliveryOrder(),
      lineItems: ITEMS.slice(1, 2),
      fulfillmentOrders: [{ location: "Yopougon warehouse" }],
    });
    await sendOrderWebhook(stack, shop, elsewhere.id, "orders/create");
    await waitForShopIdle(stack, shop);
    const rows = await stack.db.orderSync.findMany({ where: { shopifyOrderGid: { in: [over.id, elsewhere.id] } } });
    // Still one parcel for the order over both; none for the other, which is told as not sent, never dropped.
    expect(rows.filter((r) => r.shopifyOrderGid === over.id)).toHaveLength(1);
    const held = rows.find((r) => r.shopifyOrderGid === elsewhere.id)!;
    expect(held).toMatchObject({ syncState: "SKIPPED", serviceOrderId: null, attentionCode: "not_shipping_location" });
    expect(await sandboxOrder(stack, held.externalOrderRef)).toBeNull();
    expect(await orderPage(shop, held.id, "en")).toContain(
      "Not sent: its items are at locations you do not ship from with the delivery service.",
    );
    expect(await orderPage(shop, held.id, "fr")).toContain(
      "ses articles sont dans des emplacements que vous n'expédiez pas avec le service de livraison",
    );

    // Ticking the warehouse again sends the order held there; the order sent meanwhile keeps its one parcel.
    expect((await saveLocations(shop, { [yopougon]: true })).status).toBe(200);
    expect(await stack.db.locationShipping.count({ where: { shopId } })).toBe(0);
    const [released] = await sentParcels(elsewhere.id, 1);
    expect((await sandboxOrder(stack, released.externalOrderRef))?.items).toEqual([
      expect.objectContaining({ sku: "BSP-1", quantity: 3 }),
    ]);
    await waitForShopIdle(stack, shop);
    expect(await stack.db.orderSync.count({ where: { shopifyOrderGid: over.id } })).toBe(1);
  });

  test("an order whose every item is at a fulfillment service's location is not sent, with why", async () => {
    const shop = await shopWithLocations();
    const added = stack.shopify.state.addOrder(shop, {
      ...cashOnDeliveryOrder(),
      lineItems: ITEMS.slice(2),
      fulfillmentOrders: [{ location: "Wax fulfilment" }],
    });
    await sendOrderWebhook(stack, shop, added.id, "orders/create");
    await waitForShopIdle(stack, shop);
    const [row] = await stack.db.orderSync.findMany({ where: { shopifyOrderGid: added.id } });
    expect(row).toMatchObject({
      syncState: "SKIPPED",
      serviceOrderId: null,
      attentionCode: "fulfillment_service_location",
    });
    expect(await orderPage(shop, row.id, "en")).toContain(
      "Not sent: its items are at a fulfillment service's location, and that service ships them.",
    );
  });
});

describe("a shop that has not granted the fulfillment-order scopes", () => {
  test("still has its orders handed over, whole, as before parcels", async () => {
    const shop = await shopWithLocations();
    stack.shopify.state.setScopes(shop, ["read_orders", "write_orders", "read_shipping", "write_shipping"]);
    const added = await orderOverLocations(shop);
    const [row] = await sentParcels(added.id, 1);
    expect(row).toMatchObject({ parcelNumber: 1, parcelFulfillmentOrdersJson: null, codAmountMinor: 3150000 });
    const sent = await sandboxOrder(stack, row.externalOrderRef);
    expect(sent?.items).toEqual(["ATK-1", "BSP-1", "WAX-1"].map((sku) => expect.objectContaining({ sku })));
  });
});
