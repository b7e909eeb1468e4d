import { describe, expect, test } from "vitest";
import { CheckoutRatesSchema, CorridorListSchema, QuoteSchema } from "./pricing-schemas";

describe("pricing schemas", () => {
  test("parse a corridor list with route scopes the spec does not list", () => {
    const list = CorridorListSchema.parse({
      originCountryCode: "SN",
      corridors: [
        {
          routeScope: "cross_border_intra_africa",
          destinationCountryCode: "ML",
          serviceCodes: ["standard", "express"],
        },
        {
          routeScope: "domestic_same_day",
          destinationCountryCode: "SN",
          serviceCodes: ["same_day"],
          originCountryCode: "SN",
        },
      ],
    });
    expect(list.corridors[1].routeScope).toBe("domestic_same_day");
  });

  test("parse a quote whose duty is estimated and not available", () => {
    const quote = QuoteSchema.parse({
      quoteId: "qt_1",
      state: "offered",
      routeScope: "export_to_global",
      originCountryCode: "SN",
      destinationCountryCode: "FR",
      serviceCode: "express",
      currency: "XOF",
      totalAmountMinor: 4_500_000,
      components: [
        {
          kind: "freight",
          code: "base",
          label: "Freight",
          amountMinor: 4_000_000,
          currency: "XOF",
          certainty: "confirmed",
          bearer: "merchant",
        },
        {
          kind: "duty",
          code: "import_duty",
          label: "Import duty",
          amountMinor: 500_000,
          currency: "XOF",
          certainty: "estimated",
          bearer: "recipient",
        },
      ],
      transitDaysMin: 3,
      transitDaysMax: 6,
      dutyEstimate: { available: false, basis: "declared_value", source: "published_tariff" },
      expiresAt: "2026-11-23T00:00:00.000Z",
      newField: 1,
    });
    expect(quote.dutyEstimate.available).toBe(false);
    expect(quote.components[1].certainty).toBe("estimated");
    expect(quote.newField).toBe(1);
  });

  test("parse checkout rates, including an empty list with a null reason", () => {
    const rate = {
      service: "standard",
      code: "svc-standard",
      name: "Standard delivery",
      description: "2–4 days",
      priceMinor: 150_000,
      currency: "XOF",
      free: false,
      minDays: 2,
      maxDays: 4,
      earliestDate: "2026-11-24",
      latestDate: "2026-11-26",
    };
    expect(CheckoutRatesSchema.parse({ rates: [rate], reason: null }).rates[0].code).toBe("svc-standard");
    expect(CheckoutRatesSchema.parse({ rates: [] })).toEqual({ rates: [], reason: null });
  });
});
