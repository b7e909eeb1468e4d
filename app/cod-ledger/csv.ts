/**
 * The ledger's orders as CSV (RFC 4180, CRLF lines): one line per order and figure, so a
 * spreadsheet can add up any column. Headers are stable machine names, not translated. Instants
 * stay UTC (ISO 8601, unambiguous); the shop's day of a collection, the amount in the shop's money
 * format and the shop's time zone follow them (docs/decisions/043). Pure.
 */
import { formatShopMinor, UTC_TERMS, type ShopTerms } from "~/i18n";
import { decimalStringFromMinorUnits } from "~/money";
import { dayOf } from "./period";
import type { CodLedger, LedgerOrder } from "./summarise";

export const CSV_COLUMNS = [
  "section",
  "reason",
  "order",
  "order_id",
  "currency",
  "amount_minor",
  "amount",
  "recorded_in_shopify",
  "payment_state",
  "shipment_state",
  "sent_at",
  "cod_collected_at",
  "shopify_paid_at",
  "cod_collected_day",
  "amount_formatted",
  "time_zone",
] as const;

export function ledgerCsv(ledger: CodLedger, terms: ShopTerms = UTC_TERMS): string {
  const line = (section: string, order: LedgerOrder, reason = "") => [
    section,
    reason,
    order.orderName,
    order.id,
    order.currency,
    String(order.amountMinor),
    // The service's amounts always carry two decimals (spec §2), whatever the currency.
    decimalStringFromMinorUnits(order.amountMinor),
    section === "collected" ? String(order.shopifyPaidAt !== null) : "",
    order.paymentState ?? "",
    order.shipmentState ?? "",
    order.sentAt ?? "",
    order.codCollectedAt ?? "",
    order.shopifyPaidAt ?? "",
    // The day the ledger counts the collection on: the shop's, as on its page.
    order.codCollectedAt ? dayOf(new Date(order.codCollectedAt), ledger.timeZone) : "",
    formatShopMinor("en", order.amountMinor, order.currency, terms),
    ledger.timeZone,
  ];
  const rows = [
    [...CSV_COLUMNS],
    ...ledger.orders.onTheRoad.map((order) => line("on_the_road", order)),
    ...ledger.orders.collected.map((order) => line("collected", order)),
    ...ledger.orders.needsLook.map((order) => line("needs_look", order, order.reason)),
  ];
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** The download's file name: the shop and the period, e.g. cod-ledger_shop_2026-10-25_2026-11-23.csv. */
export function ledgerCsvFileName(shopDomain: string, ledger: Pick<CodLedger, "from" | "to">): string {
  return `cod-ledger_${shopDomain.replace(/\.myshopify\.com$/, "").replace(/[^a-z0-9-]/gi, "-")}_${ledger.from}_${ledger.to}.csv`;
}

function csvField(value: string): string {
  // A cell starting with = + - @ is a formula to a spreadsheet: shown as text instead (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
