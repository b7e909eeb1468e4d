/**
 * The browser-safe half of app/cod-ledger's front door (docs/decisions/052): what components and route modules use
 * on both sides. No `.server` module behind it. Server code imports all of it from "~/cod-ledger".
 */
export { ledgerCsv, ledgerCsvFileName } from "./csv";
export { ledgerLines, ledgerOrderLabel } from "./order-lines";
export type { LedgerLine } from "./order-lines";
export { DEFAULT_LEDGER_DAYS, parseLedgerPeriod } from "./period";
export type { LedgerPeriod, PeriodProblem, PeriodResult } from "./period";
export type { CodLedger, CurrencyLedger, DayFigure, LedgerOrder, NeedsLookOrder } from "./summarise";
