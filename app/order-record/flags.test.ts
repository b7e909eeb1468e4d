import { expect, test } from "vitest";
import { withFlags } from "./flags";

test("flags are added after the ones the order had, each once", () => {
  expect(withFlags(null, ["PAID_TWICE"])).toBe("PAID_TWICE");
  expect(withFlags("A, B", ["C"])).toBe("A,B,C");
});

test("a flag the order has already leaves the column as it was", () => {
  expect(withFlags("A,B", ["B"])).toBe("A,B");
  expect(withFlags(null, [])).toBeNull();
});
