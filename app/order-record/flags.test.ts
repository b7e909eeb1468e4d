import { expect, test } from "vitest";
import { hasFlag, withFlags, withoutFlag } from "./flags";

test("flags are added after the ones the order had, each once", () => {
  expect(withFlags(null, ["PAID_TWICE"])).toBe("PAID_TWICE");
  expect(withFlags("A, B", ["C"])).toBe("A,B,C");
});

test("a flag the order has already leaves the column as it was", () => {
  expect(withFlags("A,B", ["B"])).toBe("A,B");
  expect(withFlags(null, [])).toBeNull();
});

test("a flag is found among the others, whatever the spaces, and taken out alone", () => {
  expect(hasFlag("A, PAID_TWICE", "PAID_TWICE")).toBe(true);
  expect(hasFlag(null, "PAID_TWICE")).toBe(false);
  expect(withoutFlag("A, B ,C", "B")).toBe("A,C");
  expect(withoutFlag("B", "B")).toBeNull();
});
