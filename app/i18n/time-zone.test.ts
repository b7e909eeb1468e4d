import { describe, expect, test } from "vitest";
import { dayIn, offsetLabel, offsetMinutes, shopTimeZone, startOfDayIn } from "./time-zone";

describe("days in the shop's time zone", () => {
  test("22:30 UTC is already the next day in Nairobi (UTC+3), the same day in Dakar (UTC+0)", () => {
    const lateEvening = new Date("2026-11-26T22:30:00Z");
    expect(dayIn(lateEvening, "Africa/Nairobi")).toBe("2026-11-27");
    expect(dayIn(lateEvening, "Africa/Dakar")).toBe("2026-11-26");
    expect(offsetMinutes(lateEvening, "Africa/Nairobi")).toBe(180);
    expect(offsetLabel(lateEvening, "Africa/Nairobi")).toBe("UTC+03:00");
    expect(offsetLabel(lateEvening, "Africa/Dakar")).toBe("UTC");
  });

  test("a day starts at the zone's midnight, across a change of offset too", () => {
    expect(startOfDayIn("2026-11-27", "Africa/Nairobi").toISOString()).toBe("2026-11-26T21:00:00.000Z");
    expect(startOfDayIn("2026-11-27", "UTC").toISOString()).toBe("2026-11-27T00:00:00.000Z");
    // New York leaves summer time on 2026-11-01 at 02:00: that day starts at 04:00 UTC, the next at 05:00 UTC.
    expect(startOfDayIn("2026-11-01", "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(startOfDayIn("2026-11-02", "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(offsetLabel(new Date("2026-07-01T12:00:00Z"), "Asia/Kolkata")).toBe("UTC+05:30");
  });

  test("an unknown or missing zone is UTC", () => {
    expect(shopTimeZone("Africa/Nairobi")).toBe("Africa/Nairobi");
    expect(shopTimeZone("Mars/Olympus")).toBe("UTC");
    expect(shopTimeZone(null)).toBe("UTC");
  });
});
