import { describe, expect, it } from "vitest";
import { refillWaitMs } from "./admin-graphql.server";

const cost = (requested: number, available: number, restoreRate = 100) => ({
  requestedQueryCost: requested,
  actualQueryCost: null,
  throttleStatus: { maximumAvailable: 2000, currentlyAvailable: available, restoreRate },
});

describe("waiting out Shopify's query cost", () => {
  it("waits until the bucket refills to what the query asks: (requested - available) / restoreRate", () => {
    expect(refillWaitMs(cost(102, 0))).toBe(1020);
    expect(refillWaitMs(cost(250, 50, 50))).toBe(4000);
    expect(refillWaitMs(cost(10, 3), 103)).toBe(1000);
  });

  it("does not wait when the bucket already holds enough, and says nothing without a cost extension", () => {
    expect(refillWaitMs(cost(102, 1500))).toBe(0);
    expect(refillWaitMs(null)).toBeNull();
    expect(refillWaitMs(cost(102, 0, 0))).toBeNull();
  });
});
