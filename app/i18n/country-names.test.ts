import { describe, expect, test } from "vitest";
import { countryList, countryName, currencyList, currencyName } from "./country-names";

describe("country names", () => {
  test("a code is named in the reader's language", () => {
    expect(countryName("en", "CI")).toBe("Côte d’Ivoire");
    expect(countryName("en", "SN")).toBe("Senegal");
    expect(countryName("fr", "SN")).toBe("Sénégal");
    expect(countryName("fr", "KE")).toBe("Kenya");
    expect(countryName("fr", "CM")).toBe("Cameroun");
  });

  test("a lower-case code reads as its country; anything Intl cannot name is shown as given; none is empty", () => {
    expect(countryName("en", "ci")).toBe("Côte d’Ivoire");
    expect(countryName("en", "Côte d'Ivoire")).toBe("Côte d'Ivoire");
    expect(countryName("en", "XY")).toBe("XY");
    expect(countryName("fr", null)).toBe("");
    expect(countryName("fr", "")).toBe("");
  });

  test("the list holds every country once, sorted by name in the reader's language", () => {
    const fr = countryList("fr");
    expect(new Set(fr.map((c) => c.code)).size).toBe(fr.length);
    expect(fr.length).toBeGreaterThan(200);
    expect(fr.find((c) => c.code === "CI")?.name).toBe("Côte d’Ivoire");
    // French sorts "Égypte" among the E's, not after "Zimbabwe".
    const names = fr.map((c) => c.name);
    expect(names.indexOf("Égypte")).toBeLessThan(names.indexOf("Espagne"));
    expect(names.indexOf("Égypte")).toBeGreaterThan(names.indexOf("Danemark"));
    expect(countryList("en").every((c) => c.name !== c.code)).toBe(true);
  });
});

describe("currency names", () => {
  test("a code is named in the reader's language; an unknown one as given", () => {
    expect(currencyName("en", "XOF")).toBe("West African CFA Franc");
    expect(currencyName("fr", "XOF")).toBe("franc CFA (BCEAO)");
    expect(currencyName("fr", "KES")).toBe("shilling kényan");
    expect(currencyName("en", "QQQ")).toBe("QQQ");
    expect(currencyName("en", "")).toBe("");
  });

  test("the list holds today's currencies, not the historical ones", () => {
    const codes = currencyList("en").map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(["XOF", "XAF", "KES", "NGN", "EUR", "USD"]));
    expect(codes).not.toContain("ADP"); // the Andorran peseta
  });
});
