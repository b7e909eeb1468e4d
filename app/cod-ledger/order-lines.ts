/**
 * The rows of a ledger section as the page shows them (docs/decisions/086). The rider collects per parcel, so a row
 * is a parcel; an order over several locations names each of its parcels ("#1001 · parcel 2 of 2"), and where a
 * section lists two or more parcels of one order they sit together, followed by the order's total. Pure.
 */
import type { LedgerOrder } from "./summarise";

type Translate = (key: "order.parcels.ofOrder", values: { order: string; number: number; count: number }) => string;

/** The order's name, and which of its parcels the row is when it has several. */
export function ledgerOrderLabel(t: Translate, order: Pick<LedgerOrder, "orderName" | "parcel">): string {
  return order.parcel
    ? t("order.parcels.ofOrder", { order: order.orderName, number: order.parcel.number, count: order.parcel.count })
    : order.orderName;
}

export type LedgerLine<T extends LedgerOrder> =
  | { kind: "parcel"; order: T }
  | { kind: "orderTotal"; key: string; orderName: string; currency: string; amountMinor: number };

/** The section's rows in their order, each order's parcels together, and a total after an order listed twice or more. */
export function ledgerLines<T extends LedgerOrder>(orders: T[]): Array<LedgerLine<T>> {
  const groups = new Map<string, T[]>();
  for (const order of orders) {
    // A one-parcel order is a group of its own, even if another order had the same name.
    const key = order.parcel ? `${order.currency}/${order.orderName}` : `row/${order.id}`;
    groups.set(key, [...(groups.get(key) ?? []), order]);
  }
  return [...groups.entries()].flatMap(([key, parcels]) => [
    ...parcels.map((order) => ({ kind: "parcel" as const, order })),
    ...(parcels.length > 1
      ? [
          {
            kind: "orderTotal" as const,
            key: `total/${key}`,
            orderName: parcels[0].orderName,
            currency: parcels[0].currency,
            amountMinor: parcels.reduce((sum, order) => sum + order.amountMinor, 0),
          },
        ]
      : []),
  ]);
}
