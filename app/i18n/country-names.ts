/**
 * Countries and currencies by name, in the reader's language, from the platform's Intl.DisplayNames rather than a
 * table of our own. Pages get these names from the server (app/routes/app.tsx, the settings loader), never
 * from the browser's Intl: another browser's CLDR may spell a name differently, and React's hydration fails
 * on the first text that differs from the server's (see format.ts).
 */
import { getCountries } from "libphonenumber-js/min";
import type { Locale } from "./locale";

const displayNames = new Map<string, Intl.DisplayNames>();

function namesOf(locale: Locale, type: "region" | "currency"): Intl.DisplayNames {
  const key = `${locale}:${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type, fallback: "none" });
    displayNames.set(key, names);
  }
  return names;
}

/**
 * A two-letter country code → its name in the reader's language: "CI" → "Côte d’Ivoire" (en and fr), "SN" →
 * "Senegal" / "Sénégal". A code Intl does not name is shown as it was given; nothing is "".
 */
export function countryName(locale: Locale, code: string | null | undefined): string {
  return nameOf(locale, "region", /^[A-Z]{2}$/, code);
}

/** A currency code → its name: "XOF" → "West African CFA Franc" / "franc CFA (BCEAO)"; an unknown code as given. */
export function currencyName(locale: Locale, code: string | null | undefined): string {
  return nameOf(locale, "currency", /^[A-Z]{3}$/, code);
}

/** A code of the type's shape by its name; "" for none, and a code of another shape or Intl does not name as given. */
function nameOf(locale: Locale, type: "region" | "currency", shape: RegExp, code: string | null | undefined): string {
  if (!code) return "";
  const upper = code.trim().toUpperCase();
  if (!shape.test(upper)) return code;
  return namesOf(locale, type).of(upper) ?? code;
}

export type NamedCode = { code: string; name: string };

const byName = (locale: Locale) => {
  const collator = new Intl.Collator(locale);
  return (a: NamedCode, b: NamedCode) => collator.compare(a.name, b.name);
};

const COUNTRY_LISTS = new Map<Locale, NamedCode[]>();

/**
 * Every country a buyer can live in (libphonenumber's list: each has a phone plan, as a delivery needs), named and
 * sorted in the reader's language.
 */
export function countryList(locale: Locale): NamedCode[] {
  let list = COUNTRY_LISTS.get(locale);
  if (!list) {
    list = getCountries()
      .map((code) => ({ code, name: countryName(locale, code) }))
      .sort(byName(locale));
    COUNTRY_LISTS.set(locale, list);
  }
  return list;
}

const CURRENCY_LISTS = new Map<Locale, NamedCode[]>();

/** The currencies in use today (Intl's list, ISO 4217 without the historical ones), named and sorted. */
export function currencyList(locale: Locale): NamedCode[] {
  let list = CURRENCY_LISTS.get(locale);
  if (!list) {
    list = Intl.supportedValuesOf("currency")
      .map((code) => ({ code, name: currencyName(locale, code) }))
      .sort(byName(locale));
    CURRENCY_LISTS.set(locale, list);
  }
  return list;
}
