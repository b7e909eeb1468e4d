import { describe, expect, test } from "vitest";
import { shiftShopifyDate, withWidenedDates } from "./widened-dates";

const rate = (max?: string) => ({
  service_name: "Standard",
  description: "Standard",
  service_code: "std",
  currency: "XOF",
  total_price: "150000",
  min_delivery_date: "2026-11-25 12:00:00 +0000",
  ...(max ? { max_delivery_date: max } : {}),
});

describe("widened checkout dates", () => {
  test("only the latest date moves, by whole days, across a month", () => {
    expect(withWidenedDates({ rates: [rate("2026-11-29 12:00:00 +0000")] }, 3).rates[0]).toMatchObject({
      min_delivery_date: "2026-11-25 12:00:00 +0000",
      max_delivery_date: "2026-12-02 12:00:00 +0000",
    });
  });

  test("no widening gives back the same body, and a rate without a latest date is left alone", () => {
    const body = { rates: [rate("2026-11-29 12:00:00 +0000")] };
    expect(withWidenedDates(body, 0)).toBe(body);
    expect(withWidenedDates({ rates: [rate()] }, 2).rates[0]).not.toHaveProperty("max_delivery_date");
    expect(shiftShopifyDate("not a date", 2)).toBe("not a date");
  });
});
