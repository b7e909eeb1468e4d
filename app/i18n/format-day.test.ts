import { expect, test } from "vitest";
import { formatDay } from "./format";

test("a UTC day is written in the admin's date order, and anything else is left as it is", () => {
  expect(formatDay("en", "2026-11-02")).toBe("2026-11-02");
  expect(formatDay("fr", "2026-11-02")).toBe("02/11/2026");
  expect(formatDay("fr", "")).toBe("");
  expect(formatDay("fr", "2026-11-02T10:00:00Z")).toBe("2026-11-02T10:00:00Z");
});
