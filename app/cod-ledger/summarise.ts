/**
 * The cash-on-delivery ledger's figures, added up from the orders behind them. Pure: the query
 * (ledger.server.ts) fetches the rows, this file decides what each one counts for, so the same
 * rules give the dashboard, the page, the CSV and the CLI.
 *
 * Amounts are the service's minor units as sent (spec §2: two decimals for every currency, so
 * 15,000 XOF is 1500000), added as integers: exact below Number.MAX_SAFE_INTEGER, about 90
 * thousand billion major units.
 */
import type { LedgerPeriod } from "./period";
import { dayOf } from "./period";

/** A collected order Shopify still shows unpaid this long after the rider took the cash needs a look. */
export const UNRECORDED_AFTER_MS = 24 * 3_600_000;

export const NEEDS_LOOK_REASONS = [
  "PAID_TWICE",
  "PAID_AFTER_CANCEL",
  "AMOUNT_DIFFERS",
  "SHORTFALL",
  "OVER_COLLECTED",
  "UNRECORDED_AFTER_A_DAY",
  "DELIVERED_NO_CASH",
  "RETURNED",
] as const;
export type NeedsLookReason = (typeof NEEDS_LOOK_REASONS)[number];

export type LedgerOrder = {
  id: string;
  orderName: string;
  /** Which parcel of its order this row is, for an order over several locations (docs/decisions/076, 086). */
  parcel?: { number: number; count: number } | null;
  currency: string;
  amountMinor: number;
  paymentState: string | null;
  shipmentState: string | null;
  sentAt: string | null;
  codCollectedAt: string | null;
  shopifyPaidAt: string | null;
  /** What the buyer now owes, when the rider will collect another amount (AMOUNT_DIFFERS, decision 041). */
  owedNowMinor?: number | null;
};

export type NeedsLookOrder = LedgerOrder & { reason: NeedsLookReason };

/** The rows the query found, each already known to belong to its figure. */
export type LedgerRows = {
  onTheRoad: LedgerOrder[];
  collected: LedgerOrder[];
  /** Returned with nothing collected and not closed by the merchant yet, whatever the period. */
  returned: LedgerOrder[];
  /** Delivered more than a day ago with cash still to collect and no collection recorded, in the period. */
  deliveredNoCash: LedgerOrder[];
  /** Flagged PAID_TWICE, in the period. */
  paidTwice: LedgerOrder[];
  /** Flagged PAID_AFTER_CANCEL (a cancelled order's link was paid), in the period. */
  paidAfterCancel: LedgerOrder[];
  /** On the road, flagged AMOUNT_DIFFERS: the rider will collect another amount than the buyer now owes. */
  amountDiffers?: LedgerOrder[];
  /** Collected in the period, less than the buyer owed: the rest is to collect in Shopify (decision 073). */
  shortfall?: LedgerOrder[];
  /** Collected in the period, more than the buyer owed (a part paid online after pickup): a refund to make (decision 093). */
  overCollected?: LedgerOrder[];
};

export type Figure = { count: number; amountMinor: number };
export type DayFigure = Figure & { day: string };

export type CurrencyLedger = {
  currency: string;
  onTheRoad: Figure;
  collected: Figure & { byDay: DayFigure[] };
  recorded: Figure;
  needsLook: Figure & { byReason: Record<NeedsLookReason, Figure> };
};

export type CodLedger = {
  /** The period's days, in the shop's time zone. */
  from: string;
  to: string;
  timeZone: string;
  /** When the figures were taken: "on the road" is what is on the road at that moment. */
  asOf: string;
  currencies: CurrencyLedger[];
  orders: { onTheRoad: LedgerOrder[]; collected: LedgerOrder[]; needsLook: NeedsLookOrder[] };
};

export function summariseLedger(rows: LedgerRows, period: LedgerPeriod, now: Date): CodLedger {
  const needsLook = needsLookOrders(rows, now);
  const currencies = [
    ...new Set([...rows.onTheRoad, ...rows.collected, ...needsLook].map((order) => order.currency)),
  ].sort();
  return {
    from: period.from,
    to: period.to,
    timeZone: period.timeZone,
    asOf: now.toISOString(),
    currencies: currencies.map((currency) => {
      const mine = <T extends LedgerOrder>(orders: T[]) => orders.filter((order) => order.currency === currency);
      const collected = mine(rows.collected);
      const look = mine(needsLook);
      return {
        currency,
        onTheRoad: figure(mine(rows.onTheRoad)),
        collected: {
          ...figure(collected),
          byDay: period.days.map((day) => ({
            day,
            ...figure(collected.filter((order) => dayOf(new Date(order.codCollectedAt!), period.timeZone) === day)),
          })),
        },
        recorded: figure(collected.filter((order) => order.shopifyPaidAt !== null)),
        needsLook: {
          ...figure(look),
          byReason: Object.fromEntries(
            NEEDS_LOOK_REASONS.map((reason) => [reason, figure(look.filter((order) => order.reason === reason))]),
          ) as Record<NeedsLookReason, Figure>,
        },
      };
    }),
    orders: { onTheRoad: rows.onTheRoad, collected: rows.collected, needsLook },
  };
}

/**
 * One entry per order, under its most telling reason: an order paid twice is listed as that
 * (a refund is due) even when Shopify also shows it unpaid.
 */
function needsLookOrders(rows: LedgerRows, now: Date): NeedsLookOrder[] {
  const seen = new Set<string>();
  const take = (orders: LedgerOrder[], reason: NeedsLookReason) =>
    orders.filter((order) => !seen.has(order.id) && seen.add(order.id)).map((order) => ({ ...order, reason }));
  const unrecorded = rows.collected.filter(
    (order) =>
      order.shopifyPaidAt === null && now.getTime() - new Date(order.codCollectedAt!).getTime() > UNRECORDED_AFTER_MS,
  );
  return [
    ...take(rows.paidTwice, "PAID_TWICE"),
    ...take(rows.paidAfterCancel, "PAID_AFTER_CANCEL"),
    ...take(rows.amountDiffers ?? [], "AMOUNT_DIFFERS"),
    ...take(rows.shortfall ?? [], "SHORTFALL"),
    ...take(rows.overCollected ?? [], "OVER_COLLECTED"),
    ...take(unrecorded, "UNRECORDED_AFTER_A_DAY"),
    ...take(rows.deliveredNoCash, "DELIVERED_NO_CASH"),
    ...take(rows.returned, "RETURNED"),
  ];
}

function figure(orders: LedgerOrder[]): Figure {
  return { count: orders.length, amountMinor: orders.reduce((sum, order) => sum + order.amountMinor, 0) };
}
