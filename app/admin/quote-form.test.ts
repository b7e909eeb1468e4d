import { describe, expect, test } from "vitest";
import { formFieldForApiField, quoteFormIssues, QuoteFormSchema, quoteParamsFromForm } from "./quote-form";

const base = {
  originCountryCode: "CI",
  corridor: "cross_border_intra_africa|SN",
  serviceCode: "express",
  weightGrams: "2500",
};

describe("the quote form", () => {
  test("becomes the service's quote request: hundredths for the value, metres for the distance", () => {
    const form = QuoteFormSchema.parse({
      ...base,
      declaredValue: "15000.5",
      distanceKm: "12.4",
      hsCode: "6109.10",
      presentmentCurrency: "eur",
      lengthCm: "",
      pieces: "",
    });
    expect(quoteParamsFromForm(form)).toEqual({
      routeScope: "cross_border_intra_africa",
      originCountryCode: "CI",
      destinationCountryCode: "SN",
      serviceCode: "express",
      weightGrams: 2500,
      lengthCm: undefined,
      widthCm: undefined,
      heightCm: undefined,
      declaredValueMinor: 1500050,
      hsCode: "6109.10",
      pieces: undefined,
      distanceMetres: 12400,
      presentmentCurrency: "EUR",
    });
  });

  test("names each field it refuses", () => {
    const result = QuoteFormSchema.safeParse({ ...base, weightGrams: "0", pieces: "-1", hsCode: "12" });
    expect(result.success).toBe(false);
    if (!result.success) expect(quoteFormIssues(result.error).sort()).toEqual(["hsCode", "pieces", "weightGrams"]);
  });

  test("a field the service names is shown next to the form's field", () => {
    expect(formFieldForApiField("distanceMetres")).toBe("distanceKm");
    expect(formFieldForApiField("declaredValueMinor")).toBe("declaredValue");
    expect(formFieldForApiField("destinationCountryCode")).toBe("corridor");
    expect(formFieldForApiField("somethingElse")).toBe("form");
  });
});
