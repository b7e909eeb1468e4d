/**
 * The period a cash-on-delivery ledger covers: whole days of the shop's time zone, both ends
 * included (a collection counts on the shop's day of the delivered event, the same day for every
 * viewer of that shop; UTC while the zone is unknown). Pure. docs/decisions/043.
 */
import { addDays, dayIn, DEFAULT_TIME_ZONE, parseDay, startOfDayIn } from "~/i18n";

export const DEFAULT_LEDGER_DAYS = 30;
/** A bound on what one request may add up: a year and a day covers any yearly report. */
export const MAX_LEDGER_DAYS = 366;

const DAY_MS = 86_400_000;

export type LedgerPeriod = {
  /** First day, "YYYY-MM-DD". */
  from: string;
  /** Last day, included. */
  to: string;
  /** Every day of the period in order, for the per-day figures and the chart. */
  days: string[];
  /** [start, end) as instants, for the database: the first day's midnight to the day after the last, in the zone. */
  start: Date;
  end: Date;
  /** The IANA zone whose days these are. */
  timeZone: string;
};

/** Why a period was refused: `code` picks the admin's translated text, `message` is the CLI's. */
export type PeriodProblem =
  { code: "BAD_DATE"; value: string } | { code: "REVERSED" } | { code: "TOO_LONG"; max: number };
export type PeriodResult = { ok: true; period: LedgerPeriod } | ({ ok: false; message: string } & PeriodProblem);

/** The day an instant falls on in the period's zone. */
export const dayOf = (instant: Date, timeZone: string = DEFAULT_TIME_ZONE) => dayIn(instant, timeZone);

/**
 * `from`/`to` as typed by a merchant or an operator ("YYYY-MM-DD", either may be missing), days
 * of `timeZone`: a missing `to` is the shop's today, a missing `from` is DEFAULT_LEDGER_DAYS days
 * up to `to`. A malformed or impossible date, a reversed period or one longer than MAX_LEDGER_DAYS
 * is refused with a sentence saying which.
 */
export function parseLedgerPeriod(
  input: { from?: string | null; to?: string | null },
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): PeriodResult {
  const today = dayIn(now, timeZone);
  const to = input.to ? parseDay(input.to) : parseDay(today);
  if (!to) return badDate(String(input.to), today);
  const from = input.from ? parseDay(input.from) : new Date(to.getTime() - (DEFAULT_LEDGER_DAYS - 1) * DAY_MS);
  if (!from) return badDate(String(input.from), today);
  const label = (date: Date) => date.toISOString().slice(0, 10);
  if (from > to)
    return { ok: false, code: "REVERSED", message: `The period starts (${label(from)}) after it ends (${label(to)}).` };
  const count = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (count > MAX_LEDGER_DAYS)
    return {
      ok: false,
      code: "TOO_LONG",
      max: MAX_LEDGER_DAYS,
      message: `The period covers ${count} days; ask for ${MAX_LEDGER_DAYS} days or fewer.`,
    };
  const days = Array.from({ length: count }, (_, index) => label(new Date(from.getTime() + index * DAY_MS)));
  const [first, last] = [days[0], days[count - 1]];
  return {
    ok: true,
    period: {
      from: first,
      to: last,
      days,
      start: startOfDayIn(first, timeZone),
      end: startOfDayIn(addDays(last, 1), timeZone),
      timeZone,
    },
  };
}

function badDate(value: string, today: string): PeriodResult {
  return {
    ok: false,
    code: "BAD_DATE",
    value,
    message: `"${value}" is not a date: write it as YYYY-MM-DD (e.g. ${today}).`,
  };
}
