import { describe, expect, test } from "vitest";
import {
  connectedShop,
  control,
  registerDeliveryEndpoint,
  runCli,
  sendOrderWebhook,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";

/*
 * An amount that differs after pickup is settled at delivery (docs/decisions/073), end to end (Shopify
 * stand-in → app → sandbox): what the rider collected against what the buyer owed gives a refund due or a
 * shortfall, shown on the order, and a later orders/updated does not clear it. COD order: 31,500 XOF.
 */
const { stack, codOrderIn, stampChange } = useMoneyStack();

const SECRET = "whsec_money_settled_at_delivery";

const event = (ref: string, name: string) =>
  control(stack, "POST", `/orders/${encodeURIComponent(ref)}/events`, { event: name });
const hasFlag = (flag: string) => (r: { flaggedReason: string | null } | null) =>
  Boolean(r?.flaggedReason?.split(",").includes(flag));

/** A COD order on the road, then changed in Shopify by `change`; flagged AMOUNT_DIFFERS; then delivered. */
async function changedAfterPickupThenDelivered(change: (record: NonNullable<ReturnType<typeof getOrder>>) => void) {
  const shop = await connectedShop(stack, { webhookSecrets: [SECRET] });
  const { webhookToken } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
  await registerDeliveryEndpoint(stack, webhookToken, SECRET);
  const { order, row } = await codOrderIn(shop);
  await event(row.externalOrderRef, "shipment.picked_up");
  await stack.sandbox.flushWebhooks();
  await waitForOrderSync(stack, order.gid, (r) => r?.shipmentState === "picked_up", "picked up");
  change(getOrder(order.gid)!);
  await stampChange(order.gid);
  await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `change-${order.gid}`);
  await waitForOrderSync(stack, order.gid, hasFlag("AMOUNT_DIFFERS"), "flagged AMOUNT_DIFFERS");
  await event(row.externalOrderRef, "shipment.delivered");
  await stack.sandbox.flushWebhooks();
  await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_COLLECTED", "cash collected");
  await waitForShopIdle(stack, shop);
  return { shop, order, row };
}
const getOrder = (gid: string) => stack.shopify.state.getOrder(gid);

const payment = async (shop: string, name: string) =>
  (await runCli(stack, ["orders:show", "--shop", shop, "--order", name, "--json"])).json<{
    order: { payment: { story: string; refundDueMinor: number; shortfallMinor: number } };
  }>().order.payment;

describe("an amount that differs after pickup, at delivery", () => {
  test("10,000 paid online after pickup, then the rider's full 31,500: 10,000 due back, and a later orders/updated keeps it", async () => {
    const { shop, order } = await changedAfterPickupThenDelivered((record) => {
      stack.shopify.state.payPart(record.id, "10000.00");
    });
    expect(await payment(shop, order.name)).toMatchObject({ story: "cod_collected", refundDueMinor: 1000000 });
    // Shopify records the 31,500 collected: 10,000 in the buyer's favour there too.
    expect(getOrder(order.gid)!.totalOutstandingSet.shopMoney.amount).toBe("-10000.00");

    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `later-${order.gid}`);
    await waitForShopIdle(stack, shop);
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_COLLECTED", "collected");
    expect(row.flaggedReason).toContain("AMOUNT_DIFFERS");
    expect(await payment(shop, order.name)).toMatchObject({ refundDueMinor: 1000000 });
    // The cash-on-delivery ledger lists the same 10,000 to give back (docs/decisions/093), not a second payment.
    const ledger = (await runCli(stack, ["cod:ledger", "--shop", shop, "--json"])).json<{
      orders: { needsLook: Array<{ reason: string; amountMinor: number }> };
    }>();
    expect(ledger.orders.needsLook).toEqual([
      expect.objectContaining({ reason: "OVER_COLLECTED", amountMinor: 1000000 }),
    ]);
    expect(row.flaggedReason).not.toContain("PAID_TWICE");
  });

  test("an item added after pickup: the rider collects 31,500 of the 46,500 owed, a 15,000 shortfall", async () => {
    const { shop, order } = await changedAfterPickupThenDelivered((record) => {
      record.lineItems[0].currentQuantity = 3;
      record.totalPriceSet.shopMoney.amount = "46500.00";
      record.totalOutstandingSet.shopMoney.amount = "46500.00";
    });
    expect(await payment(shop, order.name)).toMatchObject({
      story: "cod_collected",
      refundDueMinor: 0,
      shortfallMinor: 1500000,
    });
    // Shopify records the 31,500 collected, not the 46,500 outstanding: 15,000 stay owed there.
    const forOrder = (field: string) =>
      stack.shopify.state.requestsFor(field).filter((r) => JSON.stringify(r.variables).includes(order.gid));
    expect(forOrder("orderMarkAsPaid")).toEqual([]);
    expect(forOrder("orderCreateManualPayment")).toEqual([
      expect.objectContaining({
        variables: expect.objectContaining({ amount: { amount: "31500.00", currencyCode: "XOF" } }),
      }),
    ]);
    const record = getOrder(order.gid)!;
    expect(record.displayFinancialStatus).toBe("PARTIALLY_PAID");
    expect(record.totalOutstandingSet.shopMoney.amount).toBe("15000.00");

    // The cash-on-delivery ledger counts the 31,500 collected and lists the 15,000 still owed, to collect in Shopify.
    const ledger = (await runCli(stack, ["cod:ledger", "--shop", shop, "--json"])).json<{
      currencies: Array<{ collected: { amountMinor: number } }>;
      orders: { needsLook: Array<{ reason: string; amountMinor: number }> };
    }>();
    expect(ledger.currencies[0].collected.amountMinor).toBe(3150000);
    expect(ledger.orders.needsLook).toEqual([expect.objectContaining({ reason: "SHORTFALL", amountMinor: 1500000 })]);
  });

  test("delivered at the service before the app heard, then an item added: the collection is no amount change", async () => {
    // No delivery endpoint: the app hears of the delivery only from its reconciliation.
    const shop = await connectedShop(stack, { webhookSecrets: [SECRET] });
    const { order, row } = await codOrderIn(shop);
    await event(row.externalOrderRef, "shipment.picked_up");
    await event(row.externalOrderRef, "shipment.delivered");
    // The service now has nothing "still to be collected" (spec §2): the rider took the 31,500.
    const record = getOrder(order.gid)!;
    record.lineItems[0].currentQuantity = 3;
    record.totalPriceSet.shopMoney.amount = "46500.00";
    record.totalOutstandingSet.shopMoney.amount = "46500.00";
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `after-delivery-${order.gid}`);
    await waitForShopIdle(stack, shop);
    const amounts = await stack.db.moneyEntry.findMany({
      where: { shopifyOrderGid: order.gid, kind: "service_amount" },
    });
    expect(amounts.map((entry) => entry.presentmentMinor)).toEqual([3150000]);

    const reconciled = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
    expect(reconciled.code, reconciled.stderr).toBe(0);
    await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.shopifyPaidAt), "cash recorded in Shopify");
    await waitForShopIdle(stack, shop);
    // The rider's 31,500 recorded against the 46,500 owed: 15,000 still owed, in Shopify and on the order.
    expect(getOrder(order.gid)!.totalOutstandingSet.shopMoney.amount).toBe("15000.00");
    expect(await payment(shop, order.name)).toMatchObject({ refundDueMinor: 0, shortfallMinor: 1500000 });
  });
});
