import { describe, expect, it } from "vitest";
import { makeOrder, OUR_CARRIER } from "~/order-mapping/shopify-order.fixture";
import { checkoutHealthOf, missedCheckout } from "./missed-checkout";

const ACTIVE = { carrierServiceState: "ACTIVE" };
const backupRate = [{ code: "Standard", title: "Standard shipping", source: "shopify", price: "2000" }];

describe("an order that missed the app at checkout", () => {
  it("is one whose shipping came from Shopify's backup rates while the shop uses the app's carrier service", () => {
    const order = makeOrder({ shipping_lines: backupRate, processed_at: "2026-11-20T09:30:00Z" });

    expect(missedCheckout(order, ACTIVE, OUR_CARRIER)).toEqual({
      at: new Date("2026-11-20T09:30:00Z"),
      shippingTitle: "Standard shipping",
    });
  });

  it("is not one that chose the app's rate, one of a shop without the carrier service, a pickup, a cancelled or a digital order", () => {
    const ours = makeOrder({
      shipping_lines: [{ code: "svc-express", title: "Express", source: "Livraison Express", price: "2000" }],
    });
    const pickup = makeOrder({ shipping_lines: backupRate, shipping_address: null });
    const cancelled = makeOrder({ shipping_lines: backupRate, cancelled_at: "2026-11-20T10:00:00Z" });
    const digital = makeOrder({
      shipping_lines: backupRate,
      line_items: [{ title: "Gift card", quantity: 1, price: "10.00", requires_shipping: false }],
    });
    const noLines = makeOrder({ shipping_lines: [] });

    expect(missedCheckout(ours, ACTIVE, OUR_CARRIER)).toBeNull();
    expect(
      missedCheckout(makeOrder({ shipping_lines: backupRate }), { carrierServiceState: "INACTIVE" }, OUR_CARRIER),
    ).toBeNull();
    for (const order of [pickup, cancelled, digital, noLines])
      expect(missedCheckout(order, ACTIVE, OUR_CARRIER)).toBeNull();
  });

  it("carries the checkout health of its day, with the service's average latency", () => {
    expect(
      checkoutHealthOf(
        "2026-11-20",
        { callbacks: 40, fallbacksUsed: 12, errors: 3, serviceCalls: 10, serviceLatencyMs: 25_000 },
        "Standard",
      ),
    ).toEqual({
      day: "2026-11-20",
      callbacks: 40,
      fallbacksUsed: 12,
      errors: 3,
      averageLatencyMs: 2500,
      shippingTitle: "Standard",
    });
    expect(checkoutHealthOf("2026-11-21", null, null)).toEqual({
      day: "2026-11-21",
      callbacks: 0,
      fallbacksUsed: 0,
      errors: 0,
      averageLatencyMs: null,
      shippingTitle: null,
    });
  });
});
