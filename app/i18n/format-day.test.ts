import { expect, test } from "vitest";
import { formatDateTime, formatDay } from "./format";

test("a UTC day is written in the admin's date order, and anything else is left as it is", () => {
  expect(formatDay("en", "2026-11-02")).toBe("2026-11-02");
  expect(formatDay("fr", "2026-11-02")).toBe("02/11/2026");
  expect(formatDay("fr", "")).toBe("");
  expect(formatDay("fr", "2026-11-02T10:00:00Z")).toBe("2026-11-02T10:00:00Z");
});

test("a time is written in the shop's time zone with its offset, and in UTC when the zone is not given", () => {
  expect(formatDateTime("en", "2026-11-26T22:30:00Z", "Africa/Nairobi")).toBe("2026-11-27 01:30 UTC+03:00");
  expect(formatDateTime("fr", "2026-11-26T22:30:00Z", "Africa/Nairobi")).toBe("27/11/2026 01:30 UTC+03:00");
  expect(formatDateTime("fr", "2026-11-26T22:30:00Z", "Africa/Dakar")).toBe("26/11/2026 22:30 UTC");
  expect(formatDateTime("en", "2026-11-26T22:30:00Z")).toBe("2026-11-26 22:30 UTC");
});
