import { describe, expect, test } from "vitest";
import type { OrderInput } from "../../shopify-stand-in/orders";
import {
  connectTestShop,
  control,
  placeOrder,
  registerDeliveryEndpoint,
  runCli,
  sandboxOrder,
  sendOrderWebhook,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";

/*
 * A buyer who checked out in another currency than the shop's, end to end (Shopify stand-in → app → sandbox,
 * docs/decisions/077): a shop in EUR, a buyer in Dakar who saw XOF (655.957 XOF to the euro). 2 × 20.00 EUR +
 * 5.00 EUR delivery = 45.00 EUR, which the buyer saw as 29,518 XOF; the service carries it as 2951800 (spec §2).
 */
const { stack, stampChange, createdAnew } = useMoneyStack();
const SECRET = "whsec_money_presentment_01";

async function euroShop(settings: Record<string, unknown> = {}) {
  const domain = await stack.installShop({ currency: "EUR" });
  const shop = await connectTestShop(stack, domain, { settings, webhookSecrets: [SECRET] });
  await registerDeliveryEndpoint(stack, shop.webhookToken, SECRET);
  return domain;
}

const dakarOrder = (overrides: Partial<OrderInput> = {}): OrderInput => ({
  email: "awa@example.com",
  financialStatus: "PENDING",
  paymentGatewayNames: ["Cash on Delivery (COD)"],
  presentmentCurrency: "XOF",
  presentmentRate: "655.957",
  lineItems: [{ title: "Pagne wax", sku: "WAX-6", quantity: 2, price: "20.00", grams: 800 }],
  shippingLines: [{ title: "Standard", code: "sn-dakar-standard", source: "Delivery Connect", price: "5.00" }],
  shippingAddress: {
    firstName: "Awa",
    lastName: "Diop",
    address1: "12 Rue des Jardins",
    city: "Dakar",
    zip: "10200",
    countryCode: "SN",
    phone: "+221771234567",
  },
  ...overrides,
});

const event = (ref: string, name: string) =>
  control(stack, "POST", `/orders/${encodeURIComponent(ref)}/events`, { event: name });

describe("cash on delivery in the buyer's currency", () => {
  test("the rider collects the 29,518 XOF the buyer saw; at delivery Shopify is marked paid, compared in XOF", async () => {
    const shop = await euroShop();
    const order = await placeOrder(stack, shop, dakarOrder());
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
    expect(row).toMatchObject({ syncState: "SENT", currency: "XOF", codAmountMinor: 2951800, attentionCode: null });
    // 20.00 EUR is 13,119.14 XOF, shown to the buyer as 13,119 XOF.
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      currency: "XOF",
      paymentType: "COD",
      codAmountMinor: 2951800,
      items: [expect.objectContaining({ quantity: 2, unitPriceMinor: 1311900 })],
    });
    const show = await runCli(stack, ["orders:show", "--shop", shop, "--order", order.name, "--json"]);
    expect(show.json()).toMatchObject({
      order: { payment: { story: "cod_to_collect", stillToCollectMinor: 2951800, currency: "XOF" } },
    });

    await event(row.externalOrderRef, "shipment.picked_up");
    await event(row.externalOrderRef, "shipment.delivered");
    await stack.sandbox.flushWebhooks();
    await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_COLLECTED", "cash collected");
    await waitForShopIdle(stack, shop);
    // What was collected (29,518 XOF) equals what Shopify has outstanding in the buyer's money: marked paid, the
    // whole 45.00 EUR, not a manual payment of an amount read against the euros.
    const record = stack.shopify.state.getOrder(order.gid)!;
    expect(record.displayFinancialStatus).toBe("PAID");
    expect(record.totalOutstandingSet.presentmentMoney.amount).toBe("0.00");
    expect(record.transactions.map((t) => [t.gateway, t.amountSet.shopMoney.amount])).toEqual([["manual", "45.00"]]);
    const settled = await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.shopifyPaidAt), "recorded in Shopify");
    expect(settled.flaggedReason ?? "").not.toContain("AMOUNT_DIFFERS");
    expect(settled.flaggedReason ?? "").not.toContain("PAID_TWICE");
  });

  test("a part paid before pickup: created anew for the buyer's share still owed, compared like with like", async () => {
    const shop = await euroShop();
    const order = await placeOrder(stack, shop, dakarOrder());
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
    await waitForShopIdle(stack, shop);
    // 30.00 of the 45.00 EUR paid online: 15.00 EUR left, a third of the buyer's 29,518 XOF, rounded down to 9,839 XOF.
    const record = stack.shopify.state.getOrder(order.gid)!;
    record.displayFinancialStatus = "PARTIALLY_PAID";
    record.totalOutstandingSet.shopMoney.amount = "15.00";
    record.totalOutstandingSet.presentmentMoney.amount = "9839";
    await stampChange(order.gid);
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated", `part-payment-${order.gid}`);
    const newRef = `${row.externalOrderRef}-r2`;
    const replaced = await createdAnew(order.gid, row.externalOrderRef);
    expect(replaced).toMatchObject({ currency: "XOF", codAmountMinor: 983900, owedNowMinor: null });
    expect(await sandboxOrder(stack, newRef)).toMatchObject({ currency: "XOF", codAmountMinor: 983900 });
    await waitForShopIdle(stack, shop);
    // The next follow-up compares 983900 XOF owed with 983900 XOF collected: nothing differs, nothing is recreated.
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated");
    await waitForShopIdle(stack, shop);
    const after = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ externalOrderRef: newRef, codAmountMinor: 983900 });
    expect(after.flaggedReason ?? "").not.toContain("AMOUNT_DIFFERS");
  });
});

describe("a part paid in the shop's currency", () => {
  test("the rider collects exactly what Shopify says the buyer still owes in XOF, and Shopify is settled by it", async () => {
    const shop = await euroShop();
    const order = await placeOrder(stack, shop, dakarOrder());
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
    await waitForShopIdle(stack, shop);
    // 20.00 of the 45.00 EUR paid by transfer (13,119 XOF): Shopify says 16,399 XOF are left, where the same share
    // of the buyer's 29,518 XOF, 25/45, is 16,398.89 XOF.
    stack.shopify.state.payPart(order.gid, "20.00");
    expect(stack.shopify.state.getOrder(order.gid)!.totalOutstandingSet.presentmentMoney.amount).toBe("16399.00");
    await sendOrderWebhook(stack, shop, order.gid, "orders/updated");
    const newRef = `${row.externalOrderRef}-r2`;
    const replaced = await createdAnew(order.gid, row.externalOrderRef);
    expect(replaced).toMatchObject({ currency: "XOF", codAmountMinor: 1639900 });
    expect(await sandboxOrder(stack, newRef)).toMatchObject({ currency: "XOF", codAmountMinor: 1639900 });

    // What the rider collects is what Shopify has outstanding in XOF: marked paid, nothing left owing.
    await event(newRef, "shipment.picked_up");
    await event(newRef, "shipment.delivered");
    await stack.sandbox.flushWebhooks();
    await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_COLLECTED", "cash collected");
    const settled = await waitForOrderSync(stack, order.gid, (r) => Boolean(r?.shopifyPaidAt), "recorded in Shopify");
    const record = stack.shopify.state.getOrder(order.gid)!;
    expect(record.displayFinancialStatus).toBe("PAID");
    expect(record.totalOutstandingSet.presentmentMoney.amount).toBe("0.00");
    expect(settled.flaggedReason ?? "").not.toMatch(/AMOUNT_DIFFERS|PAID_TWICE/);
  });
});

describe("a payment link in the buyer's currency", () => {
  test("the link asks for the 29,518 XOF the buyer saw", async () => {
    const shop = await euroShop({ unpaidOrders: "payment_link" });
    const order = await placeOrder(stack, shop, dakarOrder({ paymentGatewayNames: ["Bank Deposit"] }));
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "LINK_PENDING", "link sent");
    expect(row).toMatchObject({ currency: "XOF", codAmountMinor: 2951800, paymentLinkUrl: expect.any(String) });
    expect(await sandboxOrder(stack, row.externalOrderRef)).toMatchObject({
      currency: "XOF",
      codAmountMinor: 2951800,
      payment: expect.objectContaining({ status: "pending", amountMinor: 2951800, currency: "XOF" }),
    });
  });
});
