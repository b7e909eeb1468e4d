/**
 * The numbers behind delivery performance, pure: a median and a 90th percentile of whole days, a
 * share as a rounded fraction, and days counted on the shop's calendar. docs/decisions/047.
 */
import { dayIn, parseDay } from "~/i18n";

const DAY_MS = 86_400_000;

/** The middle value; for an even count, the mean of the two middle ones (2 and 3 days → 2.5). Null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The nearest-rank percentile: the smallest value at or below which `p` of the values lie, always
 * one of the values (90th of 1…10 days → 9 days). Whole days stay whole. Null when empty.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1];
}

/** part / whole rounded to four decimals (0.6667), null when nothing was counted (no share of nothing). */
export function share(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 10_000;
}

/** Calendar days from one day to another ("2026-11-20" → "2026-11-23" = 3); negative when before. */
export function daysBetween(from: string, to: string): number {
  const [a, b] = [parseDay(from), parseDay(to)];
  if (!a || !b) throw new Error(`Not a day: ${a ? to : from}`);
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

/**
 * Whole days between two instants as the shop's calendar counts them: handed off on the evening of
 * the 20th and delivered the morning of the 21st in Nairobi is one day, whatever the hours between.
 */
export function shopDaysBetween(from: Date, to: Date, timeZone: string): number {
  return daysBetween(dayIn(from, timeZone), dayIn(to, timeZone));
}
