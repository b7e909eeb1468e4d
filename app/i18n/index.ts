/**
 * Texts in English and French, their formats (money, days, time zones) and the locale of a request.
 * The front door of app/i18n (docs/decisions/052): what other folders use. A module here is imported from another
 * folder only through this file.
 */
export {
  UTC_TERMS,
  formatDateTime,
  formatDays,
  formatMinor,
  formatNumber,
  formatPhone,
  formatShopMinor,
} from "./format";
export type { ShopTerms } from "./format";
export { countryList, countryName, currencyList, currencyName } from "./country-names";
export type { NamedCode } from "./country-names";
export { I18nProvider, useI18n } from "./i18n-context";
export type { I18n } from "./i18n-context";
export { DEFAULT_LOCALE, localeFromTag } from "./locale";
export type { Locale } from "./locale";
export { pageTitle } from "./page-title";
export {
  DEFAULT_TIME_ZONE,
  addDays,
  dayIn,
  isKnownTimeZone,
  offsetLabel,
  parseDay,
  shopTimeZone,
  startOfDayIn,
} from "./time-zone";
export { isMessageKey, pluralForm, translate, translatePlural } from "./translate";
export type { MessageKey, MessageParams } from "./translate";
