import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_SCOPES } from "./documents.fixture";
import { restOrderPayload } from "./rest-payload";
import { createShopifyStandIn, type ShopifyStandIn } from "./stand-in";
import { API_SECRET } from "./test-kit";

const SHOP = "changes-shop.myshopify.com";
let standIn: ShopifyStandIn;
let warehouse: string;

beforeAll(async () => {
  standIn = await createShopifyStandIn({ apiSecret: API_SECRET, now: () => new Date("2026-11-20T10:00:00Z") });
  standIn.state.addShop({ domain: SHOP, scopes: APP_SCOPES, currency: "XOF" });
  warehouse = standIn.state.addLocation(SHOP, { name: "Bouaké warehouse", countryCode: "CI" });
});
afterAll(() => standIn.close());

const twoItems = [
  { title: "Attiéké", sku: "ATK", quantity: 2, price: "2500" },
  { title: "Bissap", sku: "BSP", quantity: 3, price: "1000" },
];
const lines = (fo: { lineItems: Array<{ sku: string | null; totalQuantity: number; remainingQuantity: number }> }) =>
  fo.lineItems.map((item) => [item.sku, item.totalQuantity, item.remainingQuantity]);

describe("the merchant fulfils items", () => {
  it("partly: the fulfillment order is in progress and REST's fulfillable quantities drop, before or after routing", () => {
    const { id } = standIn.state.addOrder(SHOP, { lineItems: twoItems });
    standIn.state.fulfillItems(id, [{ lineItem: 1, quantity: 1 }]);
    const [fo] = standIn.state.fulfillmentOrders(id);
    expect(fo.status).toBe("IN_PROGRESS");
    expect(lines(fo)).toEqual([
      ["ATK", 2, 2],
      ["BSP", 3, 2],
    ]);
    const payload = restOrderPayload(standIn.state.getOrder(id)!);
    expect(payload.fulfillment_status).toBe("partial");
    expect(payload.line_items.map((item) => item.fulfillable_quantity)).toEqual([2, 2]);

    const unrouted = standIn.state.addOrder(SHOP, { lineItems: twoItems, fulfillmentOrders: [] });
    expect(restOrderPayload(unrouted.order).line_items.map((item) => item.fulfillable_quantity)).toEqual([2, 3]);
  });
});

describe("an order edit after the first parcel left", () => {
  it("puts the added items in a new open fulfillment order; totals and what is outstanding grow", () => {
    const { id } = standIn.state.addOrder(SHOP, { lineItems: twoItems, financialStatus: "PENDING" });
    standIn.state.fulfillItems(id, [{ lineItem: 0 }, { lineItem: 1 }]);
    const before = standIn.state.getOrder(id)!.totalOutstandingSet.shopMoney.amount;

    const edit = standIn.state.editOrder(id, {
      addLineItems: [{ title: "Gingembre", sku: "GNG", quantity: 1, price: "1500" }],
      location: "Bouaké warehouse",
    });

    const [first, added] = standIn.state.fulfillmentOrders(id);
    expect(first.status).toBe("CLOSED");
    expect(added).toMatchObject({ id: edit.fulfillmentOrderId, status: "OPEN" });
    expect(added.assignedLocation.location.id).toBe(warehouse);
    expect(lines(added)).toEqual([["GNG", 1, 1]]);
    const order = standIn.state.getOrder(id)!;
    expect(order.displayFulfillmentStatus).toBe("PARTIALLY_FULFILLED");
    expect(before).toBe("8000.00");
    expect(order.totalOutstandingSet.shopMoney.amount).toBe("9500.00");
    expect(restOrderPayload(order).line_items.map((item) => [item.sku, item.fulfillable_quantity])).toEqual([
      ["ATK", 0],
      ["BSP", 0],
      ["GNG", 1],
    ]);
  });

  it("leaves a paid order partially paid", () => {
    const { id } = standIn.state.addOrder(SHOP, { lineItems: twoItems });
    standIn.state.editOrder(id, { addLineItems: [{ title: "Gingembre", quantity: 1, price: "1500" }] });
    expect(standIn.state.getOrder(id)).toMatchObject({
      displayFinancialStatus: "PARTIALLY_PAID",
      totalOutstandingSet: { shopMoney: { amount: "1500.00" } },
    });
  });
});

describe("an order edit that takes units off", () => {
  it("shrinks the fulfillment order holding them, the totals and what is outstanding", () => {
    const { id } = standIn.state.addOrder(SHOP, { lineItems: twoItems, financialStatus: "PENDING" });
    standIn.state.removeQuantity(id, 1, 2);
    const [fo] = standIn.state.fulfillmentOrders(id);
    expect(lines(fo)).toEqual([
      ["ATK", 2, 2],
      ["BSP", 1, 1],
    ]);
    const order = standIn.state.getOrder(id)!;
    expect(order.totalOutstandingSet.shopMoney.amount).toBe("6000.00");
    expect(restOrderPayload(order).line_items.map((item) => [item.sku, item.fulfillable_quantity])).toEqual([
      ["ATK", 2],
      ["BSP", 1],
    ]);
  });
});

describe("an order edit that adds units of an item already on it", () => {
  it("grows the fulfillment order holding it, the totals and what is outstanding", () => {
    const { id } = standIn.state.addOrder(SHOP, { lineItems: twoItems, financialStatus: "PENDING" });
    standIn.state.addQuantity(id, 1, 1);
    const [fo] = standIn.state.fulfillmentOrders(id);
    expect(lines(fo)).toEqual([
      ["ATK", 2, 2],
      ["BSP", 4, 4],
    ]);
    const order = standIn.state.getOrder(id)!;
    expect(order.totalOutstandingSet.shopMoney.amount).toBe("9000.00"); // 8,000 and one more Bissap
    expect(restOrderPayload(order).line_items.map((item) => [item.sku, item.fulfillable_quantity])).toEqual([
      ["ATK", 2],
      ["BSP", 4],
    ]);
  });
});

describe("fulfillmentOrderMove", () => {
  it("moves a fulfillment order with nothing fulfilled whole, and says so in fulfillment_orders/moved", () => {
    const { id, fulfillmentOrderIds } = standIn.state.addOrder(SHOP, { lineItems: twoItems });
    const primary = standIn.state.fulfillmentOrders(id)[0].assignedLocation.location.id;
    const body = standIn.state.moveFulfillmentOrder(fulfillmentOrderIds[0], "Bouaké warehouse");
    expect(body).toEqual({
      original_fulfillment_order: { id: fulfillmentOrderIds[0], status: "open", assigned_location_id: warehouse },
      moved_fulfillment_order: { id: fulfillmentOrderIds[0], status: "open", assigned_location_id: warehouse },
      destination_location_id: warehouse,
      fulfillment_order_line_items_requested: null,
      source_location: { id: primary },
    });
    expect(standIn.state.fulfillmentOrders(id)).toHaveLength(1);
  });

  it("closes a partly fulfilled one on what was fulfilled and opens a new one at the destination with the rest", () => {
    const { id, fulfillmentOrderIds } = standIn.state.addOrder(SHOP, { lineItems: twoItems });
    standIn.state.fulfillItems(id, [{ lineItem: 0 }]);
    const body = standIn.state.moveFulfillmentOrder(fulfillmentOrderIds[0], warehouse);
    const [original, moved] = standIn.state.fulfillmentOrders(id);
    expect(original).toMatchObject({ id: fulfillmentOrderIds[0], status: "CLOSED" });
    expect(lines(original)).toEqual([["ATK", 2, 0]]);
    expect(lines(moved)).toEqual([["BSP", 3, 3]]);
    expect(body.original_fulfillment_order.status).toBe("closed");
    expect(body.moved_fulfillment_order).toEqual({ id: moved.id, status: "open", assigned_location_id: warehouse });
  });

  it("moves part of a line: the original keeps the rest where it was, a new one holds the part moved", () => {
    const { id, fulfillmentOrderIds } = standIn.state.addOrder(SHOP, { lineItems: twoItems });
    const body = standIn.state.moveFulfillmentOrder(fulfillmentOrderIds[0], warehouse, [{ lineItem: 1, quantity: 2 }]);
    const [original, moved] = standIn.state.fulfillmentOrders(id);
    expect(original).toMatchObject({ id: fulfillmentOrderIds[0], status: "OPEN" });
    expect(original.assignedLocation.location.id).not.toBe(warehouse);
    expect(lines(original)).toEqual([
      ["ATK", 2, 2],
      ["BSP", 1, 1],
    ]);
    expect(lines(moved)).toEqual([["BSP", 2, 2]]);
    expect(moved.assignedLocation.location.id).toBe(warehouse);
    expect(body.fulfillment_order_line_items_requested).toEqual([{ id: original.lineItems[1].id, quantity: 2 }]);
    // What is left to fulfil of the line item is unchanged: 3, now over two fulfillment orders.
    expect(restOrderPayload(standIn.state.getOrder(id)!).line_items.map((item) => item.fulfillable_quantity)).toEqual([
      2, 3,
    ]);
  });
});

describe("a part-payment", () => {
  it("lowers what is outstanding in each money by the payment, the buyer's side as Shopify converts it", () => {
    const euroShop = "changes-euro-shop.myshopify.com";
    standIn.state.addShop({ domain: euroShop, scopes: APP_SCOPES, currency: "EUR" });
    const { id } = standIn.state.addOrder(euroShop, {
      financialStatus: "PENDING",
      presentmentCurrency: "XOF",
      presentmentRate: "655.957",
      lineItems: [{ title: "Pagne wax", sku: "WAX-6", quantity: 2, price: "20.00" }],
      shippingLines: [{ title: "Standard", code: "standard", source: "Delivery Connect", price: "5.00" }],
    });
    standIn.state.payPart(id, "20.00");
    // 45.00 EUR is 29,518 XOF; 20.00 EUR is 13,119.14, so 13,119 XOF paid and 16,399 XOF left (not 25/45 of 29,518).
    expect(standIn.state.getOrder(id)).toMatchObject({
      displayFinancialStatus: "PARTIALLY_PAID",
      totalOutstandingSet: {
        shopMoney: { amount: "25.00", currencyCode: "EUR" },
        presentmentMoney: { amount: "16399.00", currencyCode: "XOF" },
      },
    });
  });
});
