import { describe, expect, test } from "vitest";
import { parseLedgerPeriod } from "./period";

const NOW = new Date("2026-11-23T18:30:00.000Z");

describe("the ledger's period", () => {
  test("is the last 30 UTC days, today included, when nothing is asked", () => {
    const result = parseLedgerPeriod({}, NOW);
    if (!result.ok) throw new Error(result.message);
    expect(result.period.from).toBe("2026-10-25");
    expect(result.period.to).toBe("2026-11-23");
    expect(result.period.days).toHaveLength(30);
    expect(result.period.start.toISOString()).toBe("2026-10-25T00:00:00.000Z");
    expect(result.period.end.toISOString()).toBe("2026-11-24T00:00:00.000Z");
  });

  test("is made of the shop's days: at 22:30 UTC it is already tomorrow in Nairobi, whose days start at 21:00 UTC", () => {
    const result = parseLedgerPeriod({}, new Date("2026-11-23T22:30:00.000Z"), "Africa/Nairobi");
    if (!result.ok) throw new Error(result.message);
    expect([result.period.from, result.period.to, result.period.timeZone]).toEqual([
      "2026-10-26",
      "2026-11-24",
      "Africa/Nairobi",
    ]);
    expect(result.period.start.toISOString()).toBe("2026-10-25T21:00:00.000Z");
    expect(result.period.end.toISOString()).toBe("2026-11-24T21:00:00.000Z");
  });

  test("takes both ends as whole days, and 30 days up to a given end", () => {
    const both = parseLedgerPeriod({ from: "2026-02-27", to: "2026-03-01" }, NOW);
    expect(both.ok && both.period.days).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    const toOnly = parseLedgerPeriod({ to: "2026-01-30" }, NOW);
    expect(toOnly.ok && [toOnly.period.from, toOnly.period.to]).toEqual(["2026-01-01", "2026-01-30"]);
  });

  test("refuses malformed and impossible dates, a reversed period and one over a year, saying which", () => {
    expect(parseLedgerPeriod({ from: "23/11/2026" }, NOW)).toEqual({
      ok: false,
      code: "BAD_DATE",
      value: "23/11/2026",
      message: expect.stringContaining('"23/11/2026" is not a date: write it as YYYY-MM-DD'),
    });
    expect(parseLedgerPeriod({ to: "2026-02-30" }, NOW)).toEqual({
      ok: false,
      code: "BAD_DATE",
      value: "2026-02-30",
      message: expect.stringContaining('"2026-02-30" is not a date'),
    });
    expect(parseLedgerPeriod({ from: "2026-11-20", to: "2026-11-01" }, NOW)).toEqual({
      ok: false,
      code: "REVERSED",
      message: "The period starts (2026-11-20) after it ends (2026-11-01).",
    });
    expect(parseLedgerPeriod({ from: "2024-01-01", to: "2026-01-01" }, NOW)).toEqual({
      ok: false,
      code: "TOO_LONG",
      max: 366,
      message: "The period covers 732 days; ask for 366 days or fewer.",
    });
  });
});
