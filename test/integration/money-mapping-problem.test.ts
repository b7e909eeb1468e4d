import { describe, expect, test } from "vitest";
import {
  abidjanOrder,
  connectedShop,
  control,
  placeOrder,
  runCli,
  sandboxRequests,
  sendOrderWebhook,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";

/*
 * A mapping problem (an address, a buyer) does not silence the "amount differs" and "changed after handoff"
 * checks of a sent order (docs/decisions/073), end to end (Shopify stand-in → app → sandbox). Order: 2 × 15,000
 * + 1,500 XOF = 31,500 XOF. A buyer's presentment currency is no mapping problem (docs/decisions/077): what is
 * owed is compared in it.
 */
const { stack, stampChange } = useMoneyStack();

const pickUp = (ref: string) =>
  control(stack, "POST", `/orders/${encodeURIComponent(ref)}/events`, { event: "shipment.picked_up" });
const hasFlag = (flag: string) => (r: { flaggedReason: string | null } | null) =>
  Boolean(r?.flaggedReason?.split(",").includes(flag));

describe("a sent order that cannot be mapped any more is still compared", () => {
  test("prepaid by a buyer who saw EUR, picked up, then an item added: flagged AMOUNT_DIFFERS, 15,000 owed in the buyer's money against 0 collected", async () => {
    const shop = await connectedShop(stack, { settings: { unpaidOrders: "payment_link" } });
    const order = await placeOrder(stack, shop, abidjanOrder({ financialStatus: "PAID", presentmentCurrency: "EUR" }));
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "PAID_RECORDED", "paid, recorded");
    await waitForShopIdle(stack, shop);
    await pickUp(row.externalOrderRef);
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.lineItems[0].currentQuantity = 3;
    // The stand-in's buyer saw EUR at a rate of 1: the same figures in both moneys.
    record.totalPriceSet.shopMoney.amount = "46500.00";
    record.totalPriceSet.presentmentMoney.amount = "46500.00";
    record.displayFinancialStatus = "PARTIALLY_PAID";
    record.totalOutstandingSet.shopMoney.amount = "15000.00";
    record.totalOutstandingSet.presentmentMoney.amount = "15000.00";
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `edit-${order.gid}`);
    const flagged = await waitForOrderSync(stack, order.gid, hasFlag("AMOUNT_DIFFERS"), "flagged AMOUNT_DIFFERS");
    expect(flagged).toMatchObject({ syncState: "SENT", codAmountMinor: 0, owedNowMinor: 1500000 });
    expect(flagged.externalOrderRef).toBe(row.externalOrderRef);
    const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(show.json()).toMatchObject({ order: { payment: { stillToCollectMinor: 0, owedNowMinor: 1500000 } } });
    // Nothing cancelled: the order cannot be sent again as it stands.
    const cancels = (await sandboxRequests(stack, `/v1/public-api/orders/${row.externalOrderRef}/cancel`)).filter(
      (r) => r.method === "POST",
    );
    expect(cancels).toEqual([]);
  });

  test("a COD order whose every phone is removed after handoff: flagged CHANGED_AFTER_HANDOFF, still sent", async () => {
    const shop = await connectedShop(stack);
    const order = await placeOrder(
      stack,
      shop,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] }),
    );
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
    await waitForShopIdle(stack, shop);
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.phone = null;
    if (record.shippingAddress) record.shippingAddress.phone = null;
    if (record.billingAddress) record.billingAddress.phone = null;
    if (record.customer) record.customer.phone = null;
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `edit-${order.gid}`);
    const flagged = await waitForOrderSync(
      stack,
      order.gid,
      hasFlag("CHANGED_AFTER_HANDOFF"),
      "flagged CHANGED_AFTER_HANDOFF",
    );
    expect(flagged).toMatchObject({ syncState: "SENT", externalOrderRef: row.externalOrderRef });
  });
});
