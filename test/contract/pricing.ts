// Corridors, quotes and checkout rates (spec §4) through the client. The first tests hold for any
// service; those under "on the sandbox's seeded prices" check the figures of sandbox/README.md.
import { describe, expect, test } from "vitest";
import { DeliveryValidationError } from "~/delivery";
import { refusal, type ContractContext, type SandboxContext } from "../support/contract-kit";

const checkoutRequest = {
  destination: { countryCode: "CI", region: "Abidjan", city: "Abidjan" },
  currency: "XOF",
  goodsTotalMinor: 1500000,
  items: [{ sku: "TSHIRT-M", quantity: 2, unitPriceMinor: 750000, weightGrams: 300 }],
};

export function pricingContract(t: ContractContext, s: SandboxContext | undefined): void {
  describe("pricing", () => {
    test("corridors name the origin country and the service codes priced on each destination", async () => {
      const list = await t.client().listCorridors();
      expect(list.originCountryCode).toMatch(/^[A-Z]{2}$/);
      for (const corridor of list.corridors) {
        expect(corridor.destinationCountryCode).toMatch(/^[A-Z]{2}$/);
        expect(corridor.serviceCodes.length).toBeGreaterThan(0);
      }
    });

    test("a quote on every corridor is offered, itemised, and its duty is never certain", async () => {
      const client = t.client();
      const { originCountryCode, corridors } = await client.listCorridors();
      for (const corridor of corridors) {
        for (const serviceCode of corridor.serviceCodes) {
          // spec §4 quotes rule 1: pieces and distance are sent so that no route has to refuse.
          const quote = await client.createQuote({
            routeScope: corridor.routeScope,
            originCountryCode,
            destinationCountryCode: corridor.destinationCountryCode,
            serviceCode,
            weightGrams: 1200,
            declaredValueMinor: 2000000,
            pieces: 1,
            distanceMetres: 5000,
          });
          expect(quote).toMatchObject({
            state: "offered",
            destinationCountryCode: corridor.destinationCountryCode,
            serviceCode,
          });
          expect(quote.totalAmountMinor).toBe(quote.components.reduce((sum, c) => sum + c.amountMinor, 0));
          for (const duty of quote.components.filter((c) => c.kind === "duty"))
            expect(duty.certainty).toBe("estimated");
          expect(Number.isNaN(Date.parse(quote.expiresAt))).toBe(false);
        }
      }
    });

    if (t.keys.checkout) {
      test("checkout rates answer with a list of options to show the buyer", async () => {
        const answer = await t.client({ apiKey: t.keys.checkout }).getCheckoutRates(checkoutRequest);
        expect(Array.isArray(answer.rates)).toBe(true);
        for (const rate of answer.rates) expect(rate.earliestDate <= rate.latestDate).toBe(true);
      });
    }

    if (s) seededPricing(s);
  });
}

function seededPricing(s: SandboxContext): void {
  describe("on the sandbox's seeded prices", () => {
    test("corridors come from the published rate cards of the merchant's country", async () => {
      const list = await s.client().listCorridors();
      expect(list.originCountryCode).toBe("CI");
      expect(list.corridors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            routeScope: "cross_border_intra_africa",
            destinationCountryCode: "SN",
            serviceCodes: ["standard", "express"],
          }),
          expect.objectContaining({
            routeScope: "export_to_global",
            destinationCountryCode: "FR",
            serviceCodes: ["standard"],
          }),
        ]),
      );
    });

    test("a weight-priced quote counts each started kilo and estimates duty on the declared value", async () => {
      const quote = await s.client().createQuote({
        routeScope: "cross_border_intra_africa",
        originCountryCode: "CI",
        destinationCountryCode: "SN",
        serviceCode: "standard",
        weightGrams: 2500,
        declaredValueMinor: 1000000,
      });
      expect(quote).toMatchObject({
        currency: "XOF",
        totalAmountMinor: 810000,
        transitDaysMin: 3,
        transitDaysMax: 5,
        dutyEstimate: { available: true },
      });
      expect(quote.components).toEqual([
        expect.objectContaining({
          kind: "freight",
          code: "base",
          amountMinor: 710000,
          certainty: "confirmed",
          bearer: "merchant",
        }),
        expect.objectContaining({
          kind: "duty",
          code: "import_duty",
          amountMinor: 100000,
          certainty: "estimated",
          bearer: "recipient",
        }),
      ]);
    });

    test("a route priced per piece refuses a quote without pieces and prices one with them", async () => {
      const client = s.client();
      const route = {
        routeScope: "cross_border_intra_africa",
        originCountryCode: "CI",
        destinationCountryCode: "GH",
        serviceCode: "express",
        weightGrams: 800,
      };
      const error = await refusal(client.createQuote(route));
      expect(error).toBeInstanceOf(DeliveryValidationError);
      expect(error).toMatchObject({ code: "VALIDATION_FAILED", statusCode: 400, fields: ["pieces"] });
      expect((await client.createQuote({ ...route, pieces: 2 })).totalAmountMinor).toBe(900000);
    });

    test("a route priced by distance refuses a quote without distanceMetres and prices one with it", async () => {
      const client = s.client();
      const route = {
        routeScope: "cross_border_intra_africa",
        originCountryCode: "CI",
        destinationCountryCode: "SN",
        serviceCode: "express",
        weightGrams: 800,
      };
      expect(await refusal(client.createQuote(route))).toMatchObject({
        code: "VALIDATION_FAILED",
        fields: ["distanceMetres"],
      });
      expect((await client.createQuote({ ...route, distanceMetres: 12500 })).totalAmountMinor).toBe(526000);
    });

    test("a destination without a held duty rate says so and shows no duty at all, never a zero", async () => {
      const quote = await s.client().createQuote({
        routeScope: "cross_border_intra_africa",
        originCountryCode: "CI",
        destinationCountryCode: "GH",
        serviceCode: "standard",
        weightGrams: 1000,
        declaredValueMinor: 5000000,
      });
      expect(quote.dutyEstimate).toMatchObject({ available: false });
      expect(quote.components.map((c) => c.kind)).toEqual(["freight"]);
    });

    test("a quote in a presentment currency converts every component", async () => {
      const quote = await s.client().createQuote({
        routeScope: "cross_border_intra_africa",
        originCountryCode: "CI",
        destinationCountryCode: "NG",
        serviceCode: "standard",
        weightGrams: 1000,
        presentmentCurrency: "EUR",
      });
      expect(quote.currency).toBe("EUR");
      expect(quote.components.every((c) => c.currency === "EUR")).toBe(true);
    });

    test("checkout rates in XOF replace the country-wide price with the region's and are free over the threshold", async () => {
      const client = s.client({ apiKey: s.keys.checkout });
      const paid = await client.getCheckoutRates(checkoutRequest);
      expect(paid).toMatchObject({ reason: null });
      expect(paid.rates.map((r) => [r.code, r.priceMinor, r.free, r.currency])).toEqual([
        ["ci-abidjan-standard", 150000, false, "XOF"],
        ["ci-abidjan-express", 300000, false, "XOF"],
      ]);
      const free = await client.getCheckoutRates({ ...checkoutRequest, goodsTotalMinor: 5000000 });
      expect(free.rates[0]).toMatchObject({ code: "ci-abidjan-standard", priceMinor: 0, free: true });
    });

    test("checkout rates in EUR use the EUR price list, with texts in the requested locale", async () => {
      const client = s.client({ apiKey: s.keys.checkout });
      const request = {
        ...checkoutRequest,
        destination: { countryCode: "CI", city: "Bouaké" },
        currency: "EUR",
        goodsTotalMinor: 5000,
      };
      const english = await client.getCheckoutRates(request);
      const french = await client.getCheckoutRates({ ...request, locale: "fr" });
      expect(english.rates).toEqual([
        expect.objectContaining({
          code: "ci-standard-eur",
          priceMinor: 400,
          currency: "EUR",
          name: "Standard delivery",
          minDays: 2,
          maxDays: 4,
        }),
      ]);
      expect(french.rates).toEqual([expect.objectContaining({ code: "ci-standard-eur", name: "Livraison standard" })]);
    });

    test("checkout rates for a destination with no price are an empty list, not an error", async () => {
      const answer = await s
        .client({ apiKey: s.keys.checkout })
        .getCheckoutRates({ ...checkoutRequest, destination: { countryCode: "KE" } });
      expect(answer).toEqual({ rates: [], reason: null });
    });
  });
}
