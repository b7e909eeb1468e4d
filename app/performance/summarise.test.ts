import { describe, expect, test } from "vitest";
import { figuresOf, summarisePerformance, type PerformanceOrder } from "./summarise";

const at = (iso: string) => new Date(iso);
const order = (overrides: Partial<PerformanceOrder>): PerformanceOrder => ({
  sentAt: at("2026-11-10T09:00:00Z"),
  paymentPlan: "PAID",
  destCountry: "CI",
  destRegion: "Abidjan",
  destCity: "Abidjan",
  shipmentState: "in_transit",
  shipmentStateAt: null,
  promisedLatestDate: null,
  events: [],
  ...overrides,
});
const delivered = (iso: string) => ({ eventType: "shipment.delivered", occurredAt: at(iso) });
const event = (type: string, iso = "2026-11-11T10:00:00Z") => ({ eventType: `shipment.${type}`, occurredAt: at(iso) });

describe("figures of a group of orders", () => {
  test("delivered, failed attempts, returns, cash refused, days and promises, cancelled orders left out", () => {
    const orders = [
      // Delivered 2 days after handoff, on the promised latest day.
      order({ events: [delivered("2026-11-12T15:00:00Z")], promisedLatestDate: "2026-11-12" }),
      // A failed attempt, then delivered 4 days after, one day late.
      order({
        paymentPlan: "COD",
        events: [event("failed_attempt"), delivered("2026-11-14T08:00:00Z")],
        promisedLatestDate: "2026-11-13",
      }),
      // Cash on delivery refused: failed attempt, sent back.
      order({ paymentPlan: "COD", events: [event("failed_attempt"), event("return_initiated"), event("returned")] }),
      // Delivered state from a tracking read with no event: counted at the state's time, no promise known.
      order({ shipmentState: "delivered", shipmentStateAt: at("2026-11-11T12:00:00Z") }),
      // On the way.
      order({ paymentPlan: "COD" }),
      // Cancelled before anyone got it: not on the road.
      order({ shipmentState: "cancelled", events: [event("cancelled")] }),
    ];
    expect(figuresOf(orders, "UTC")).toEqual({
      shipped: 5,
      delivered: 3,
      onTheWay: 1,
      withFailedAttempt: 2,
      returned: 1,
      codShipped: 3,
      codRefused: 1,
      deliveredShare: 0.6,
      failedAttemptRate: 0.4,
      returnRate: 0.2,
      codRefusalRate: 0.3333,
      medianDays: 2,
      p90Days: 4,
      deliveredWithPromise: 2,
      deliveredOnTime: 1,
      onTimeShare: 0.5,
    });
  });

  test("days and lateness are counted on the shop's calendar", () => {
    // Delivered 22:30 UTC on the 12th: still the 12th in UTC, already the 13th in Nairobi.
    const late = order({ events: [delivered("2026-11-12T22:30:00Z")], promisedLatestDate: "2026-11-12" });
    expect(figuresOf([late], "UTC")).toMatchObject({ medianDays: 2, deliveredOnTime: 1 });
    expect(figuresOf([late], "Africa/Nairobi")).toMatchObject({ medianDays: 3, deliveredOnTime: 0 });
  });

  test("a parcel known to be on its way back from a tracking read alone counts as returned", () => {
    // The state is "returning" (the catalogue's state); "return_initiated" is the event's name.
    expect(figuresOf([order({ shipmentState: "returning" })], "UTC")).toMatchObject({ returned: 1, onTheWay: 0 });
  });

  test("no order gives counts of zero and no shares", () => {
    expect(figuresOf([], "UTC")).toMatchObject({
      shipped: 0,
      deliveredShare: null,
      medianDays: null,
      onTimeShare: null,
    });
  });
});

describe("the report", () => {
  test("groups per payment type, country, region and city, largest first, and counts deliveries per shop day", () => {
    const orders = [
      order({ events: [delivered("2026-11-11T10:00:00Z")] }),
      order({ destCity: "abidjan ", events: [delivered("2026-11-12T10:00:00Z")] }),
      order({ destCountry: "SN", destRegion: "Dakar", destCity: "Dakar", paymentPlan: "COD" }),
      order({ destCountry: null, destRegion: null, destCity: null, paymentPlan: "LINK" }),
    ];
    const period = {
      from: "2026-11-10",
      to: "2026-11-12",
      days: ["2026-11-10", "2026-11-11", "2026-11-12"],
      timeZone: "UTC",
    };
    const report = summarisePerformance(orders, period, at("2026-11-12T18:00:00Z"));
    expect(report.byPayment.map((group) => [group.label, group.shipped])).toEqual([
      [["PAID"], 2],
      [["COD"], 1],
      [["LINK"], 1],
    ]);
    expect(report.byCountry.map((group) => [group.label, group.shipped])).toEqual([
      [["CI"], 2],
      [["?"], 1],
      [["SN"], 1],
    ]);
    // "Abidjan" and "abidjan " are one city.
    expect(report.byCity.map((group) => [group.key, group.delivered])).toEqual([
      ["ci|abidjan|abidjan", 2],
      ["?|?|?", 0],
      ["sn|dakar|dakar", 0],
    ]);
    expect(report.deliveredByDay).toEqual([
      { day: "2026-11-10", count: 0 },
      { day: "2026-11-11", count: 1 },
      { day: "2026-11-12", count: 1 },
    ]);
    expect(report).toMatchObject({ from: "2026-11-10", to: "2026-11-12", timeZone: "UTC", truncated: false });
  });
});
