import { describe, expect, test } from "vitest";
import { control, eventually, runCli, useMoneyStack, waitForShopIdle } from "../support/money-kit";
import * as kit from "../support/parcels-kit";

/*
 * A payment link's hold is its parcel's own (docs/decisions/098), end to end: stand-in → app → sandbox. An unpaid
 * order over two locations is two parcels, each with its own link; each parcel's fulfillment order is held until
 * that parcel's link is paid, and paying one never releases the other's.
 */
const { stack } = useMoneyStack();

const HOLD_HANDLE = "delivery-connect-awaiting-payment";

/** Our holds on each fulfillment order of the order, by its location's name. */
const holdsByLocation = (orderGid: string) =>
  Object.fromEntries(
    stack.shopify.state
      .fulfillmentOrders(orderGid)
      .map((fo) => [
        fo.assignedLocation.name,
        `${fo.status}:${fo.fulfillmentHolds.filter((hold) => hold.handle === HOLD_HANDLE).length}`,
      ]),
  );

const rowsOf = (orderGid: string) =>
  stack.db.orderSync.findMany({ where: { shopifyOrderGid: orderGid }, orderBy: { parcelNumber: "asc" } });

async function payLinkAndReconcile(shop: string, externalOrderRef: string) {
  await control(stack, "POST", `/orders/${encodeURIComponent(externalOrderRef)}/confirm-link-payment`);
  const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
  expect(run.code, run.stderr).toBe(0);
  await waitForShopIdle(stack, shop);
}

/** An unpaid order over the Cocody shop and the Yopougon warehouse, both parcels sent with a link and held. */
async function twoHeldLinkParcels() {
  const { shop, added } = await kit.linkOrderOverLocations(stack);
  await eventually(async () => {
    const rows = await rowsOf(added.id);
    expect(rows.map((row) => [row.paymentState, Boolean(row.paymentHoldAt)])).toEqual([
      ["LINK_PENDING", true],
      ["LINK_PENDING", true],
    ]);
  });
  await waitForShopIdle(stack, shop);
  return { shop, gid: added.id, rows: await rowsOf(added.id) };
}

describe("a payment link's hold is its parcel's own", () => {
  test("paying parcel 1's link releases its fulfillment order only; paying parcel 2's releases the rest", async () => {
    const { shop, gid, rows } = await twoHeldLinkParcels();
    expect(holdsByLocation(gid)).toMatchObject({ "Cocody shop": "ON_HOLD:1", "Yopougon warehouse": "ON_HOLD:1" });

    await payLinkAndReconcile(shop, rows[0].externalOrderRef);
    const [first, second] = await rowsOf(gid);
    expect(first).toMatchObject({ paymentState: "LINK_PAID", paymentHoldAt: null });
    expect(second.paymentState).toBe("LINK_PENDING");
    expect(second.paymentHoldAt).not.toBeNull();
    expect(holdsByLocation(gid)).toMatchObject({ "Cocody shop": "OPEN:0", "Yopougon warehouse": "ON_HOLD:1" });

    // Shopify records what parcel 1's link brought, not the whole order paid: parcel 2's 9,000 XOF is still owed.
    const inShopify = stack.shopify.state.getOrder(gid)!;
    expect(inShopify.displayFinancialStatus).toBe("PARTIALLY_PAID");
    expect(inShopify.totalOutstandingSet.shopMoney.amount).toMatch(/^9000(\.0+)?$/);
    // Parcel 2 still asks its own 9,000 XOF: parcel 1's payment is not spread over both (decision 099's one split).
    expect(await rowsOf(gid)).toMatchObject([
      {},
      { externalOrderRef: rows[1].externalOrderRef, codAmountMinor: 900000 },
    ]);

    // Parcel 2's link as it is now (its service order may have been made anew since, with a link of its own).
    await payLinkAndReconcile(shop, (await rowsOf(gid))[1].externalOrderRef);
    expect((await rowsOf(gid)).map((row) => [row.paymentState, row.paymentHoldAt])).toEqual([
      ["LINK_PAID", null],
      ["LINK_PAID", null],
    ]);
    for (const fo of stack.shopify.state.fulfillmentOrders(gid))
      expect(fo.fulfillmentHolds.filter((hold) => hold.handle === HOLD_HANDLE)).toEqual([]);
    expect(holdsByLocation(gid)).toMatchObject({ "Cocody shop": "OPEN:0", "Yopougon warehouse": "OPEN:0" });
  });

  test("the routing webhook and the reconciliation hold the parcel whose fulfillment order it is", async () => {
    const { shop, gid, rows } = await twoHeldLinkParcels();
    await payLinkAndReconcile(shop, rows[0].externalOrderRef);
    const holds = () => stack.shopify.state.requestsFor("fulfillmentOrderHold").length;
    const before = holds();

    // Shopify tells of parcel 1's fulfillment order again: it is paid, so nothing is held again.
    const cocody = stack.shopify.state.fulfillmentOrders(gid).find((fo) => fo.assignedLocation.name === "Cocody shop")!;
    const payload = stack.shopify.state.fulfillmentOrderWebhookPayload(cocody.id);
    const path = "/webhooks/fulfillment_orders/order_routing_complete";
    const topic = "fulfillment_orders/order_routing_complete";
    expect((await stack.shopify.sendWebhook({ path, topic, shop, payload })).status).toBe(200);
    await waitForShopIdle(stack, shop);
    expect(holdsByLocation(gid)).toMatchObject({ "Cocody shop": "OPEN:0", "Yopougon warehouse": "ON_HOLD:1" });

    // Parcel 2's hold is lost on file (a failed write): the reconciliation holds parcel 2's alone, once.
    await stack.db.orderSync.update({ where: { id: rows[1].id }, data: { paymentHoldAt: null } });
    const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json()).toMatchObject({ linkHeld: 1 });
    expect(holdsByLocation(gid)).toMatchObject({ "Cocody shop": "OPEN:0", "Yopougon warehouse": "ON_HOLD:1" });
    expect(holds()).toBe(before);
  });
});
