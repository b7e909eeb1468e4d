/**
 * Promises that learn (docs/decisions/047): where deliveries to the buyer's destination have come
 * later than promised too often, the latest delivery date shown is pushed back by the lateness
 * observed there. Only the latest date moves: the parcel can still come as early as the service
 * says. Applied to the answer as served (cached, stale or fallback), never stored in the cache, like
 * withPhoneRequired. Pure.
 */
import { addDays, parseDay } from "~/i18n";
import type { ShopifyRatesBody } from "./map-rate-response";

/** "2026-11-25 12:00:00 +0000" + 2 → "2026-11-27 12:00:00 +0000"; the time and zone are kept as they were. */
export function shiftShopifyDate(value: string, days: number): string {
  const day = value.slice(0, 10);
  if (!parseDay(day)) return value;
  return `${addDays(day, days)}${value.slice(10)}`;
}

export function withWidenedDates(body: ShopifyRatesBody, widenDays: number): ShopifyRatesBody {
  if (!(widenDays > 0)) return body;
  return {
    rates: body.rates.map((rate) =>
      rate.max_delivery_date
        ? { ...rate, max_delivery_date: shiftShopifyDate(rate.max_delivery_date, widenDays) }
        : rate,
    ),
  };
}
