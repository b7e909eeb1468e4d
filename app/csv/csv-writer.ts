/**
 * CSV (RFC 4180, CRLF lines) with typed columns, for a locale (docs/decisions/071):
 * - a text column's cells are text: a cell a spreadsheet would read as a formula (starting with = + - @, a tab
 *   or a line break, after any spaces) is written with a leading apostrophe, which every spreadsheet shows as
 *   text (OWASP, CSV injection), whatever follows; "-1+HYPERLINK(…)" is text, not a negative number;
 * - a number column's cells are numbers, written from a number, never from text;
 * - a money column writes an amount in the currency's own decimals (XOF 31500, EUR 41.99, KWD 12.340) from the
 *   service's minor units, which always carry two decimals (spec §2): hundredths a zero-decimal currency cannot
 *   show are kept rather than rounded away;
 * - English: "," between cells and "." in numbers, no byte order mark; French: a byte order mark (so a
 *   spreadsheet reads UTF-8), ";" between cells and "," in numbers. Headers come from the i18n dictionaries.
 * Pure.
 */
import { translate, type Locale, type MessageKey } from "~/i18n";
import { currencyDecimals } from "~/money";

/** An amount as the app keeps it: integer minor units of the service (hundredths, spec §2) and a currency code. */
export type CsvMoney = { minor: number; currency: string };

type Maybe<T> = T | null | undefined;

/** One column: its header's message key and how a row gives its cell. A missing value is an empty cell. */
export type CsvColumn<Row> =
  | { header: MessageKey; text: (row: Row) => Maybe<string> }
  | { header: MessageKey; number: (row: Row) => Maybe<number>; maxDecimals?: number }
  | { header: MessageKey; money: (row: Row) => Maybe<CsvMoney> };

type Format = { separator: string; decimal: string; bom: string };

const FORMATS: Record<Locale, Format> = {
  en: { separator: ",", decimal: ".", bom: "" },
  fr: { separator: ";", decimal: ",", bom: "\uFEFF" },
};

/** The file: a header line (translated), then one line per row; every line ends with CRLF. */
export function writeCsv<Row>(locale: Locale, columns: ReadonlyArray<CsvColumn<Row>>, rows: Iterable<Row>): string {
  const format = FORMATS[locale];
  const lines = [columns.map((column) => csvFieldOfText(translate(locale, column.header)))];
  for (const row of rows) lines.push(columns.map((column) => cell(format, column, row)));
  return format.bom + lines.map((line) => line.join(format.separator)).join("\r\n") + "\r\n";
}

function cell<Row>(format: Format, column: CsvColumn<Row>, row: Row): string {
  if ("text" in column) return csvFieldOfText(column.text(row) ?? "");
  if ("number" in column) {
    const value = column.number(row);
    return value == null ? "" : numberField(format, value, column.maxDecimals);
  }
  const money = column.money(row);
  return money == null ? "" : moneyField(format, money);
}

// A formula starts with one of these, possibly after spaces (fullwidth forms included: some spreadsheets fold them).
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

/**
 * A text cell: defused when a spreadsheet would read it as a formula, quoted when it holds a separator (either
 * locale's), a quote or a line break.
 */
export function csvFieldOfText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function numberField(format: Format, value: number, maxDecimals?: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`A CSV number must be finite, got ${value}.`);
  const text = new Intl.NumberFormat("en-US", {
    useGrouping: false,
    maximumFractionDigits: maxDecimals ?? 20,
  }).format(value);
  return text.replace(".", format.decimal);
}

function moneyField(format: Format, { minor, currency }: CsvMoney): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be an integer, got ${minor}.`);
  const digits = decimalsOf(currency);
  const units = Math.abs(minor);
  const whole = Math.floor(units / 100);
  const hundredths = String(units % 100).padStart(2, "0");
  // Never fewer decimals than the hundredths need: 31500.50 XOF stays exact (and stays a number).
  const shown = digits >= 2 ? hundredths.padEnd(digits, "0") : hundredths.replace(/0+$/, "").padEnd(digits, "0");
  return `${minor < 0 ? "-" : ""}${whole}${shown ? format.decimal + shown : ""}`;
}

function decimalsOf(currency: string): number {
  try {
    return currencyDecimals(currency);
  } catch {
    return 2; // not a currency code: the service's two decimals
  }
}
