/**
 * The cash-on-delivery ledger: what riders collected and what the service owes the shop, by period, with its CSV.
 * The front door of app/cod-ledger (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file (or ./browser, its browser-safe half).
 */
export { ledgerCsv, ledgerOrderLabel, parseLedgerPeriod } from "./browser";
export type { CodLedger, LedgerPeriod, PeriodProblem, PeriodResult } from "./browser";
export { getCodLedger, parseShopLedgerPeriod } from "./ledger.server";
export { loadLedgerPage } from "./load-ledger-page.server";
export { LEDGER_CSV_TASK, type LedgerCsvTask } from "./ledger-csv.task";
