import type { Locale, ShopTerms } from "~/i18n";
import { ledgerCsv } from "./csv";
import type { CodLedger } from "./summarise";

/* The ledger's CSV as a task of the heavy-work pool (app/heavy-work, docs/decisions/069): written in a worker thread. */

/** This module, as the pool names it (a path from the project's root). */
export const LEDGER_CSV_TASK = "app/cod-ledger/ledger-csv.task.ts";

export type LedgerCsvTask = { ledger: CodLedger; terms: ShopTerms; locale: Locale };

export default function writeLedgerCsvTask({ ledger, terms, locale }: LedgerCsvTask): string {
  return ledgerCsv(ledger, terms, locale);
}
