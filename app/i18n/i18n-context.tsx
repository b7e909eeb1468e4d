import { createContext, useContext, useMemo, type ReactNode } from "react";
import {
  formatDateTime,
  formatDay,
  formatDays,
  formatNumber,
  formatPhone,
  formatShopMinor,
  UTC_TERMS,
  type ShopTerms,
} from "./format";
import type { NamedCode } from "./country-names";
import type { Locale } from "./locale";
import {
  isMessageKey,
  translate,
  translatePlural,
  type MessageKey,
  type MessageParams,
  type PluralKey,
} from "./translate";

const LocaleContext = createContext<Locale>("en");
const ShopTermsContext = createContext<ShopTerms>(UTC_TERMS);
const CountriesContext = createContext<NamedCode[]>([]);

/**
 * The reader's language, the shop's terms (time zone, money format) for its times and amounts, and the countries
 * named in that language by the server (countryList: the browser's own Intl could name them differently).
 */
export function I18nProvider({
  locale,
  shopTerms = UTC_TERMS,
  countries = [],
  children,
}: {
  locale: Locale;
  shopTerms?: ShopTerms;
  countries?: NamedCode[];
  children: ReactNode;
}) {
  return (
    <LocaleContext.Provider value={locale}>
      <ShopTermsContext.Provider value={shopTerms}>
        <CountriesContext.Provider value={countries}>{children}</CountriesContext.Provider>
      </ShopTermsContext.Provider>
    </LocaleContext.Provider>
  );
}

/** Everything a page needs to speak the merchant's language, in the shop's days and money. */
export function useI18n() {
  const locale = useContext(LocaleContext);
  const terms = useContext(ShopTermsContext);
  const countries = useContext(CountriesContext);
  return useMemo(() => {
    const countryNames = new Map(countries.map(({ code, name }) => [code, name]));
    return {
      locale,
      /** The shop's IANA time zone: every time shown is in it. */
      timeZone: terms.timeZone,
      /** The shop's terms: its currency and money format ("{{amount_no_decimals}} F CFA") among them. */
      shopTerms: terms,
      t: (key: MessageKey, params?: MessageParams) => translate(locale, key, params),
      tn: (key: PluralKey, count: number, params?: MessageParams) => translatePlural(locale, key, count, params),
      /** `${prefix}.${value}` translated when the dictionary knows it, else the raw value (a state the spec does not list). */
      tValue: (prefix: string, value: string | null | undefined, params?: MessageParams) => {
        if (value === null || value === undefined || value === "") return "—";
        const key = `${prefix}.${value}`;
        return isMessageKey(key) ? translate(locale, key, params) : value;
      },
      /** Whether the dictionary has `${prefix}.${value}` (a code the pages can explain). */
      has: (prefix: string, value: string) => isMessageKey(`${prefix}.${value}`),
      number: (value: number, decimals?: number) => formatNumber(locale, value, decimals),
      money: (amountMinor: number | null | undefined, currency: string | null | undefined) =>
        amountMinor === null || amountMinor === undefined || !currency
          ? "—"
          : formatShopMinor(locale, amountMinor, currency, terms),
      dateTime: (iso: string | Date | null | undefined) => formatDateTime(locale, iso, terms.timeZone) || "—",
      /** A phone number in the international format ("+225 07 07 12 3456"); "—" for none. */
      phone: (value: string | null | undefined) => formatPhone(value) || "—",
      /** A number of days: "Same day" for 0 (formatDays). */
      days: (value: number) => formatDays(locale, value),
      /** A day of the shop "YYYY-MM-DD" in the locale's date order. */
      day: (day: string) => formatDay(locale, day),
      /** A country code by its name in the reader's language ("CI" → "Côte d’Ivoire"); an unknown code as given, "—" for none. */
      country: (code: string | null | undefined) => (code ? (countryNames.get(code.toUpperCase()) ?? code) : "—"),
      /** Every country, named and sorted in the reader's language (for a select). */
      countries,
    };
  }, [locale, terms, countries]);
}

export type I18n = ReturnType<typeof useI18n>;
