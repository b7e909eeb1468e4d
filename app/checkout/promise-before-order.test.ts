import { describe, expect, test } from "vitest";
import { promiseShownBefore } from "./promise-before-order";

const quote = (at: string, latestDate: string) => ({ quotedAt: new Date(at), earliestDate: null, latestDate });

describe("the promise an order was shown", () => {
  const morning = quote("2026-12-01T09:00:00Z", "2026-12-03");
  const noon = quote("2026-12-01T12:00:00Z", "2026-12-04");
  const evening = quote("2026-12-01T18:00:00Z", "2026-12-08");

  test("is the newest quote served before the order, never one served after it", () => {
    expect(promiseShownBefore([evening, morning, noon], new Date("2026-12-01T13:00:00Z"))).toBe(noon);
    expect(promiseShownBefore([evening, noon], new Date("2026-12-01T10:00:00Z"))).toBeNull();
  });

  test("a quote served at the very moment the order was placed counts; none at all gives none", () => {
    expect(promiseShownBefore([morning, evening], new Date("2026-12-01T09:00:00Z"))).toBe(morning);
    expect(promiseShownBefore([], new Date("2026-12-01T09:00:00Z"))).toBeNull();
  });

  test("dates that went back to an earlier reading are taken as last served", () => {
    const again = quote("2026-12-01T15:00:00Z", "2026-12-03");
    expect(promiseShownBefore([morning, noon, again], new Date("2026-12-01T16:00:00Z"))).toBe(again);
  });
});
