import { randomBytes } from "node:crypto";
import type { Db } from "~/db.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type LedgerRowInput = {
  orderName: string;
  paymentPlan?: string;
  paymentState?: string | null;
  codAmountMinor?: number;
  currency?: string;
  syncState?: string;
  sent?: boolean;
  shipmentState?: string | null;
  shipmentStateAt?: Date | null;
  codCollectedAt?: Date | null;
  shopifyPaidAt?: Date | null;
  flaggedReason?: string | null;
};

/** One order as the app's handoff and tracking code leave it, written with Prisma directly. */
export async function ledgerRow(db: Db, shopId: string, input: LedgerRowInput) {
  const id = `7${randomBytes(5).readUIntBE(0, 5)}`;
  const sent = input.sent ?? true;
  return db.orderSync.create({
    data: {
      shopId,
      shopifyOrderGid: `gid://shopify/Order/${id}`,
      orderName: input.orderName,
      externalOrderRef: `ledger-${id}`,
      syncState: input.syncState ?? (sent ? "SENT" : "PENDING"),
      paymentPlan: input.paymentPlan ?? "COD",
      paymentState: input.paymentState === undefined ? "COD_PENDING" : input.paymentState,
      codAmountMinor: input.codAmountMinor ?? 1_500_000,
      currency: input.currency ?? "XOF",
      serviceOrderId: sent ? `ord_${id}` : null,
      shipmentId: sent ? `shp_${id}` : null,
      shipmentState: input.shipmentState === undefined ? (sent ? "in_transit" : null) : input.shipmentState,
      shipmentStateAt: input.shipmentStateAt ?? null,
      codCollectedAt: input.codCollectedAt ?? null,
      shopifyPaidAt: input.shopifyPaidAt ?? null,
      flaggedReason: input.flaggedReason ?? null,
      sentAt: sent ? new Date(Date.now() - 6 * DAY) : null,
    },
  });
}

/**
 * A shop's cash-on-delivery story with every case the ledger tells apart, dated from `now`, and
 * the figures it must give for the default period (the last 30 UTC days).
 */
export async function seedLedgerStory(db: Db, shopId: string, now = new Date()) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const row = (input: LedgerRowInput) => ledgerRow(db, shopId, input);
  const orders = {
    // On the road: in transit, not yet moved, arriving.
    inTransit: await row({ orderName: "#5001", codAmountMinor: 1_500_000 }),
    justSent: await row({ orderName: "#5002", codAmountMinor: 2_000_050, shipmentState: null }),
    arriving: await row({ orderName: "#5003", codAmountMinor: 300_000, shipmentState: "arriving" }),
    // Not on the road: paid by the buyer before delivery (nothing to collect), cancelled, not sent, not COD.
    paidBefore: await row({ orderName: "#5004", paymentState: "PAID_RECORDED", shopifyPaidAt: ago(2 * HOUR) }),
    cancelled: await row({ orderName: "#5005", syncState: "CANCELLED", shipmentState: "cancelled" }),
    notSent: await row({ orderName: "#5006", sent: false }),
    prepaid: await row({ orderName: "#5007", paymentPlan: "PAID", paymentState: "PAID_RECORDED", codAmountMinor: 0 }),
    // Collected and recorded in Shopify.
    recorded: await row({
      orderName: "#5010",
      paymentState: "COD_COLLECTED",
      shipmentState: "delivered",
      codAmountMinor: 2_500_000,
      codCollectedAt: ago(2 * DAY),
      shopifyPaidAt: ago(2 * DAY - HOUR),
    }),
    // Collected, Shopify not told for three days: needs a look.
    unrecorded: await row({
      orderName: "#5011",
      paymentState: "COD_COLLECTED",
      shipmentState: "delivered",
      codAmountMinor: 1_000_000,
      codCollectedAt: ago(3 * DAY),
    }),
    // Collected an hour ago, not yet recorded: not late.
    fresh: await row({
      orderName: "#5012",
      paymentState: "COD_COLLECTED",
      shipmentState: "delivered",
      codAmountMinor: 700_000,
      codCollectedAt: ago(HOUR),
    }),
    // Collected 40 days ago: outside the default period.
    old: await row({
      orderName: "#5013",
      paymentState: "COD_COLLECTED",
      shipmentState: "delivered",
      codAmountMinor: 9_900_000,
      codCollectedAt: ago(40 * DAY),
      shopifyPaidAt: ago(40 * DAY),
    }),
    // Returned, nothing collected.
    returned: await row({
      orderName: "#5014",
      shipmentState: "returned",
      shipmentStateAt: ago(5 * DAY),
      codAmountMinor: 450_000,
    }),
    // Cash collected although the buyer had paid in Shopify.
    paidTwice: await row({
      orderName: "#5015",
      paymentState: "COD_COLLECTED",
      shipmentState: "delivered",
      codAmountMinor: 1_200_000,
      codCollectedAt: ago(4 * DAY),
      shopifyPaidAt: ago(4 * DAY),
      flaggedReason: "ADDRESS_NEEDS_MANUAL_VERIFICATION,PAID_TWICE",
    }),
    // Delivered two days ago, no collection on file.
    deliveredNoCash: await row({
      orderName: "#5016",
      shipmentState: "delivered",
      shipmentStateAt: ago(2 * DAY),
      codAmountMinor: 800_000,
    }),
    // A euro order collected yesterday.
    euro: await row({
      orderName: "#5020",
      currency: "EUR",
      codAmountMinor: 4_199,
      paymentState: "COD_COLLECTED",
      shipmentState: "delivered",
      codCollectedAt: ago(DAY + HOUR),
      shopifyPaidAt: ago(DAY),
    }),
  };
  return orders;
}
