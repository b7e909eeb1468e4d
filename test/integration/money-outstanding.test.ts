import { describe, expect, test } from "vitest";
import {
  abidjanOrder,
  connectedShop,
  placeOrder,
  sandboxOrder,
  sendOrderWebhook,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";

/*
 * What the buyer owes is Shopify's `total_outstanding`, not its status's name (docs/decisions/073), end to
 * end (Shopify stand-in → app → sandbox). A partially refunded order can still owe money: the rider collects
 * it and nothing is marked paid. COD order: 2 × 15,000 + 1,500 XOF = 31,500 XOF.
 */
const { stack, markPaidCalls, stampChange } = useMoneyStack();

const COD = ["Cash on Delivery (COD)"];

describe("partially refunded with money still outstanding", () => {
  test("placed that way: sent as cash on delivery for what is outstanding, no mark-paid", async () => {
    const shop = await connectedShop(stack);
    // A deposit paid, then part of it refunded: Shopify says partially_refunded, 21,500 XOF still owed.
    const { id: gid, order: record } = stack.shopify.state.addOrder(
      shop,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: COD, totalOutstanding: "21500.00" }),
    );
    record.displayFinancialStatus = "PARTIALLY_REFUNDED";
    await sendOrderWebhook(stack, shop, gid, "orders/create");
    const order = { gid };
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.syncState === "SENT", "sent");
    await waitForShopIdle(stack, shop);
    const sent = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(sent).toMatchObject({ paymentPlan: "COD", codAmountMinor: 2150000 });
    expect(sent.paymentState).not.toBe("PAID_RECORDED");
    expect(await sandboxOrder(stack, sent.externalOrderRef)).toMatchObject({
      paymentType: "COD",
      codAmountMinor: 2150000,
    });
    expect(await markPaidCalls(sent.externalOrderRef)).toHaveLength(0);
  });

  test("after handoff: a COD order becomes partially_refunded owing 21,500: the rider collects 21,500, nothing is marked paid", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(stack, shop, abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: COD }));
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
    await waitForShopIdle(stack, shop);
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.displayFinancialStatus = "PARTIALLY_REFUNDED";
    record.totalOutstandingSet.shopMoney.amount = "21500.00";
    record.totalOutstandingSet.presentmentMoney.amount = "21500.00";
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `part-refund-${order.gid}`);
    const newRef = `${row.externalOrderRef}-r2`;
    const replaced = await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.externalOrderRef === newRef && r.syncState === "SENT",
      "created anew for what is outstanding",
    );
    await waitForShopIdle(stack, shop);
    expect(replaced).toMatchObject({ paymentPlan: "COD", codAmountMinor: 2150000, paymentState: "COD_PENDING" });
    expect(await sandboxOrder(stack, newRef)).toMatchObject({ codAmountMinor: 2150000, cancelledAt: null });
    expect(await markPaidCalls(row.externalOrderRef)).toHaveLength(0);
    expect(await markPaidCalls(newRef)).toHaveLength(0);
  });
});
