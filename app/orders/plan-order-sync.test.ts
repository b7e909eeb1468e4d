import { describe, expect, it } from "vitest";
import { planOrderSync, type OrderSyncContext } from "./plan-order-sync";
import { exactToMinor, makeOrder, OUR_CARRIER, settingsWith } from "~/order-mapping/shopify-order.fixture";

const ctx: OrderSyncContext = {
  shopDomain: "boutique-abidjan.myshopify.com",
  settings: settingsWith(),
  toMinor: exactToMinor,
  b2b: null,
  ours: OUR_CARRIER,
};

describe("planOrderSync", () => {
  it("sends a COD order with our shipping, with nothing to follow up", () => {
    const decision = planOrderSync(makeOrder(), ctx);
    expect(decision).toMatchObject({ action: "send", plan: { kind: "cod" }, request: { codAmountMinor: 2750000 } });
  });

  it("sends a paid order with its mark-paid follow-up", () => {
    const paid = makeOrder({ financial_status: "paid", total_outstanding: "0.00", payment_gateway_names: ["Wave"] });
    const decision = planOrderSync(paid, ctx);
    expect(decision).toMatchObject({
      action: "send",
      request: { paymentType: "MobileMoney", codAmountMinor: 0 },
      plan: { kind: "paid", markPaid: { paidVia: "manual_other" } },
    });
  });

  it("skips an order shipped by another carrier before looking at its payment", () => {
    const order = makeOrder({ shipping_lines: [{ code: "DHL", source: "dhl" }], financial_status: "voided" });
    expect(planOrderSync(order, ctx)).toEqual({ action: "skip", reason: "not_our_shipping" });
  });

  it("skips a voided order", () => {
    expect(planOrderSync(makeOrder({ financial_status: "voided" }), ctx)).toEqual({ action: "skip", reason: "voided" });
  });

  it("waits for an unpaid card order", () => {
    const order = makeOrder({ payment_gateway_names: ["shopify_payments"] });
    expect(planOrderSync(order, ctx)).toEqual({ action: "wait_for_payment", reason: "unpaid" });
  });

  it("holds an order with mapping problems for the merchant, keeping the plan", () => {
    const order = makeOrder({
      shipping_address: { ...makeOrder().shipping_address, phone: "12" },
      billing_address: null,
    });
    expect(planOrderSync(order, ctx)).toMatchObject({
      action: "needs_attention",
      plan: { kind: "cod" },
      problems: [{ code: "invalid_phone", field: "shipping_address.phone" }],
    });
  });

  it("sends an order by hand that the selection rule would skip", () => {
    const order = makeOrder({ shipping_lines: [] });
    expect(planOrderSync(order, ctx).action).toBe("skip");
    expect(planOrderSync(order, { ...ctx, trigger: "manual" }).action).toBe("send");
  });
});
