import { describe, expect, test } from "vitest";
import { callbackDestination, orderDestination } from "./destination-of";

describe("one destination for the checkout and the order", () => {
  test("a province code at checkout and the same province on the order are one place", () => {
    const checkout = callbackDestination({ rate: { destination: { country: "NG", province: "LA", city: "Ikeja" } } });
    const order = orderDestination({ country_code: "NG", province: "Lagos", province_code: "LA", city: "Ikeja " });
    expect(checkout).toEqual({ country: "NG", region: "LA", city: "Ikeja", key: "NG|la|ikeja" });
    expect(order?.key).toBe(checkout?.key);
  });

  test("without a province the city stands in for the region, as the order's state does", () => {
    const checkout = callbackDestination({ rate: { destination: { country: "CI", province: null, city: "Abidjan" } } });
    const order = orderDestination({ country_code: "CI", city: "Abidjan" });
    expect(checkout).toEqual({ country: "CI", region: "Abidjan", city: "Abidjan", key: "CI|abidjan|abidjan" });
    expect(order?.key).toBe(checkout?.key);
  });

  test("no destination, no key", () => {
    expect(callbackDestination({})).toBeNull();
    expect(callbackDestination("text")).toBeNull();
    expect(orderDestination(null)).toBeNull();
    expect(orderDestination({ city: "Abidjan" })).toBeNull();
  });
});
