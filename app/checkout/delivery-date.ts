/**
 * Delivery dates in Shopify's carrier-service format, "2013-04-12 14:48:45 -0400" (docs/reference/shopify-facts.md §1.2).
 *
 * The service gives calendar dates (`YYYY-MM-DD`, spec §2 Checkout rate), not instants. Shopify
 * wants an instant, and may show it in another time zone than the one the date was meant in.
 * Decision: noon UTC ("12:00:00 +0000"). Midnight UTC would show as the PREVIOUS day in any zone
 * west of Greenwich (a shop in UTC−5 would see 19:00 the day before); end-of-day would show the
 * NEXT day east of it (West and East Africa are UTC+1…+3). Noon keeps the same calendar date
 * everywhere from UTC−12 to UTC+11.
 */

const TIME_OF_DAY = "12:00:00 +0000";
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-25" → "2026-11-25 12:00:00 +0000"; undefined for anything that is not a real date. */
export function shopifyDeliveryDate(isoDate: string | null | undefined): string | undefined {
  const match = typeof isoDate === "string" ? ISO_DATE.exec(isoDate) : null;
  if (!match) return undefined;
  const [, year, month, day] = match;
  const probe = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Rejects 2026-02-30 and the like, which Date.UTC would roll over silently.
  if (probe.toISOString().slice(0, 10) !== isoDate) return undefined;
  return `${isoDate} ${TIME_OF_DAY}`;
}

/**
 * The UTC calendar date `days` calendar days after `nowMs` ("2026-11-22" + 3 → "2026-11-25").
 * UTC, because the destination's zone is not in the callback; calendar days, because the merchant's
 * fallback table counts days the way the buyer reads them and no holiday calendar is known here.
 */
export function isoDateAfterDays(nowMs: number, days: number): string {
  return new Date(nowMs + days * MS_PER_DAY).toISOString().slice(0, 10);
}
