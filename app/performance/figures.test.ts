import { describe, expect, test } from "vitest";
import { daysBetween, median, percentile, share, shopDaysBetween } from "./figures";

describe("median and 90th percentile of whole days", () => {
  test("the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([4])).toBe(4);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([3, 1, 2, 9])).toBe(2.5);
  });

  test("the nearest rank: always one of the values", () => {
    expect(percentile([], 0.9)).toBeNull();
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(percentile([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 11], 0.9)).toBe(10);
    expect(percentile([2, 2, 3], 0.9)).toBe(3);
  });
});

describe("shares", () => {
  test("a fraction with four decimals, none of nothing", () => {
    expect(share(2, 3)).toBe(0.6667);
    expect(share(1, 8)).toBe(0.125);
    expect(share(0, 5)).toBe(0);
    expect(share(0, 0)).toBeNull();
  });
});

describe("days on the shop's calendar", () => {
  test("calendar days between two dates, across a month and a year", () => {
    expect(daysBetween("2026-11-20", "2026-11-23")).toBe(3);
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(daysBetween("2026-11-23", "2026-11-20")).toBe(-3);
    expect(() => daysBetween("2026-02-30", "2026-03-01")).toThrow(/Not a day/);
  });

  test("an evening handoff delivered next morning is one day in Nairobi, none in UTC", () => {
    // 20:30 UTC on the 20th is 23:30 in Nairobi (UTC+3); 05:00 UTC on the 21st is 08:00 there.
    const handedOff = new Date("2026-11-20T20:30:00Z");
    const delivered = new Date("2026-11-21T05:00:00Z");
    expect(shopDaysBetween(handedOff, delivered, "Africa/Nairobi")).toBe(1);
    expect(shopDaysBetween(handedOff, delivered, "UTC")).toBe(1);
    // 22:00 UTC on the 20th is already the 21st in Nairobi: the same day as the delivery there.
    expect(shopDaysBetween(new Date("2026-11-20T22:00:00Z"), delivered, "Africa/Nairobi")).toBe(0);
    expect(shopDaysBetween(new Date("2026-11-20T22:00:00Z"), delivered, "UTC")).toBe(1);
    // West of Greenwich: 02:00 UTC on the 21st is still the 20th in New York.
    expect(
      shopDaysBetween(new Date("2026-11-21T02:00:00Z"), new Date("2026-11-21T15:00:00Z"), "America/New_York"),
    ).toBe(1);
  });
});
