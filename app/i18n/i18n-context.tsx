import { createContext, useContext, useMemo, type ReactNode } from "react";
import { formatDateTime, formatDay, formatMinor, formatNumber } from "./format";
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

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** Everything a page needs to speak the merchant's language. */
export function useI18n() {
  const locale = useContext(LocaleContext);
  return useMemo(
    () => ({
      locale,
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
          : formatMinor(locale, amountMinor, currency),
      dateTime: (iso: string | Date | null | undefined) => formatDateTime(locale, iso) || "—",
      /** A UTC day "YYYY-MM-DD" in the locale's date order. */
      day: (day: string) => formatDay(locale, day),
    }),
    [locale],
  );
}

export type I18n = ReturnType<typeof useI18n>;
