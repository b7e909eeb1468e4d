import type { AppContext } from "~/app-context";
import type { Db } from "~/db.server";
import {
  AMOUNT_DIFFERS_FLAG,
  PAID_AFTER_CANCEL_FLAG,
  PAID_TWICE_FLAG,
  PaymentPlanKind,
  PaymentState,
  SyncState,
  parcelCountsOf,
} from "~/order-record";
import { orderLedgersOf, paymentTruth, type OrderLedger } from "~/payments";
import { FINAL_SHIPMENT_STATES } from "~/shipments";
import type { ShopTerms } from "~/i18n";
import { loadShopTerms } from "~/shops";
import { parseLedgerPeriod, type LedgerPeriod, type PeriodResult } from "./period";
import { summariseLedger, UNRECORDED_AFTER_MS, type CodLedger, type LedgerOrder } from "./summarise";
import { ledgerOrderOf, type LedgerFigureName, type LedgerRow } from "./ledger-order";

// A row is a parcel (docs/decisions/076): its order and its number name it (docs/decisions/086).
type Row = LedgerRow & { shopifyOrderGid: string; parcelNumber: number };

const SELECT = {
  id: true,
  shopifyOrderGid: true,
  parcelNumber: true,
  orderName: true,
  currency: true,
  codAmountMinor: true,
  paymentState: true,
  shipmentState: true,
  sentAt: true,
  codCollectedAt: true,
  shopifyPaidAt: true,
  flaggedReason: true,
  owedNowMinor: true,
  // The rest of what the one payment truth reads (ledger-order.ts).
  serviceOrderId: true,
  paymentPlan: true,
  paymentHoldAt: true,
  syncState: true,
} as const;

const LEDGERS_PER_QUERY = 500;

type Where = NonNullable<Parameters<Db["orderSync"]["findMany"]>[0]>["where"];
type OrderBy = NonNullable<Parameters<Db["orderSync"]["findMany"]>[0]>["orderBy"];

/**
 * A shop's cash-on-delivery ledger for a period, per currency (summarise.ts says what each figure
 * means). Null for an unknown shop. "On the road" is what riders hold or will collect now, whatever
 * the period; every other figure is about what happened in the period.
 */
export async function getCodLedger(
  ctx: Pick<AppContext, "db" | "now">,
  shopDomain: string,
  period: LedgerPeriod,
): Promise<CodLedger | null> {
  const shop = await ctx.db.shop.findUnique({ where: { domain: shopDomain }, select: { id: true } });
  if (!shop) return null;
  const now = ctx.now();
  const inPeriod = { gte: period.start, lt: period.end };
  const cod = { shopId: shop.id, paymentPlan: PaymentPlanKind.COD, currency: { not: null } };
  const find = (where: Where, orderBy: OrderBy) =>
    ctx.db.orderSync.findMany({ where, orderBy, select: SELECT }) as Promise<Row[]>;
  const [onTheRoad, collected, returned, deliveredNoCash, flagged, amountDiffers] = await Promise.all([
    find(
      {
        ...cod,
        serviceOrderId: { not: null },
        syncState: SyncState.SENT,
        paymentState: PaymentState.COD_PENDING,
        // NOT IN leaves out NULL in SQL: a sent order with no shipment event yet is on the road too.
        OR: [{ shipmentState: null }, { shipmentState: { notIn: [...FINAL_SHIPMENT_STATES] } }],
      },
      { sentAt: "asc" },
    ),
    find({ ...cod, codCollectedAt: inPeriod }, { codCollectedAt: "desc" }),
    // Whatever the period, like "on the road": a parcel back with nothing collected stays until the
    // merchant closes it (OrderSync.returnClosedAt, docs/decisions/046).
    find(
      { ...cod, shipmentState: "returned", codCollectedAt: null, returnClosedAt: null },
      { shipmentStateAt: "desc" },
    ),
    // Delivered a day ago with cash to collect and no collection on file: the service's record and ours disagree.
    find(
      {
        ...cod,
        shipmentState: "delivered",
        paymentState: PaymentState.COD_PENDING,
        codCollectedAt: null,
        shipmentStateAt: { ...inPeriod, lt: earlier(period.end, new Date(now.getTime() - UNRECORDED_AFTER_MS)) },
      },
      { shipmentStateAt: "desc" },
    ),
    // Any plan: a link paid and paid again in Shopify is as much a refund to make as cash collected twice.
    find(
      {
        shopId: shop.id,
        currency: { not: null },
        AND: [
          {
            OR: [
              { flaggedReason: { contains: PAID_TWICE_FLAG } },
              { flaggedReason: { contains: PAID_AFTER_CANCEL_FLAG } },
            ],
          },
          {
            OR: [
              { codCollectedAt: inPeriod },
              { codCollectedAt: null, shopifyPaidAt: inPeriod },
              // A cancelled order's link paid: dated by the link's payment.
              { codCollectedAt: null, shopifyPaidAt: null, linkPaidAt: inPeriod },
              { codCollectedAt: null, shopifyPaidAt: null, linkPaidAt: null, updatedAt: inPeriod },
            ],
          },
        ],
      },
      { updatedAt: "desc" },
    ),
    // Whatever the period, like "on the road": the rider will collect another amount than the buyer owes (decision 041).
    find(
      {
        ...cod,
        serviceOrderId: { not: null },
        paymentState: PaymentState.COD_PENDING,
        owedNowMinor: { not: null },
        flaggedReason: { contains: AMOUNT_DIFFERS_FLAG },
      },
      { sentAt: "asc" },
    ),
  ]);
  const refunds = await withSiblings(ctx.db, shop.id, flagged);
  // The rider collects per parcel, so rows are parcels; each names its order's parcel (docs/decisions/086).
  const gids = [onTheRoad, collected, returned, deliveredNoCash, refunds, amountDiffers]
    .flat()
    .map((row) => row.shopifyOrderGid);
  const parcelCounts = await parcelCountsOf(ctx.db, shop.id, gids);
  // The money as the order page reads it: from each order's stored ledger (docs/decisions/084).
  const ledgers = await ledgersOf(ctx.db, shop.id, gids);
  const truthOf = (row: Row) => paymentTruth(row, null, ledgers.get(row.shopifyOrderGid));
  const storyOf = (row: Row) => truthOf(row).story;
  const ledgerOrder = (row: Row, figure: LedgerFigureName): LedgerOrder => {
    const count = parcelCounts.get(row.shopifyOrderGid) ?? 1;
    const order = ledgerOrderOf(row, figure, truthOf(row));
    return { ...order, parcel: count > 1 ? { number: row.parcelNumber, count } : null };
  };
  return summariseLedger(
    {
      onTheRoad: onTheRoad.map((row) => ledgerOrder(row, "onTheRoad")),
      collected: collected.map((row) => ledgerOrder(row, "collected")),
      returned: returned.map((row) => ledgerOrder(row, "returned")),
      deliveredNoCash: deliveredNoCash.map((row) => ledgerOrder(row, "deliveredNoCash")),
      // The flags narrow the query; the one payment truth's story decides, as on the order page: a second payment
      // the merchant has refunded since is no refund to make any more (docs/decisions/090).
      paidTwice: refunds.filter((row) => storyOf(row) === "paid_twice").map((row) => ledgerOrder(row, "paidTwice")),
      paidAfterCancel: refunds
        .filter((row) => storyOf(row) === "paid_after_cancellation")
        .map((row) => ledgerOrder(row, "paidAfterCancel")),
      amountDiffers: amountDiffers.map((row) => ledgerOrder(row, "amountDiffers")),
      // Of the cash collected in the period, what fell short of what the buyer owed (docs/decisions/073).
      shortfall: collected.map((row) => ledgerOrder(row, "shortfall")).filter((order) => order.amountMinor > 0),
      // And what went beyond it: the refund the order page's "collected more than owed" asks for (docs/decisions/093).
      overCollected: collected.map((row) => ledgerOrder(row, "overCollected")).filter((order) => order.amountMinor > 0),
    },
    period,
    now,
  );
}

/**
 * A period as asked (?from=&to=, --from/--to) in days of the shop's own time zone, with the shop's
 * terms for writing its amounts and times (docs/decisions/043).
 */
export async function parseShopLedgerPeriod(
  ctx: Pick<AppContext, "db" | "now">,
  shopDomain: string,
  input: { from?: string | null; to?: string | null },
): Promise<{ period: PeriodResult; terms: ShopTerms }> {
  const terms = await loadShopTerms(ctx, shopDomain);
  return { period: parseLedgerPeriod(input, ctx.now(), terms.timeZone), terms };
}

/**
 * The flagged rows and the other parcels of their orders: an order's refund due is told on one of its parcels
 * (docs/decisions/091), which need not be the row its flag was written on.
 */
async function withSiblings(db: Db, shopId: string, flagged: Row[]): Promise<Row[]> {
  if (flagged.length === 0) return flagged;
  const siblings = await db.orderSync.findMany({
    where: {
      shopId,
      shopifyOrderGid: { in: [...new Set(flagged.map((row) => row.shopifyOrderGid))] },
      id: { notIn: flagged.map((row) => row.id) },
      currency: { not: null },
    },
    select: SELECT,
  });
  return [...flagged, ...(siblings as Row[])];
}

function earlier(a: Date, b: Date): Date {
  return a < b ? a : b;
}

/** The orders' stored ledgers, a bounded number of orders per query (a period may list thousands). */
async function ledgersOf(db: Db, shopId: string, gids: string[]) {
  const unique = [...new Set(gids)];
  const ledgers = new Map<string, OrderLedger>();
  for (let start = 0; start < unique.length; start += LEDGERS_PER_QUERY)
    for (const [gid, ledger] of await orderLedgersOf(db, shopId, unique.slice(start, start + LEDGERS_PER_QUERY)))
      ledgers.set(gid, ledger);
  return ledgers;
}
