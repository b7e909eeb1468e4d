import { describe, expect, test } from "vitest";
import {
  connectedShop,
  control,
  eventually,
  registerDeliveryEndpoint,
  runCli,
  sendOrderWebhook,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";

/*
 * The money ledger stored (docs/decisions/084), end to end (Shopify stand-in → app → sandbox): each money fact the
 * app learns is one MoneyEntry, once, however often its webhook is delivered or its reconciliation runs, and the
 * views read the ledger's figures. Order: 2 × 15,000 + 1,500 XOF = 31,500 XOF.
 */
const { stack, codOrderIn, linkOrderHeld, stampChange } = useMoneyStack();

const SECRET = "whsec_money_ledger_entries_01";

const event = (ref: string, name: string) =>
  control(stack, "POST", `/orders/${encodeURIComponent(ref)}/events`, { event: name });
const hasFlag = (flag: string) => (r: { flaggedReason: string | null } | null) =>
  Boolean(r?.flaggedReason?.split(",").includes(flag));

/** The order's entries as [kind, shop minor, buyer's minor], in a stable order (kind, then amount). */
async function entriesOf(gid: string) {
  const entries = await stack.db.moneyEntry.findMany({ where: { shopifyOrderGid: gid } });
  return entries
    .map((e) => [e.kind, e.shopMinor, e.presentmentMinor] as const)
    .sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
}

/** orders/updated delivered twice, as Shopify does for one change (orders/updated and orders/edited, a retry). */
async function sendUpdateTwice(shop: string, gid: string, name: string) {
  await sendOrderWebhook(stack, shop, gid, "orders/updated", `${name}-a-${gid}`);
  await sendOrderWebhook(stack, shop, gid, "orders/updated", `${name}-b-${gid}`);
}

const reconcile = async (shop: string) => {
  const run = await runCli(stack, ["reconcile", "--shop", shop, "--json"]);
  expect(run.code, run.stderr).toBe(0);
};

const paymentOf = async (shop: string, name: string) =>
  (await runCli(stack, ["orders:show", "--shop", shop, "--order", name, "--json"])).json<{
    order: { payment: { story: string; paidTwice: boolean; refundDueMinor: number; shortfallMinor: number } };
  }>().order.payment;

describe("the money ledger's entries", () => {
  test("an item added after pickup, delivered for the old amount: each fact once, a 15,000 shortfall", async () => {
    const shop = await connectedShop(stack, { webhookSecrets: [SECRET] });
    const { webhookToken } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
    await registerDeliveryEndpoint(stack, webhookToken, SECRET);
    // Every service webhook from here is delivered twice (spec §6: a delivery can arrive more than once).
    await control(stack, "POST", "/faults", { kind: "duplicate_delivery", count: 10 });
    const { order, row } = await codOrderIn(shop);
    await event(row.externalOrderRef, "shipment.picked_up");
    await stack.sandbox.flushWebhooks();
    await waitForOrderSync(stack, order.gid, (r) => r?.shipmentState === "picked_up", "picked up");

    const record = stack.shopify.state.getOrder(order.gid)!;
    record.lineItems[0].currentQuantity = 3;
    record.totalPriceSet.shopMoney.amount = "46500.00";
    record.totalPriceSet.presentmentMoney.amount = "46500.00";
    record.totalOutstandingSet.shopMoney.amount = "46500.00";
    await stampChange(order.gid);
    await sendUpdateTwice(shop, order.gid, "edit");
    await waitForOrderSync(stack, order.gid, hasFlag("AMOUNT_DIFFERS"), "flagged AMOUNT_DIFFERS");
    await event(row.externalOrderRef, "shipment.delivered");
    await stack.sandbox.flushWebhooks();
    await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_COLLECTED", "cash collected");
    await waitForShopIdle(stack, shop);
    // Shopify tells of the app's own manual payment of the 31,500; the reconciliation runs again, twice.
    await stampChange(order.gid);
    await sendUpdateTwice(shop, order.gid, "recorded");
    await waitForShopIdle(stack, shop);
    await reconcile(shop);
    await reconcile(shop);

    await eventually(async () =>
      expect(await entriesOf(order.gid)).toEqual([
        ["owed", 3150000, 3150000],
        ["owed", 4650000, 4650000],
        // The app's manual payment of what the rider collected, by hand: that money written down in Shopify.
        ["paid_by_hand", 3150000, 3150000],
        ["rider_collected", 3150000, 3150000],
        ["service_amount", 3150000, 3150000],
      ]),
    );
    expect(await paymentOf(shop, order.name)).toMatchObject({ story: "cod_collected", shortfallMinor: 1500000 });
  });

  test("a link paid, then the whole order paid again by card: each fact once, paid twice with 31,500 due back", async () => {
    const { shop, order, row } = await linkOrderHeld();
    const paid = await fetch(row.paymentLinkUrl!, { method: "POST" });
    expect(paid.status, await paid.text()).toBe(200);
    await reconcile(shop);
    await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.shopifyPaidAt), "link paid, Shopify marked");
    await reconcile(shop);

    stack.shopify.state.payOrder(order.gid, { gateway: "shopify_payments", amount: "31500.00" });
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid", `card-a-${order.gid}`);
    await sendOrderWebhook(stack, shop, order.gid, "orders/paid", `card-b-${order.gid}`);
    await waitForShopIdle(stack, shop);

    await eventually(async () =>
      expect(await entriesOf(order.gid)).toEqual([
        ["captured", 3150000, 3150000],
        ["link_paid", 3150000, 3150000],
        ["owed", 3150000, 3150000],
        // Shopify marked paid by the app after the link: the link's money written down.
        ["paid_by_hand", 3150000, 3150000],
        ["service_amount", 3150000, 3150000],
      ]),
    );
    expect(await paymentOf(shop, order.name)).toMatchObject({
      story: "paid_twice",
      paidTwice: true,
      refundDueMinor: 3150000,
    });
    // The COD ledger's refunds to make list it too, with the same amount.
    const ledger = (await runCli(stack, ["cod:ledger", "--shop", shop, "--json"])).json<{
      orders: { needsLook: Array<{ reason: string; amountMinor: number }> };
    }>();
    expect(ledger.orders.needsLook).toEqual([expect.objectContaining({ reason: "PAID_TWICE", amountMinor: 3150000 })]);
  });
});
