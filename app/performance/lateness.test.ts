import { describe, expect, test } from "vitest";
import { destinationKey, lateDestinationFor, lateDestinations, type PromisedDelivery } from "./lateness";

const deliveries = (key: string, daysLate: number[]): PromisedDelivery[] =>
  daysLate.map((late) => ({
    destinationKey: key,
    destCountry: key.split("|")[0],
    destRegion: key.split("|")[1],
    destCity: key.split("|")[2],
    // Promised the 10th; delivered at noon UTC `late` days after (negative: early).
    deliveredAt: new Date(Date.UTC(2026, 10, 10 + late, 12)),
    promisedLatestDate: "2026-11-10",
  }));

describe("late destinations", () => {
  test("more than a fifth late over at least five deliveries flags it, widened by the 90th percentile of days late", () => {
    const flagged = lateDestinations(
      [
        // 10 deliveries, 3 late (1, 2 and 4 days): 30 % late; p90 of [0×7, 1, 2, 4] = 2.
        ...deliveries("CI|abidjan|abidjan", [0, 0, -1, 0, 0, -2, 0, 1, 2, 4]),
        // 5 deliveries, exactly 1 late: 20 % is not more than 20 %.
        ...deliveries("SN|dakar|dakar", [0, 0, 0, 0, 3]),
        // 4 deliveries all late: too few to learn from.
        ...deliveries("KE|nairobi|nairobi", [5, 5, 5, 5]),
      ],
      "UTC",
    );
    expect(flagged).toEqual([
      {
        destinationKey: "CI|abidjan|abidjan",
        label: ["CI", "abidjan", "abidjan"],
        deliveries: 10,
        late: 3,
        lateShare: 0.3,
        p90DaysLate: 2,
        widenDays: 2,
      },
    ]);
  });

  test("the widening stays between one and seven days", () => {
    const [veryLate] = lateDestinations(deliveries("NG|la|ikeja", [12, 12, 12, 12, 12]), "UTC");
    expect(veryLate).toMatchObject({ p90DaysLate: 12, widenDays: 7 });
    // 3 late of 10 with one day each: p90 = 1.
    const [slightly] = lateDestinations(deliveries("NG|la|ikeja", [0, 0, 0, 0, 0, 0, 0, 1, 1, 1]), "UTC");
    expect(slightly).toMatchObject({ p90DaysLate: 1, widenDays: 1 });
  });

  test("lateness is counted on the shop's calendar", () => {
    // Delivered 22:00 UTC on the promised day: on time in UTC, a day late in Nairobi.
    const evening = Array.from({ length: 5 }, () => ({
      ...deliveries("KE|nairobi|nairobi", [0])[0],
      deliveredAt: new Date("2026-11-10T22:00:00Z"),
    }));
    expect(lateDestinations(evening, "UTC")).toEqual([]);
    expect(lateDestinations(evening, "Africa/Nairobi")).toMatchObject([{ late: 5, widenDays: 1 }]);
  });

  test("a destination's key ignores case and spaces around its parts", () => {
    expect(destinationKey({ countryCode: "ci", region: " Abidjan", city: "ABIDJAN " })).toBe("CI|abidjan|abidjan");
    expect(destinationKey({ countryCode: "NG", region: "LA", city: null })).toBe("NG|la|");
  });
});

describe("a late destination found from the checkout's key", () => {
  test("the same key first, else the same country and city under another region reading", () => {
    const flagged = lateDestinations(
      [...deliveries("CI|abidjan|abidjan", [2, 2, 2, 2, 2]), ...deliveries("CI|ab|bouaké", [1, 1, 1, 1, 1])],
      "UTC",
    );
    expect(lateDestinationFor(flagged, "CI|abidjan|abidjan")?.widenDays).toBe(2);
    // The callback named Shopify's province code where the orders' addresses had none.
    expect(lateDestinationFor(flagged, "CI|ab|abidjan")?.widenDays).toBe(2);
    expect(lateDestinationFor(flagged, "CI|bouaké|bouaké")?.widenDays).toBe(1);
    expect(lateDestinationFor(flagged, "SN|dakar|dakar")).toBeUndefined();
    expect(lateDestinationFor(flagged, "CI|abidjan|yopougon")).toBeUndefined();
  });
});
