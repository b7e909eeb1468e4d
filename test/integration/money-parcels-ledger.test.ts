import { afterAll, describe, expect, test } from "vitest";
import { parseDeliveryPayload } from "../../extensions/delivery-order-block/src/delivery-payload";
import { runCli } from "../../stack/cli";
import { waitForShopIdle } from "../../stack/idle";
import { sendOrderWebhook } from "../../stack/orders";
import { ledgerFigures } from "~/payments/ledger-figures";
import { orderLedgerOf } from "~/payments";
import { BROWSER_USER_AGENT, sessionToken } from "../support/browser/session-token";
import {
  adminPageText,
  orderOverLocations,
  printOrderLabels,
  sentParcels,
  shopWithLocations,
} from "../support/parcels-kit";
import { control, eventually } from "../support/tracking-kit";
import { useStack } from "../support/use-stack";

/*
 * An order of two cash-on-delivery parcels whose money every view reads from the order's stored ledger, per parcel
 * (docs/decisions/091), end to end: stand-in → app → sandbox. 31,500 XOF owed, split 22,500 and 9,000 by value;
 * both picked up; the buyer pays 5,000 online; parcel 1 is delivered, its rider collecting its 22,500; the buyer pays
 * 1,000 more online. The buyer then owes 3,000, which parcel 2's rider (whose service order collects 9,000) asks, and
 * no more, in every view and in the sync's own split (docs/decisions/099). When parcel 2's rider collects the 9,000
 * anyway, the 6,000 due back is told once, on parcel 2.
 */
const stack = useStack();
afterAll(() => stack?.shopify.state.assertNoInvalidDocuments());

const XOF = (amount: string) => new RegExp(amount.replace(",", "[,\\s\\u202f]?") + "\\s*(XOF|F\\s?CFA)");

async function rowsOf(gid: string) {
  return stack.db.orderSync.findMany({ where: { shopifyOrderGid: gid }, orderBy: { parcelNumber: "asc" } });
}

/** The event on the service's side, delivered to the app as a webhook, and the row once it says `until`. */
async function serviceEvent(
  ref: string,
  event: string,
  rowId: string,
  until: (row: { paymentState: string | null; shipmentState: string | null }) => boolean,
) {
  await control(stack, "POST", `/orders/${encodeURIComponent(ref)}/events`, { event });
  await stack.sandbox.flushWebhooks();
  await eventually(async () =>
    expect(until(await stack.db.orderSync.findUniqueOrThrow({ where: { id: rowId } }))).toBe(true),
  );
}

type Payment = {
  story: string;
  owedNowMinor: number | null;
  stillToCollectMinor: number | null;
  cashToHaveMinor: number | null;
  refundDueMinor: number;
  shortfallMinor: number;
};

/** The CLI's truth of one parcel, asked by its reference. */
async function cliPayment(shop: string, ref: string): Promise<Payment> {
  const shown = await runCli(stack, ["orders:show", "--shop", shop, "--order", ref, "--json"]);
  expect(shown.code).toBe(0);
  return shown.json<{ order: { payment: Payment } }>().order.payment;
}

/** The order block's answer by the Shopify order's GID: each parcel's payment line. */
async function blockParcels(shop: string, gid: string) {
  const response = await fetch(
    `${stack.app.url}/api/order-delivery?${new URLSearchParams({ orderId: gid, locale: "en" })}`,
    {
      headers: {
        "User-Agent": BROWSER_USER_AGENT,
        Origin: "https://extensions.shopifycdn.com",
        Authorization: `Bearer ${sessionToken(shop)}`,
      },
    },
  );
  expect(response.status).toBe(200);
  const payload = parseDeliveryPayload(await response.json());
  if (!payload?.found) throw new Error("the order block found no order");
  return payload.parcels;
}

/** The buyer's tracking page of one parcel, opened on the shop's domain through the stand-in's app proxy. */
async function trackingPage(gid: string, shipmentId: string): Promise<string> {
  const fulfillment = stack.shopify.state
    .fulfillments(gid)
    .find((f) => f.trackingInfo.some((t) => t.number === shipmentId))!;
  const url = fulfillment.trackingInfo[0].url!.replace(/^https:\/\//, `${stack.shopify.url}/`).replace(/\?.*$/, "");
  const response = await fetch(`${url}?locale=en`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("a two-parcel COD order, one parcel delivered after the buyer paid part online", () => {
  test("every view asks for each parcel what the ledger says, and tells a refund due once", async () => {
    const shop = await shopWithLocations(stack);
    const added = await orderOverLocations(stack, shop);
    const [first, second] = await sentParcels(stack, added.id, 2);
    expect([first.codAmountMinor, second.codAmountMinor]).toEqual([2250000, 900000]);
    for (const row of [first, second])
      await serviceEvent(row.externalOrderRef, "shipment.picked_up", row.id, (r) => r.shipmentState === "picked_up");
    await waitForShopIdle(stack, shop);

    // given: 5,000 paid online after both pickups, then parcel 1 delivered with its rider's 22,500.
    stack.shopify.state.payPart(added.id, "5000");
    await sendOrderWebhook(stack, shop, added.id, "orders/updated");
    await eventually(async () =>
      expect((await rowsOf(added.id)).map((r) => r.owedNowMinor)).toEqual([1892800, 757200]),
    );
    await waitForShopIdle(stack, shop);
    await serviceEvent(
      first.externalOrderRef,
      "shipment.delivered",
      first.id,
      (r) => r.paymentState === "COD_COLLECTED",
    );
    await waitForShopIdle(stack, shop);

    // and: a further 1,000 paid online, which Shopify's orders/updated brings (docs/decisions/099).
    stack.shopify.state.payPart(added.id, "1000");
    await sendOrderWebhook(stack, shop, added.id, "orders/updated", `part-${added.id}-2`);
    await waitForShopIdle(stack, shop);

    // then: the stored ledger says parcel 2 asks 3,000 (what the buyer still owes), parcel 1 nothing; the sync's own
    // split, which leaves out the parcel already collected, stored the same 3,000 as what is owed for parcel 2 now.
    const shopRow = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
    await eventually(async () => expect((await rowsOf(added.id))[1].owedNowMinor).toBe(300000));
    const ledger = await orderLedgerOf(stack.db, shopRow.id, added.id);
    expect(ledger.entries.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["owed", "service_amount", "captured", "rider_collected"]),
    );
    const figures = (id: string) => ledgerFigures("XOF", ledger, id);
    expect(figures(first.id)).toMatchObject({ cashToHaveMinor: null, refundDueMinor: 0, shortfallMinor: 0 });
    expect(figures(second.id)).toMatchObject({
      cashToHaveMinor: 300000,
      owedNowMinor: 300000,
      refundDueMinor: 0,
      shortfallMinor: 0,
    });

    // The CLI (and the order page's truth): parcel 2 asks the ledger's 3,000 of the 9,000 its service order holds.
    expect(await cliPayment(shop, second.externalOrderRef)).toMatchObject({
      story: "cod_to_collect",
      stillToCollectMinor: 900000,
      cashToHaveMinor: 300000,
      owedNowMinor: 300000,
      refundDueMinor: 0,
    });
    expect(await cliPayment(shop, first.externalOrderRef)).toMatchObject({
      story: "cod_collected",
      cashToHaveMinor: null,
      refundDueMinor: 0,
      shortfallMinor: 0,
    });
    // The buyer's tracking page and the labels ask 3,000 for parcel 2; parcel 1's label asks nothing.
    expect(await trackingPage(added.id, second.shipmentId!)).toMatch(
      new RegExp(`Pay the rider ${XOF("3,000").source}`),
    );
    const [label1, label2] = (await printOrderLabels(stack, shop, added.id)).pages.map((page) => page.text);
    expect(label2).toMatch(new RegExp(`TO COLLECT: ${XOF("3,000").source}`));
    expect(label1).not.toContain("TO COLLECT");
    // The order block: each parcel's line is its own.
    const parcels = await blockParcels(shop, added.id);
    expect(parcels.map((p) => [p.orderSyncId, p.payment?.story, p.payment?.stillToCollectMinor])).toEqual([
      [first.id, "cod_collected", 0],
      [second.id, "cod_to_collect", 900000],
    ]);

    // when: parcel 2's rider collects the 9,000 its service order holds, 6,000 more than the buyer owed.
    await serviceEvent(
      second.externalOrderRef,
      "shipment.delivered",
      second.id,
      (r) => r.paymentState === "COD_COLLECTED",
    );
    await waitForShopIdle(stack, shop);
    const after = await orderLedgerOf(stack.db, shopRow.id, added.id);
    expect([
      ledgerFigures("XOF", after, first.id)?.refundDueMinor,
      ledgerFigures("XOF", after, second.id)?.refundDueMinor,
    ]).toEqual([0, 600000]);
    // then: the refund due is on parcel 2 only, so the list's order total and the CLI say 6,000 once.
    expect(await cliPayment(shop, first.externalOrderRef)).toMatchObject({ refundDueMinor: 0 });
    expect(await cliPayment(shop, second.externalOrderRef)).toMatchObject({ refundDueMinor: 600000 });
    const list = await adminPageText(stack, shop, "/app/orders", "en");
    expect(list.split(/Refund the buyer/).length - 1).toBe(1);
    expect(list).toMatch(new RegExp(`Refund the buyer: ${XOF("6,000").source}`));
  });
});

describe("a two-parcel COD order, an item of the second parcel taken off after both pickups", () => {
  test("the ledger gives the change to that parcel, as the sync does (docs/decisions/087, 099)", async () => {
    const shop = await shopWithLocations(stack);
    const added = await orderOverLocations(stack, shop);
    const [first, second] = await sentParcels(stack, added.id, 2);
    for (const row of [first, second])
      await serviceEvent(row.externalOrderRef, "shipment.picked_up", row.id, (r) => r.shipmentState === "picked_up");
    await waitForShopIdle(stack, shop);

    // given: the merchant cancels parcel 2's fulfillment in Shopify (its items open again) and takes one of its 3
    // Bissap (2,000 XOF) off the order: 29,500 XOF owed, parcel 2's items now worth 4,000 instead of 6,000.
    const fulfillment = stack.shopify.state
      .fulfillments(added.id)
      .find((f) => f.trackingInfo.some((t) => t.number === second.shipmentId))!;
    expect(stack.shopify.state.cancelFulfillment(shop, fulfillment.id)).toEqual([]);
    stack.shopify.state.removeQuantity(added.id, 1, 1);
    await sendOrderWebhook(stack, shop, added.id, "orders/updated");
    await waitForShopIdle(stack, shop);

    // then: the sync gives the whole 2,000 to parcel 2 (7,000 owed for it now), parcel 1 keeps its 22,500.
    await eventually(async () => expect((await rowsOf(added.id)).map((r) => r.owedNowMinor)).toEqual([null, 700000]));
    const shopRow = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
    const ledger = await orderLedgerOf(stack.db, shopRow.id, added.id);
    expect(ledgerFigures("XOF", ledger, second.id)).toMatchObject({ cashToHaveMinor: 700000, owedNowMinor: 700000 });
    expect(ledgerFigures("XOF", ledger, first.id)).toMatchObject({ cashToHaveMinor: 2250000, owedNowMinor: null });
    expect(await cliPayment(shop, second.externalOrderRef)).toMatchObject({
      stillToCollectMinor: 900000,
      cashToHaveMinor: 700000,
      owedNowMinor: 700000,
    });
    expect(await cliPayment(shop, first.externalOrderRef)).toMatchObject({
      stillToCollectMinor: 2250000,
      cashToHaveMinor: 2250000,
      owedNowMinor: null,
    });
  });
});
