import { describe, expect, test } from "vitest";
import { shopHearingDeliveries } from "../support/tracking-kit";
import {
  control,
  runCli,
  sendOrderWebhook,
  sendRefundCreated,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";

/*
 * "Paid twice" tells the truth after refunds and shortfalls (docs/decisions/093), end to end (Shopify stand-in →
 * app → sandbox), from the webhook sequences that produce them: the merchant refunds the extra payment and the
 * flag goes from the row, the views and the COD ledger's refunds to make; a shortfall paid online after the
 * delivery is the rest of what was owed, never a second payment. Order: 2 × 15,000 + 1,500 XOF = 31,500 XOF.
 */
const { stack, codOrderIn, linkOrderHeld, stampChange } = useMoneyStack();

const flagged = (flag: string) => (r: { flaggedReason: string | null } | null) =>
  Boolean(r?.flaggedReason?.split(",").includes(flag));

type Payment = {
  story: string;
  paidTwice: boolean;
  refundDueMinor: number;
  shortfallMinor: number;
  shopifyFinancialStatus: string | null;
};
/** A CLI command's JSON answer, its failure told with what it wrote. */
async function cliJson<T>(args: string[]): Promise<T> {
  const run = await runCli(stack, [...args, "--json"]);
  expect(run.code, run.stderr).toBe(0);
  return run.json<T>();
}
const paymentOf = async (shop: string, name: string) =>
  (await cliJson<{ order: { payment: Payment } }>(["orders:show", "--shop", shop, "--order", name])).order.payment;

const needsLook = async (shop: string) =>
  (
    await cliJson<{ orders: { needsLook: Array<{ reason: string; amountMinor: number }> } }>([
      "cod:ledger",
      "--shop",
      shop,
    ])
  ).orders.needsLook;

const reconcile = async (shop: string) => {
  const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
  expect(run.code, run.stderr).toBe(0);
};

/** The merchant gives back the payment made by `gateway`, with the webhooks Shopify sends for it. */
async function refundInShopify(
  shop: string,
  gid: string,
  gateway: string,
  topics: Array<"orders/updated" | "refunds/create">,
) {
  const record = stack.shopify.state.getOrder(gid)!;
  const paid = record.transactions.find((t) => t.gateway === gateway && t.kind === "SALE")!;
  const refund = stack.shopify.state.refundPayment(gid, paid.id, paid.amountSet.shopMoney.amount);
  await stampChange(gid);
  for (const topic of topics) {
    if (topic === "orders/updated") await sendOrderWebhook(stack, shop, gid, topic, `refund-${gid}`);
    else {
      const response = await sendRefundCreated(stack, shop, gid, refund);
      expect(response.status, await response.text()).toBe(200);
    }
  }
  await waitForShopIdle(stack, shop);
}

const event = async (ref: string, name: string) => {
  await control(stack, "POST", `/orders/${encodeURIComponent(ref)}/events`, { event: name });
  await stack.sandbox.flushWebhooks();
};

describe("paid twice, then the extra refunded", () => {
  test("a link paid, the order paid again by card, the card refunded (refunds/create): no flag anywhere", async () => {
    const { shop, order, row } = await linkOrderHeld();
    const paid = await fetch(row.paymentLinkUrl!, { method: "POST" });
    expect(paid.status, await paid.text()).toBe(200);
    await reconcile(shop);
    await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.shopifyPaidAt), "link paid, Shopify marked");
    stack.shopify.state.payOrder(order.gid, { gateway: "shopify_payments", amount: "31500.00" });
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid", `card-${order.gid}`);
    await waitForOrderSync(stack, order.gid, flagged("PAID_TWICE"), "flagged paid twice");
    await waitForShopIdle(stack, shop);
    expect(await needsLook(shop)).toEqual([expect.objectContaining({ reason: "PAID_TWICE", amountMinor: 3150000 })]);

    await refundInShopify(shop, order.gid, "shopify_payments", ["refunds/create"]);
    await waitForOrderSync(stack, order.gid, (r) => !flagged("PAID_TWICE")(r), "PAID_TWICE cleared");
    expect(await paymentOf(shop, order.name)).toMatchObject({
      story: "link_paid",
      paidTwice: false,
      refundDueMinor: 0,
    });
    expect(await needsLook(shop)).toEqual([]);
    // A later sync and reconciliation find nothing to flag again.
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `later-${order.gid}`);
    await waitForShopIdle(stack, shop);
    await reconcile(shop);
    const after = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "LINK_PAID", "link paid");
    expect(after.flaggedReason ?? "").not.toContain("PAID_TWICE");
  });

  test("cash collected, then paid by mobile money, then that refunded (orders/updated alone): flag cleared", async () => {
    const shop = await shopHearingDeliveries(stack);
    const { order, row } = await codOrderIn(shop);
    await event(row.externalOrderRef, "shipment.delivered");
    await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.shopifyPaidAt), "collected, Shopify marked paid");
    await waitForShopIdle(stack, shop);
    stack.shopify.state.payOrder(order.gid, { gateway: "Orange Money", amount: "31500.00" });
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `momo-${order.gid}`);
    await waitForOrderSync(stack, order.gid, flagged("PAID_TWICE"), "flagged paid twice");
    await waitForShopIdle(stack, shop);

    await refundInShopify(shop, order.gid, "Orange Money", ["orders/updated"]);
    await waitForOrderSync(stack, order.gid, (r) => !flagged("PAID_TWICE")(r), "PAID_TWICE cleared");
    expect(await paymentOf(shop, order.name)).toMatchObject({
      story: "cod_collected",
      paidTwice: false,
      refundDueMinor: 0,
    });
    expect(await needsLook(shop)).toEqual([]);
  });
});

describe("a shortfall paid online after the delivery", () => {
  test("an item added after pickup, 31,500 collected, the 15,000 left paid by card: not paid twice, paid", async () => {
    const shop = await shopHearingDeliveries(stack);
    const { order, row } = await codOrderIn(shop);
    await event(row.externalOrderRef, "shipment.picked_up");
    await waitForOrderSync(stack, order.gid, (r) => r?.shipmentState === "picked_up", "picked up");
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.lineItems[0].currentQuantity = 3;
    record.totalPriceSet.shopMoney.amount = "46500.00";
    record.totalPriceSet.presentmentMoney.amount = "46500.00";
    record.totalOutstandingSet.shopMoney.amount = "46500.00";
    record.totalOutstandingSet.presentmentMoney.amount = "46500.00";
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `edit-${order.gid}`);
    await waitForOrderSync(stack, order.gid, flagged("AMOUNT_DIFFERS"), "flagged AMOUNT_DIFFERS");
    await event(row.externalOrderRef, "shipment.delivered");
    await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_COLLECTED", "cash collected");
    await waitForShopIdle(stack, shop);
    expect(record.totalOutstandingSet.shopMoney.amount).toBe("15000.00");
    expect(await paymentOf(shop, order.name)).toMatchObject({ shortfallMinor: 1500000 });

    // The buyer pays the 15,000 left by card, after the delivery: Shopify sends orders/paid and orders/updated.
    stack.shopify.state.payOrder(order.gid, { gateway: "shopify_payments" });
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid", `rest-paid-${order.gid}`);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `rest-updated-${order.gid}`);
    await waitForShopIdle(stack, shop);
    await reconcile(shop);

    const entries = await stack.db.moneyEntry.findMany({ where: { shopifyOrderGid: order.gid, kind: "captured" } });
    expect(entries.map((e) => e.shopMinor)).toEqual([1500000]);
    const synced = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_COLLECTED", "collected");
    expect(synced.flaggedReason ?? "").not.toContain("PAID_TWICE");
    expect(await paymentOf(shop, order.name)).toMatchObject({
      story: "cod_collected",
      paidTwice: false,
      refundDueMinor: 0,
      shortfallMinor: 0,
      shopifyFinancialStatus: "paid",
    });
    expect(await needsLook(shop)).toEqual([]);
  });
});
