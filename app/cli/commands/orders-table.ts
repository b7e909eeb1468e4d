/**
 * The text of `orders:list`: one row per order under a header, states in the reader's language
 * and amounts as money in the order's currency (the shop's money format when it is the shop's).
 * Pure; `--json` keeps the raw codes and minor units scripts read.
 */
import { formatShopMinor, isMessageKey, translate, type Locale, type ShopTerms } from "~/i18n";
import { amountDiffersText, type PaymentTruth } from "~/payments";
import { textTable } from "../text-table";

export type OrderTableRow = {
  name: string;
  /** Which parcel of its order the row is ("1/2"), for an order over several locations (docs/decisions/086). */
  parcel?: { number: number; count: number } | null;
  syncState: string;
  shipmentState: string | null;
  payment: PaymentTruth;
  /** The order's problem in words (what to do, else the error), null when there is none. */
  problem: string | null;
  problemCode: string | null;
};

const COLUMNS = ["order", "state", "shipment", "toCollect", "payment", "problem"] as const;

/** A stored value's label (`syncState.SENT` → "Sent"); an unknown value shows as is, none as "-". */
function label(locale: Locale, prefix: "syncState" | "shipmentState" | "paymentStory", value: string | null) {
  if (!value) return "-";
  const key = `${prefix}.${value}`;
  return isMessageKey(key) ? translate(locale, key) : value;
}

function money(locale: Locale, amountMinor: number | null, currency: string | null, terms: ShopTerms) {
  return amountMinor == null || !currency ? "-" : formatShopMinor(locale, amountMinor, currency, terms);
}

function paymentText(locale: Locale, payment: PaymentTruth, terms: ShopTerms): string {
  const refund =
    payment.refundDueMinor > 0 && payment.currency
      ? ` (${translate(locale, "cli.orders.refund", { amount: money(locale, payment.refundDueMinor, payment.currency, terms) })})`
      : "";
  const shortfall =
    payment.shortfallMinor > 0 && payment.currency
      ? ` (${translate(locale, "cli.orders.shortfall", { amount: money(locale, payment.shortfallMinor, payment.currency, terms) })})`
      : "";
  const differs = amountDiffersText(locale, payment);
  return `${label(locale, "paymentStory", payment.story)}${refund}${shortfall}${differs ? ` ${differs}` : ""}`;
}

/**
 * The table: a header row, then one aligned row per parcel, the order named on each; the last column is not padded.
 * The parcel column ("1/2") is there when a listed order has several parcels: without one it would only say "-".
 */
export function ordersTable(locale: Locale, orders: OrderTableRow[], terms: ShopTerms): string {
  const withParcels = orders.some((order) => order.parcel);
  const columns = COLUMNS.flatMap((column) =>
    column === "order" && withParcels ? [column, "parcel" as const] : [column],
  );
  const header = columns.map((column) => translate(locale, `cli.orders.column.${column}`));
  const rows = orders.map((order) => [
    order.name,
    ...(withParcels ? [order.parcel ? `${order.parcel.number}/${order.parcel.count}` : "-"] : []),
    label(locale, "syncState", order.syncState),
    label(locale, "shipmentState", order.shipmentState),
    money(locale, order.payment.stillToCollectMinor, order.payment.currency, terms),
    paymentText(locale, order.payment, terms),
    order.problemCode ? `${order.problemCode}: ${order.problem ?? ""}`.trimEnd() : "-",
  ]);
  return textTable(header, rows);
}
