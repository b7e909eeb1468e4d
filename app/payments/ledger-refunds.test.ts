import { describe, expect, it } from "vitest";
import { deriveMoney } from "./ledger";
import { entry, money } from "../../test/support/ledger-entries";

/*
 * What a refund of the extra money and a shortfall paid later do to the ledger's flags (docs/decisions/093).
 * Presentment money: twice the shop's figures (an exact rate keeps integers).
 */
const r1 = { serviceOrderRef: "r1" };

describe("a second payment refunded", () => {
  const paidTwice = () => [
    entry("owed", 3150000),
    entry("service_amount", 3150000, r1),
    entry("link_paid", 3150000, r1),
    entry("recorded_in_shopify", 3150000),
    entry("captured", 3150000, { gateway: "shopify_payments" }),
  ];

  it("paid twice until the merchant refunds the extra; then nothing is due and Shopify owes nothing", () => {
    expect(deriveMoney(paidTwice())).toMatchObject({ paidTwice: true, refundDue: money(3150000) });
    const refunded = deriveMoney([...paidTwice(), entry("refunded", 3150000, { gateway: "shopify_payments" })]);
    expect(refunded).toMatchObject({
      paidTwice: false,
      refundDue: money(0),
      outstanding: money(0),
      shopifyOutstanding: money(0),
    });
  });

  it("a part of the extra refunded: still paid twice, the rest due back", () => {
    const partly = deriveMoney([...paidTwice(), entry("refunded", 1000000)]);
    expect(partly).toMatchObject({ paidTwice: true, refundDue: money(2150000) });
  });

  /** 31,500 owed; a service order set to `amount` is cancelled, the order then owes `owedAfter`, its link is paid. */
  const cancelledLinkPaid = (amount: number, owedAfter: number | null) => [
    entry("owed", 3150000),
    entry("service_amount", amount, r1),
    entry("service_cancelled", 0, r1),
    ...(owedAfter === null ? [] : [entry("owed", owedAfter)]),
    entry("link_paid", amount, r1),
  ];

  it("a cancelled order's link paid, then refunded: no longer paid after cancellation", () => {
    const cancelledThenPaid = cancelledLinkPaid(3150000, 0);
    expect(deriveMoney(cancelledThenPaid).paidAfterCancellation).toBe(true);
    const refunded = deriveMoney([...cancelledThenPaid, entry("refunded", 3150000)]);
    expect(refunded).toMatchObject({ paidAfterCancellation: false, refundDue: money(0) });
  });

  it("a link paid after the service cancelled, the Shopify order still owing it: received, no refund due", () => {
    expect(deriveMoney(cancelledLinkPaid(3150000, null))).toMatchObject({
      paidAfterCancellation: false,
      refundDue: money(0),
      outstanding: money(0),
    });
  });

  it("a cancelled parcel's link paid while the order owes less: paid after cancellation for the excess only", () => {
    const paid = cancelledLinkPaid(2250000, 900000);
    expect(deriveMoney(paid)).toMatchObject({ paidAfterCancellation: true, refundDue: money(1350000) });
    expect(deriveMoney([...paid, entry("refunded", 1350000)]).paidAfterCancellation).toBe(false);
  });
});

describe("a shortfall paid online after the delivery", () => {
  it("is the rest of what was owed, not a second payment: nothing due back, nothing outstanding", () => {
    const result = deriveMoney([
      entry("owed", 3150000),
      entry("service_amount", 3150000, r1),
      entry("owed", 4650000),
      entry("rider_collected", 3150000, r1),
      entry("recorded_in_shopify", 3150000),
      entry("captured", 1500000, { gateway: "shopify_payments" }),
    ]);
    expect(result).toMatchObject({
      paidTwice: false,
      refundDue: money(0),
      outstanding: money(0),
      shortfall: 0,
      shopifyOutstanding: money(0),
    });
  });
});
