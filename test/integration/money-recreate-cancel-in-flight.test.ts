import { describe, expect, onTestFinished, test } from "vitest";
import {
  abidjanOrder,
  connectTestShop,
  control,
  placeOrder,
  registerDeliveryEndpoint,
  sandboxOrder,
  sendOrderWebhook,
  useMoneyStack,
  waitForOrderSync,
  waitForShopIdle,
} from "../support/money-kit";
import { until } from "../support/eventually";

/*
 * A delivery that arrives while a recreate's cancel is in flight, end to end (Shopify stand-in → app → sandbox):
 * the old service order's news is the order's until the service confirms the cancel (docs/decisions/077). COD
 * order: 2 × 15,000 + 1,500 XOF = 31,500 XOF (3150000); a part-payment leaves 21,500 XOF, which recreates it.
 */
const { stack, stampChange } = useMoneyStack();

/** The sandbox's own refused states (sandbox/seed.ts); the spec leaves them "not shown" (§3). */
const SEED_CANCEL_REFUSED = ["delivered", "cancelled", "returning", "returned"];
const refuseCancelFrom = (states: string[]) => control(stack, "PATCH", "/account", { cancelRefusedStates: states });

async function shopHearingDeliveries() {
  const domain = await stack.installShop({ currency: "XOF" });
  const secret = "whsec_recreate_in_flight_01";
  const connected = await connectTestShop(stack, domain, { webhookSecrets: [secret] });
  await registerDeliveryEndpoint(stack, connected.webhookToken, secret);
  return { domain, shopId: connected.id };
}

async function partPayment(shop: string, gid: string, outstanding: string) {
  const record = stack.shopify.state.getOrder(gid)!;
  record.displayFinancialStatus = "PARTIALLY_PAID";
  record.totalOutstandingSet.shopMoney.amount = outstanding;
  await stampChange(gid);
  await sendOrderWebhook(stack, shop, gid, "orders/updated", `part-payment-${gid}-${outstanding}`);
}

describe("a delivery during a recreate's cancel", () => {
  test("picked up while the cancel is held: the event waits, the cancel is refused, and the app says picked_up as the service does", async () => {
    // This service refuses to cancel a parcel the rider has (the refused states are the account's, spec §3).
    await refuseCancelFrom([...SEED_CANCEL_REFUSED, "picked_up", "in_transit"]);
    onTestFinished(() => refuseCancelFrom(SEED_CANCEL_REFUSED));
    const { domain, shopId } = await shopHearingDeliveries();
    const order = await placeOrder(
      stack,
      domain,
      abidjanOrder({ financialStatus: "PENDING", paymentGatewayNames: ["Cash on Delivery (COD)"] }),
    );
    const row = await waitForOrderSync(stack, order.gid, (r) => r?.paymentState === "COD_PENDING", "sent as COD");
    await waitForShopIdle(stack, domain);
    const ref = row.externalOrderRef;
    // The cancel reaches the service and is held there (under the client's 10 s timeout) until the faults are cleared.
    await control(stack, "POST", "/faults", {
      kind: "hold",
      latencyMs: 9000,
      path: `/v1/public-api/orders/${ref}/cancel`,
      method: "POST",
    });
    await partPayment(domain, order.gid, "21500.00");
    await until(
      async () => ((await control(stack, "GET", "/faults")) as { faults: unknown[] }).faults.length === 0,
      "the recreate's cancel held by the service",
    );
    const plan = await stack.db.replacedServiceOrder.findFirstOrThrow({ where: { orderSyncId: row.id } });
    expect(plan.cancelledAt).toBeNull();

    // Meanwhile the rider picks the parcel up: the service's webhook reaches the app while the cancel is unanswered.
    await control(stack, "POST", `/orders/${encodeURIComponent(ref)}/events`, { event: "shipment.picked_up" });
    const waiting = await until(
      async () =>
        (await stack.db.deliveryWebhookReceipt.findMany({ where: { shopId, event: "shipment.picked_up" } })).find((r) =>
          r.lastError?.includes("being cancelled"),
        ),
      "the pickup's delivery waiting for the cancel's outcome",
    );
    // Neither dropped nor applied while the outcome is unknown.
    expect(waiting.processedAt).toBeNull();
    expect((await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } })).shipmentState).toBe("created");

    // The hold ends: the service refuses to cancel a parcel on the road, the plan is dropped and the event applies.
    await control(stack, "DELETE", "/faults");
    const after = await waitForOrderSync(
      stack,
      order.gid,
      (r) => r?.shipmentState === "picked_up" && Boolean(r.flaggedReason?.split(",").includes("AMOUNT_DIFFERS")),
      "picked up, and the amount that differs flagged",
    );
    expect(after).toMatchObject({
      externalOrderRef: ref,
      serviceOrderId: row.serviceOrderId,
      syncState: "SENT",
      codAmountMinor: 3150000,
      owedNowMinor: 2150000,
    });
    expect(await sandboxOrder(stack, ref)).toMatchObject({
      cancelledAt: null,
      shipment: expect.objectContaining({ shipmentState: "picked_up" }),
    });
    expect(await sandboxOrder(stack, `${ref}-r2`)).toBeNull();
    expect(await stack.db.replacedServiceOrder.count({ where: { orderSyncId: row.id } })).toBe(0);
    await waitForShopIdle(stack, domain);
    const receipts = await stack.db.deliveryWebhookReceipt.findMany({ where: { shopId } });
    expect(receipts.filter((r) => !r.processedAt)).toEqual([]);
    const events = await stack.db.shipmentEvent.findMany({ where: { orderSyncId: row.id } });
    expect(events.map((e) => e.eventType)).toContain("shipment.picked_up");
  });
});
