/**
 * Numbers, money and dates for the admin pages, formatted by hand rather than with Intl: the
 * server (Node's ICU) and the browser (Chromium's ICU) must produce the same text, or React's
 * hydration fails on the first mismatch. Times are shown in UTC and say so.
 */
import { currencyDecimals } from "~/money";
import type { Locale } from "./locale";

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
  const decimals = amountMinor % 100 === 0 ? Math.min(2, decimalsOf(currency)) : 2;
  return `${formatNumber(locale, amountMinor / 100, decimals)} ${currency.toUpperCase()}`;
}

function decimalsOf(currency: string): number {
  try {
    return currencyDecimals(currency);
  } catch {
    return 2; // not a three-letter code: show it as the service sent it
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant → "2026-11-22 14:05 UTC" (en) / "22/11/2026 14:05 UTC" (fr); "" for no date. */
export function formatDateTime(locale: Locale, iso: string | Date | null | undefined): string {
  if (!iso) return "";
  const date = typeof iso === "string" ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return String(iso);
  const [y, m, d] = [date.getUTCFullYear(), pad(date.getUTCMonth() + 1), pad(date.getUTCDate())];
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
  return locale === "fr" ? `${d}/${m}/${y} ${time}` : `${y}-${m}-${d} ${time}`;
}

/** A UTC day "2026-11-22" → "2026-11-22" (en) / "22/11/2026" (fr), as formatDateTime writes dates. */
export function formatDay(locale: Locale, day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || locale !== "fr") return day;
  return `${match[3]}/${match[2]}/${match[1]}`;
}
