/**
 * The one CSV writer of the app: every file the app writes as CSV (the cash-on-delivery ledger, delivery
 * performance, from the admin and the CLI) goes through it, so every file defuses spreadsheet formulas the same way
 * and follows the reader's locale (docs/decisions/071). Pure and browser-safe: a worker thread can run it.
 * The front door of app/csv (docs/decisions/052): what other folders use.
 */
export { csvFieldOfText, writeCsv } from "./csv-writer";
export type { CsvColumn, CsvMoney } from "./csv-writer";
