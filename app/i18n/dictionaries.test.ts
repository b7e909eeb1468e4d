import { describe, expect, test } from "vitest";
import { en } from "./en";
import { formatDateTime, formatMinor, formatNumber } from "./format";
import { fr } from "./fr";
import { localeFromTag } from "./locale";
import { pluralForm, translate, translatePlural } from "./translate";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the admin dictionaries", () => {
  test("English and French have exactly the same keys", () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  test("no text is empty in either language", () => {
    for (const dictionary of [en, fr] as Array<Record<string, string>>) {
      const empty = Object.entries(dictionary)
        .filter(([, text]) => text.trim() === "")
        .map(([key]) => key);
      expect(empty).toEqual([]);
    }
  });

  test("each French text has the same placeholders as its English text", () => {
    const mismatched = Object.keys(en).filter(
      (key) => placeholders(en[key as keyof typeof en]).join() !== placeholders(fr[key as keyof typeof en]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  test("every counted text has its singular and its plural", () => {
    const keys = new Set(Object.keys(en));
    for (const key of keys) {
      if (key.endsWith(".one")) expect(keys.has(key.replace(/\.one$/, ".other"))).toBe(true);
      if (key.endsWith(".other")) expect(keys.has(key.replace(/\.other$/, ".one"))).toBe(true);
    }
  });
});

describe("translate", () => {
  test("fills placeholders and leaves unknown ones visible", () => {
    expect(translate("fr", "dashboard.paused.reason", { reason: "clé révoquée" })).toBe("Motif\u202f: clé révoquée");
    expect(translate("en", "settings.error.trackingUrlTemplate")).toContain("{shipmentId}");
  });

  test("chooses singular or plural by the language's plural rules, at 0, 1 and 2", () => {
    const counted = (locale: "en" | "fr") =>
      [0, 1, 2].map((count) => translatePlural(locale, "dashboard.attention.count", count));
    expect(counted("en")).toEqual(["0 orders need attention", "1 order needs attention", "2 orders need attention"]);
    expect(counted("fr")).toEqual([
      "0 commande demande votre attention",
      "1 commande demande votre attention",
      "2 commandes demandent votre attention",
    ]);
  });

  test("a plural category the catalogues do not have reads as the plural", () => {
    // CLDR gives French "many" for whole millions ("1 000 000 de commandes").
    expect(pluralForm("fr", 1_000_000)).toBe("other");
    expect(pluralForm("fr", 1.5)).toBe("one");
    expect(pluralForm("en", 1.5)).toBe("other");
  });
});

describe("the admin locale", () => {
  test("follows Shopify's locale tag, whatever its region", () => {
    expect(localeFromTag("fr")).toBe("fr");
    expect(localeFromTag("fr-FR")).toBe("fr");
    expect(localeFromTag("fr_CA")).toBe("fr");
    expect(localeFromTag("en-GB")).toBe("en");
    expect(localeFromTag("pt-BR")).toBeNull();
    expect(localeFromTag("")).toBeNull();
  });
});

describe("formats", () => {
  test("numbers group by language", () => {
    expect(formatNumber("en", 1234567.5, 2)).toBe("1,234,567.50");
    expect(formatNumber("fr", 1234567.5, 2)).toBe("1\u202f234\u202f567,50");
  });

  test("service amounts are hundredths of every currency, shown with the currency's own decimals", () => {
    expect(formatMinor("en", 1_500_000, "XOF")).toBe("15,000 XOF");
    expect(formatMinor("fr", 1_500_000, "XOF")).toBe("15\u202f000 XOF");
    expect(formatMinor("en", 1250, "EUR")).toBe("12.50 EUR");
    expect(formatMinor("en", 1_500_050, "XOF")).toBe("15,000.50 XOF");
  });

  test("times are UTC and say so", () => {
    expect(formatDateTime("en", "2026-11-22T14:05:09.000Z")).toBe("2026-11-22 14:05 UTC");
    expect(formatDateTime("fr", "2026-11-22T14:05:09.000Z")).toBe("22/11/2026 14:05 UTC");
    expect(formatDateTime("en", null)).toBe("");
  });
});
