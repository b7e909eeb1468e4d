import { describe, expect, it } from "vitest";
import { buyerCurrency, outstandingInBuyerMoney, unitPriceIn } from "./buyer-money";
import { dakarBuyerOrder as dakar, exactToMinor, makeOrder, moneySet as set } from "./shopify-order.fixture";

/*
 * A shop in EUR, a buyer in Dakar who checked out in XOF (655.957 XOF to the euro): 45.00 EUR is 29,518 XOF.
 * The service carries every currency with two decimals (spec §2): 29,518 XOF is 2951800.
 */

describe("the buyer's money", () => {
  it("is the presentment currency, else the shop's", () => {
    expect(buyerCurrency(dakar())).toBe("XOF");
    expect(buyerCurrency(makeOrder({ currency: "XOF", presentment_currency: null }))).toBe("XOF");
  });

  it("owes the whole total in the buyer's money while nothing is paid", () => {
    expect(outstandingInBuyerMoney(dakar(), "45.00", exactToMinor)).toBe(2951800);
  });

  it("after a part-payment, owes the same share of the buyer's total, rounded down to a whole XOF", () => {
    // 15.00 of 45.00 EUR: a third of 29,518 XOF is 9,839.33 XOF, collected as 9,839 XOF.
    expect(outstandingInBuyerMoney(dakar({ financial_status: "partially_paid" }), "15.00", exactToMinor)).toBe(983900);
  });

  it("after a part-payment, owes exactly Shopify's own figure in the buyer's money when the order carries it", () => {
    // 20.00 of 45.00 EUR paid (13,119 XOF): Shopify says 16,399 XOF are left, where 25/45 of 29,518 is 16,398.89.
    const order = dakar({ financial_status: "partially_paid", total_outstanding_set: set("25.00", "16399") });
    expect(outstandingInBuyerMoney(order, "25.00", exactToMinor)).toBe(1639900);
  });

  it("keeps to the share when Shopify's figure was read for another outstanding amount", () => {
    const order = dakar({ financial_status: "partially_paid", total_outstanding_set: set("15.00", "9839") });
    expect(outstandingInBuyerMoney(order, "25.00", exactToMinor)).toBe(1639800);
  });

  it("rounds a share down to the buyer currency's own cents when it has them", () => {
    const inEuros = makeOrder({
      currency: "XOF",
      presentment_currency: "EUR",
      current_total_price_set: set("31500", "48.02"),
    });
    // 10,000 of 31,500 XOF: 10/31.5 of 48.02 EUR is 15.2444… EUR, collected as 15.24 EUR.
    expect(outstandingInBuyerMoney(inEuros, "10000", exactToMinor)).toBe(1524);
  });

  it("says nothing when the order does not give the buyer's total", () => {
    const order = dakar({ total_price_set: null, current_total_price_set: null });
    expect(outstandingInBuyerMoney(order, "45.00", exactToMinor)).toBeNull();
  });

  it("prices an item in the body's currency", () => {
    const item = { name: "Pagne", quantity: 1, price: "20.00", price_set: set("20.00", "13119") };
    expect(unitPriceIn(item, dakar(), "XOF")).toBe("13119");
    expect(unitPriceIn(item, dakar(), "EUR")).toBe("20.00");
  });
});
