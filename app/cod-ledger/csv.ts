/**
 * The ledger's orders as CSV, through the app's one CSV writer (~/csv, docs/decisions/071): one line per order and
 * figure, so a spreadsheet can add up any column. Text cells are defused, numbers are numbers, the amount is in the
 * currency's own decimals and the locale picks the separators and the headers. Instants stay UTC (ISO 8601,
 * unambiguous); the shop's day of a collection, the amount in the shop's money format and the shop's time zone
 * follow them (docs/decisions/043). Pure.
 */
import { writeCsv, type CsvColumn } from "~/csv";
import { formatShopMinor, translate, UTC_TERMS, type Locale, type ShopTerms } from "~/i18n";
import { ledgerOrderLabel } from "./order-lines";
import { dayOf } from "./period";
import type { CodLedger, LedgerOrder } from "./summarise";

type LedgerLine = { section: string; reason: string; order: LedgerOrder };

function columns(ledger: CodLedger, terms: ShopTerms, locale: Locale): CsvColumn<LedgerLine>[] {
  return [
    { header: "csv.codLedger.section", text: (line) => line.section },
    { header: "csv.codLedger.reason", text: (line) => line.reason },
    // A parcel of an order over several locations says which (docs/decisions/086); "order_id" is the parcel's row.
    {
      header: "csv.codLedger.order",
      text: (line) => ledgerOrderLabel((key, values) => translate(locale, key, values), line.order),
    },
    { header: "csv.codLedger.orderId", text: (line) => line.order.id },
    { header: "csv.codLedger.currency", text: (line) => line.order.currency },
    { header: "csv.codLedger.amountMinor", number: (line) => line.order.amountMinor },
    {
      header: "csv.codLedger.amount",
      money: (line) => ({ minor: line.order.amountMinor, currency: line.order.currency }),
    },
    {
      header: "csv.codLedger.recordedInShopify",
      text: (line) => (line.section === "collected" ? String(line.order.shopifyPaidAt !== null) : ""),
    },
    { header: "csv.codLedger.paymentState", text: (line) => line.order.paymentState },
    { header: "csv.codLedger.shipmentState", text: (line) => line.order.shipmentState },
    { header: "csv.codLedger.sentAt", text: (line) => line.order.sentAt },
    { header: "csv.codLedger.codCollectedAt", text: (line) => line.order.codCollectedAt },
    { header: "csv.codLedger.shopifyPaidAt", text: (line) => line.order.shopifyPaidAt },
    {
      // The day the ledger counts the collection on: the shop's, as on its page.
      header: "csv.codLedger.codCollectedDay",
      text: (line) => (line.order.codCollectedAt ? dayOf(new Date(line.order.codCollectedAt), ledger.timeZone) : ""),
    },
    {
      header: "csv.codLedger.amountFormatted",
      text: (line) => formatShopMinor(locale, line.order.amountMinor, line.order.currency, terms),
    },
    { header: "csv.timeZone", text: () => ledger.timeZone },
  ];
}

export function ledgerCsv(ledger: CodLedger, terms: ShopTerms = UTC_TERMS, locale: Locale = "en"): string {
  const lines: LedgerLine[] = [
    ...ledger.orders.onTheRoad.map((order) => ({ section: "on_the_road", reason: "", order })),
    ...ledger.orders.collected.map((order) => ({ section: "collected", reason: "", order })),
    ...ledger.orders.needsLook.map((order) => ({ section: "needs_look", reason: order.reason, order })),
  ];
  return writeCsv(locale, columns(ledger, terms, locale), lines);
}

/** The download's file name: the shop and the period, e.g. cod-ledger_shop_2026-10-25_2026-11-23.csv. */
export function ledgerCsvFileName(shopDomain: string, ledger: Pick<CodLedger, "from" | "to">): string {
  return `cod-ledger_${shopDomain.replace(/\.myshopify\.com$/, "").replace(/[^a-z0-9-]/gi, "-")}_${ledger.from}_${ledger.to}.csv`;
}
