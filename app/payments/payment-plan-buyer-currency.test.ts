import { describe, expect, it } from "vitest";
import { dakarBuyerOrder as dakar, exactToMinor, settingsWith } from "~/order-mapping/shopify-order.fixture";
import { decidePaymentPlan } from "./payment-plan";

/*
 * A shop in EUR, a buyer in Dakar who checked out in XOF (655.957 XOF to the euro): 45.00 EUR is 29,518 XOF,
 * carried by the service as 2951800 (spec §2). The buyer's money itself: app/order-mapping/buyer-money.test.ts.
 */
const cod = settingsWith({ unpaidOrders: "wait_for_payment" });

describe("the payment plan of a buyer who checked out in another currency", () => {
  it("collects cash on delivery in the buyer's money", () => {
    expect(decidePaymentPlan(dakar(), cod, exactToMinor)).toEqual({
      kind: "cod",
      paymentType: "COD",
      codAmountMinor: 2951800,
    });
  });

  it("waits rather than guessing when the buyer's amount is not given", () => {
    const order = dakar({ total_price_set: null, current_total_price_set: null });
    expect(decidePaymentPlan(order, cod, exactToMinor)).toEqual({
      kind: "wait_for_payment",
      reason: "unknown_outstanding",
    });
  });

  it("a paid order collects nothing, as before", () => {
    const paid = dakar({ financial_status: "paid", total_outstanding: "0.00" });
    expect(decidePaymentPlan(paid, cod, exactToMinor)).toMatchObject({ kind: "paid", codAmountMinor: 0 });
  });
});
