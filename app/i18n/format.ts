/**
 * Numbers, money and dates for the admin pages, formatted by hand rather than with Intl: the
 * server (Node's ICU) and the browser (Chromium's ICU) must produce the same text, or React's
 * hydration fails on the first mismatch. Times are shown in the shop's time zone (Intl converts
 * the instant, time-zone.ts) and say which offset; the shop's money format gives its currency's
 * symbol (docs/decisions/043).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { currencyDecimals, parseMoneyFormat } from "~/money";
import type { Locale } from "./locale";
import { translate, translatePlural } from "./translate";
import { DEFAULT_TIME_ZONE, offsetLabel, wallClock } from "./time-zone";

/** The merchant's terms, as Shopify has them for the shop (Shop.ianaTimezone, currencyCode, moneyFormat). */
export type ShopTerms = { timeZone: string; currency: string | null; moneyFormat: string | null };
export const UTC_TERMS: ShopTerms = { timeZone: DEFAULT_TIME_ZONE, currency: null, moneyFormat: null };

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  // French groups with a narrow no-break space and uses a decimal comma.
  fr: { group: "\u202f", decimal: "," },
};

/** 1234567.5 → "1,234,567.50" (en, 2 decimals) / "1 234 567,50" (fr). */
export function formatNumber(locale: Locale, value: number, decimals = 0): string {
  const { group, decimal } = SEPARATORS[locale];
  const negative = value < 0;
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? "-" : ""}${grouped}${fraction ? decimal + fraction : ""}`;
}

/**
 * An amount in the service's minor units (always hundredths, spec §2) with its currency code:
 * 1500000 XOF → "15,000 XOF"; 1250 EUR → "12.50 EUR". A zero-decimal currency keeps its
 * hundredths only when there are some.
 */
export function formatMinor(locale: Locale, amountMinor: number, currency: string): string {
  return `${minorNumber(locale, amountMinor, currency)} ${currency.toUpperCase()}`;
}

function minorNumber(locale: Locale, amountMinor: number, currency: string): string {
  const decimals = amountMinor % 100 === 0 ? Math.min(2, decimalsOf(currency)) : 2;
  return formatNumber(locale, amountMinor / 100, decimals);
}

/**
 * An amount in the service's minor units written the shop's way when it is in the shop's currency
 * and the shop's money format is readable: 1500000 XOF with "{{amount_no_decimals}} FCFA" →
 * "15,000 FCFA" (en) / "15 000 FCFA" (fr). The reader's language keeps the separators. Any other
 * amount is formatMinor's.
 */
export function formatShopMinor(locale: Locale, amountMinor: number, currency: string, terms: ShopTerms): string {
  const pattern =
    terms.currency && terms.currency.toUpperCase() === currency.toUpperCase()
      ? parseMoneyFormat(terms.moneyFormat)
      : null;
  if (!pattern) return formatMinor(locale, amountMinor, currency);
  const number = pattern.wholeUnits
    ? formatNumber(locale, Math.sign(amountMinor) * Math.floor((Math.abs(amountMinor) + 50) / 100))
    : minorNumber(locale, amountMinor, currency);
  return `${pattern.prefix}${number}${pattern.suffix}`;
}

function decimalsOf(currency: string): number {
  try {
    return currencyDecimals(currency);
  } catch {
    return 2; // not a three-letter code: show it as the service sent it
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * An ISO instant in the shop's time zone, its offset said: "2026-11-22 14:05 UTC" (en) /
 * "22/11/2026 14:05 UTC" (fr); in Nairobi "2026-11-22 17:05 UTC+03:00". "" for no date.
 */
export function formatDateTime(
  locale: Locale,
  iso: string | Date | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (!iso) return "";
  const date = typeof iso === "string" ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return String(iso);
  const wall = wallClock(date, timeZone);
  const [y, m, d] = [wall.year, pad(wall.month), pad(wall.day)];
  const time = `${pad(wall.hour)}:${pad(wall.minute)} ${offsetLabel(date, timeZone)}`;
  return locale === "fr" ? `${d}/${m}/${y} ${time}` : `${y}-${m}-${d} ${time}`;
}

/** A day "2026-11-22" (the shop's) → "2026-11-22" (en) / "22/11/2026" (fr), as formatDateTime writes dates. */
export function formatDay(locale: Locale, day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || locale !== "fr") return day;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/**
 * A phone number as people read it, in the international format: "+2250707123456" → "+225 07 07 12 3456" (libphonenumber's grouping).
 * Anything libphonenumber cannot read is shown as it was given; "" for none.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? parsed.formatInternational() : phone;
}

/**
 * A number of days (a median may be 2.5), in the reader's language: 0 is "Same day" / "Le jour même", never
 * "0 days"; 1 day; 2.5 days with the language's decimal mark.
 */
export function formatDays(locale: Locale, days: number): string {
  if (days === 0) return translate(locale, "days.sameDay");
  return translatePlural(locale, "days", days, {
    count: formatNumber(locale, days, Number.isInteger(days) ? 0 : 1),
  });
}
