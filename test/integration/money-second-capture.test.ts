import { afterAll, describe, expect, test } from "vitest";
import { connectedShop } from "../../stack/connect";
import { abidjanOrder, placeOrder, sendOrderWebhook, waitForOrderSync } from "../../stack/orders";
import { waitForShopIdle } from "../../stack/idle";
import { control, registerDeliveryEndpoint } from "../support/tracking-kit";
import { useStack } from "../support/use-stack";

/*
 * A card or mobile-money payment in Shopify after the rider collected the cash is a second payment, told by its
 * gateway, not by its time (docs/decisions/073), end to end (Shopify stand-in → app → sandbox). The merchant
 * recording the cash (Shopify's manual gateway, the COD gateway) stays one payment (payment-edges.test.ts).
 * COD order: 31,500 XOF.
 */
const stack = useStack();
afterAll(async () => {
  stack?.shopify.state.assertNoInvalidDocuments();
});

const SECRET = "whsec_money_second_capture_01";

async function deliveredCodOrder(settings?: Record<string, unknown>) {
  const shop = await connectedShop(stack, { settings, webhookSecrets: [SECRET] });
  const { webhookToken } = await stack.db.shop.findUniqueOrThrow({ where: { domain: shop } });
  await registerDeliveryEndpoint(stack, webhookToken, SECRET);
  const order = await placeOrder(
    stack,
    shop,
    abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] }),
  );
  const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
  await control(stack, "POST", `/orders/${encodeURIComponent(row.externalOrderRef)}/events`, {
    event: "shipment.delivered",
  });
  await stack.sandbox.flushWebhooks();
  return { shop, order, row };
}

/** The buyer pays the whole order again in Shopify, online, after the delivery. */
async function payOnline(shop: string, gid: string, gateway: string) {
  stack.shopify.state.payOrder(gid, { gateway, amount: "31500.00", authorizationCode: `${gateway}-0001` });
  await sendOrderWebhook(stack, shop, gid, "orders/updated", `online-${gid}`);
}

const paidTwice = (r: { flaggedReason: string | null } | null) =>
  Boolean(r?.flaggedReason?.split(",").includes("PAID_TWICE"));

describe("a payment online after the rider collected", () => {
  test("the merchant records the cash themselves: a card payment after the collection is flagged paid twice", async () => {
    const { shop, order } = await deliveredCodOrder({ markCodPaidOnDelivery: false });
    await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_COLLECTED", "cash collected");
    await waitForShopIdle(stack, shop);
    await payOnline(shop, order.gid, "shopify_payments");
    const flagged = await waitForOrderSync(stack, order.gid, paidTwice, "flagged paid twice");
    expect(flagged.paymentState).toBe("COD_COLLECTED");
  });

  test("the app marked Shopify paid at delivery: a mobile-money payment afterwards is flagged paid twice", async () => {
    const { shop, order } = await deliveredCodOrder();
    const marked = await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.paymentState === "COD_COLLECTED" && Boolean(r.shopifyPaidAt),
      "cash collected, Shopify marked paid",
    );
    expect(marked.flaggedReason ?? "").not.toContain("PAID_TWICE");
    await waitForShopIdle(stack, shop);
    await payOnline(shop, order.gid, "Orange Money");
    await waitForOrderSync(stack, order.gid, paidTwice, "flagged paid twice");
  });
});
