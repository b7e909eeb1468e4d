/**
 * The period a cash-on-delivery ledger covers: whole UTC days, both ends included (collection
 * days are UTC days of the delivered event, so a day is the same for every viewer). Pure.
 */
export const DEFAULT_LEDGER_DAYS = 30;
/** A bound on what one request may add up: a year and a day covers any yearly report. */
export const MAX_LEDGER_DAYS = 366;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type LedgerPeriod = {
  /** First day, "YYYY-MM-DD". */
  from: string;
  /** Last day, included. */
  to: string;
  /** Every day of the period in order, for the per-day figures and the chart. */
  days: string[];
  /** [start, end) as instants, for the database. */
  start: Date;
  end: Date;
};

/** Why a period was refused: `code` picks the admin's translated text, `message` is the CLI's. */
export type PeriodProblem =
  { code: "BAD_DATE"; value: string } | { code: "REVERSED" } | { code: "TOO_LONG"; max: number };
export type PeriodResult = { ok: true; period: LedgerPeriod } | ({ ok: false; message: string } & PeriodProblem);

export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * `from`/`to` as typed by a merchant or an operator ("YYYY-MM-DD", either may be missing): a
 * missing `to` is today, a missing `from` is DEFAULT_LEDGER_DAYS days up to `to`. A malformed or
 * impossible date, a reversed period or one longer than MAX_LEDGER_DAYS is refused with a
 * sentence saying which.
 */
export function parseLedgerPeriod(input: { from?: string | null; to?: string | null }, now: Date): PeriodResult {
  const to = input.to ? parseDay(input.to) : startOfDay(now);
  if (!to) return badDate(String(input.to), now);
  const from = input.from ? parseDay(input.from) : new Date(to.getTime() - (DEFAULT_LEDGER_DAYS - 1) * DAY_MS);
  if (!from) return badDate(String(input.from), now);
  if (from > to)
    return { ok: false, code: "REVERSED", message: `The period starts (${dayOf(from)}) after it ends (${dayOf(to)}).` };
  const count = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (count > MAX_LEDGER_DAYS)
    return {
      ok: false,
      code: "TOO_LONG",
      max: MAX_LEDGER_DAYS,
      message: `The period covers ${count} days; ask for ${MAX_LEDGER_DAYS} days or fewer.`,
    };
  const days = Array.from({ length: count }, (_, index) => dayOf(new Date(from.getTime() + index * DAY_MS)));
  return {
    ok: true,
    period: { from: days[0], to: days[count - 1], days, start: from, end: new Date(to.getTime() + DAY_MS) },
  };
}

function badDate(value: string, now: Date): PeriodResult {
  return {
    ok: false,
    code: "BAD_DATE",
    value,
    message: `"${value}" is not a date: write it as YYYY-MM-DD (e.g. ${dayOf(now)}).`,
  };
}

function startOfDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

/** "2026-11-23" → that UTC midnight; null for anything else, including 2026-02-30. */
function parseDay(text: string): Date | null {
  const match = ISO_DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}
