import { describe, expect, test } from "vitest";
import { manualClock, useSandbox } from "./test-support";

const clock = manualClock("2026-03-10T09:00:00.000Z");
const t = useSandbox(() => ({ clock: clock.now }));

const quote = (overrides: Record<string, unknown> = {}) => ({
  routeScope: "cross_border_intra_africa",
  originCountryCode: "CI",
  destinationCountryCode: "SN",
  serviceCode: "standard",
  weightGrams: 2500,
  ...overrides,
});

describe("GET /corridors", () => {
  test("lists the merchant's origin and each corridor's service codes", async () => {
    const answer = await t.api("GET", "/corridors");
    expect(answer.status).toBe(200);
    expect(answer.body.originCountryCode).toBe("CI");
    expect(answer.body.corridors).toContainEqual({
      routeScope: "cross_border_intra_africa",
      destinationCountryCode: "GH",
      serviceCodes: ["standard", "express"],
    });
    expect(answer.body.corridors).toContainEqual({
      routeScope: "export_to_global",
      destinationCountryCode: "FR",
      serviceCodes: ["standard"],
    });
  });
});

describe("POST /quotes", () => {
  test("prices freight by weight and estimates duty on the declared value", async () => {
    const answer = await t.api("POST", "/quotes", { body: quote({ declaredValueMinor: 1_000_000 }) });
    expect(answer.status).toBe(201);
    // 350000 base + 3 started kilos × 120000; duty 10 % of 1 000 000.
    expect(answer.body).toMatchObject({
      state: "offered",
      routeScope: "cross_border_intra_africa",
      originCountryCode: "CI",
      destinationCountryCode: "SN",
      serviceCode: "standard",
      currency: "XOF",
      totalAmountMinor: 810_000,
      transitDaysMin: 3,
      transitDaysMax: 5,
      dutyEstimate: { available: true, basis: "declared_value", source: "published_tariff" },
      expiresAt: "2026-03-11T00:00:00.000Z",
    });
    expect(answer.body.quoteId).toEqual(expect.any(String));
    expect(answer.body.components).toEqual([
      {
        kind: "freight",
        code: "base",
        label: "Freight",
        amountMinor: 710_000,
        currency: "XOF",
        certainty: "confirmed",
        bearer: "merchant",
      },
      {
        kind: "duty",
        code: "import_duty",
        label: "Import duty (estimate)",
        amountMinor: 100_000,
        currency: "XOF",
        certainty: "estimated",
        bearer: "recipient",
      },
    ]);
  });

  test("a destination without a duty rate says so and carries no duty component", async () => {
    const answer = await t.api("POST", "/quotes", {
      body: quote({ destinationCountryCode: "GH", declaredValueMinor: 1_000_000 }),
    });
    expect(answer.body.dutyEstimate.available).toBe(false);
    expect(answer.body.components.map((c: { kind: string }) => c.kind)).toEqual(["freight"]);
  });

  test("a route priced per piece refuses a request without pieces, and prices one with them", async () => {
    const refused = await t.api("POST", "/quotes", {
      body: quote({ destinationCountryCode: "GH", serviceCode: "express" }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "VALIDATION_FAILED", details: { fields: ["pieces"] } });
    const priced = await t.api("POST", "/quotes", {
      body: quote({ destinationCountryCode: "GH", serviceCode: "express", pieces: 2 }),
    });
    expect(priced.body.totalAmountMinor).toBe(400_000 + 2 * 250_000);
  });

  test("a route priced by distance refuses a request without distanceMetres", async () => {
    const refused = await t.api("POST", "/quotes", { body: quote({ serviceCode: "express" }) });
    expect(refused.body.details.fields).toEqual(["distanceMetres"]);
    const priced = await t.api("POST", "/quotes", { body: quote({ serviceCode: "express", distanceMetres: 12_500 }) });
    expect(priced.body.totalAmountMinor).toBe(500_000 + 13 * 2000);
  });

  test("a presentment currency converts every component and the total", async () => {
    const answer = await t.api("POST", "/quotes", {
      body: quote({ declaredValueMinor: 1_000_000, presentmentCurrency: "EUR" }),
    });
    expect(answer.body.currency).toBe("EUR");
    expect(
      answer.body.components.map((c: { amountMinor: number; currency: string }) => [c.amountMinor, c.currency]),
    ).toEqual([
      [Math.round(710_000 / 655.957), "EUR"],
      [Math.round(100_000 / 655.957), "EUR"],
    ]);
    expect(answer.body.totalAmountMinor).toBe(Math.round(710_000 / 655.957) + Math.round(100_000 / 655.957));
  });

  test("missing or wrong fields are listed as dotted paths", async () => {
    const answer = await t.api("POST", "/quotes", {
      body: { routeScope: "cross_border_intra_africa", weightGrams: 1.5, presentmentCurrency: "ZZZ" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details.fields.sort()).toEqual([
      "destinationCountryCode",
      "originCountryCode",
      "presentmentCurrency",
      "serviceCode",
      "weightGrams",
    ]);
  });

  test("a route that is not published is refused naming the field that does not match", async () => {
    expect(
      (await t.api("POST", "/quotes", { body: quote({ destinationCountryCode: "KE" }) })).body.details.fields,
    ).toEqual(["destinationCountryCode"]);
    expect((await t.api("POST", "/quotes", { body: quote({ serviceCode: "overnight" }) })).body.details.fields).toEqual(
      ["serviceCode"],
    );
    expect(
      (await t.api("POST", "/quotes", { body: quote({ routeScope: "export_to_global" }) })).body.details.fields,
    ).toEqual(["routeScope"]);
  });

  test("published rates can be replaced through the control API", async () => {
    const put = await t.control("PUT", "/published-rates", { dutyRates: { GH: 0.05 } });
    expect(put.status).toBe(200);
    const answer = await t.api("POST", "/quotes", {
      body: quote({ destinationCountryCode: "GH", declaredValueMinor: 200_000 }),
    });
    expect(answer.body.dutyEstimate.available).toBe(true);
    expect(answer.body.components[1]).toMatchObject({
      code: "import_duty",
      amountMinor: 10_000,
      certainty: "estimated",
    });
  });
});
