import { describe, expect, test } from "vitest";
import { amountDiffersStage } from "./order-flags";

describe("what an amount that differs tells the merchant", () => {
  test("before the service collects: the rider will collect another amount", () => {
    expect(amountDiffersStage({ story: "cod_to_collect", shortfallMinor: 0, refundDueMinor: 0 })).toBe(
      "before_collection",
    );
  });

  // docs/decisions/073: the rider collected 31,500 of the 46,500 owed after an item was added after pickup.
  test("once collected: what is still owed, what is due back, or nothing", () => {
    expect(amountDiffersStage({ story: "cod_collected", shortfallMinor: 1500000, refundDueMinor: 0 })).toBe(
      "shortfall",
    );
    expect(amountDiffersStage({ story: "cod_collected", shortfallMinor: 0, refundDueMinor: 1000000 })).toBe(
      "refund_due",
    );
    expect(amountDiffersStage({ story: "cod_collected", shortfallMinor: 0, refundDueMinor: 0 })).toBe("settled");
    expect(amountDiffersStage({ story: "link_paid", shortfallMinor: 0, refundDueMinor: 1000000 })).toBe("refund_due");
  });
});
