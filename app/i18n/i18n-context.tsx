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

/** The reader's language, and the shop's terms (time zone, money format) for its times and amounts. */
export function I18nProvider({
  locale,
  shopTerms = UTC_TERMS,
  children,
}: {
  locale: Locale;
  shopTerms?: ShopTerms;
  children: ReactNode;
}) {
  return (
    <LocaleContext.Provider value={locale}>
      <ShopTermsContext.Provider value={shopTerms}>{children}</ShopTermsContext.Provider>
    </LocaleContext.Provider>
  );
}

/** Everything a page needs to speak the merchant's language, in the shop's days and money. */
export function useI18n() {
  const locale = useContext(LocaleContext);
  const terms = useContext(ShopTermsContext);
  return useMemo(
    () => ({
      locale,
      /** The shop's IANA time zone: every time shown is in it. */
      timeZone: terms.timeZone,
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
    }),
    [locale, terms],
  );
}

export type I18n = ReturnType<typeof useI18n>;
