/**
 * Days and times in the shop's own time zone (Shop.ianaTimezone, read from Shopify): a merchant in
 * Nairobi counts the cash of their own day, not of a UTC day. Intl's time-zone data converts; the
 * text around the numbers is written by hand (format.ts), so the server and the browser agree.
 * Pure. docs/decisions/043.
 */

/** The zone used while the shop's is unknown, or not one this runtime knows. */
export const DEFAULT_TIME_ZONE = "UTC";

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** True when this runtime knows the IANA zone (Shopify's names always are; a typo is not). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The shop's zone when it is a known one, else UTC. */
export function shopTimeZone(zone: string | null | undefined): string {
  return zone && isKnownTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** What a clock on the wall in `timeZone` shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

/** How far the zone is ahead of UTC at that instant, in minutes (Nairobi: 180; New York in winter: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The day an instant falls on in the zone, "YYYY-MM-DD". */
export function dayIn(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** "2026-11-23" → the calendar date (UTC midnight as a carrier); null for anything else, 2026-02-30 included. */
export function parseDay(text: string): Date | null {
  const match = ISO_DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** A calendar day `count` days after `day` ("YYYY-MM-DD" in and out). */
export function addDays(day: string, count: number): string {
  const date = parseDay(day);
  if (!date) throw new Error(`Not a day: ${day}`);
  return new Date(date.getTime() + count * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant a day begins in the zone (its local midnight). Where a change of offset skips
 * midnight, the first instant of the day that exists.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const date = parseDay(day);
  if (!date) throw new Error(`Not a day: ${day}`);
  const guess = date.getTime() - offsetMinutes(date, timeZone) * 60_000;
  // The offset at the guessed instant may differ from the one at UTC midnight (a change between them).
  const start = date.getTime() - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return dayIn(new Date(start), timeZone) === day ? new Date(start) : new Date(guess);
}

/** "UTC", "UTC+03:00", "UTC-05:30": the zone's offset at that instant, the way the pages and the CLI write it. */
export function offsetLabel(instant: Date, timeZone: string): string {
  const minutes = offsetMinutes(instant, timeZone);
  if (minutes === 0) return "UTC";
  const sign = minutes > 0 ? "+" : "-";
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
