import { describe, expect, test } from "vitest";
import { orderFiltersQuery, parseOrderFilters } from "./order-filters";

describe("the orders list's query string", () => {
  test("reads filters, search and page, and ignores what it cannot use", () => {
    const filters = parseOrderFilters(
      new URLSearchParams("syncState=FAILED&shipmentState=&q=%231001&page=abc&other=x"),
    );
    expect(filters).toEqual({ syncState: "FAILED", shipmentState: undefined, payment: undefined, q: "#1001", page: 1 });
  });

  test("writes back only what is set, changing what is asked", () => {
    const filters = parseOrderFilters(new URLSearchParams("syncState=FAILED&page=3"));
    expect(orderFiltersQuery(filters, { page: 4 })).toBe("?syncState=FAILED&page=4");
    expect(orderFiltersQuery(filters, { page: 1 })).toBe("?syncState=FAILED");
    expect(orderFiltersQuery(parseOrderFilters(new URLSearchParams()))).toBe("");
  });
});
