import type { AppContext } from "~/app-context";
import { openOrderPersonalData } from "~/order-record";
import { orderLedgerOf, paymentTruthOf } from "~/payments";
import { describeOrderTracking } from "~/tracking";
import { printResult, type Command } from "../command";
import { orderFromOptions } from "./orders";

const USAGE = "orders:show --shop <domain> --order <name-or-id> [--json]";

export const ordersShow: Command = {
  name: "orders:show",
  summary: "Show one order: shipment state, timeline, Shopify fulfillments, fiscal events and errors.",
  async run(ctx, args, io) {
    const { row, json } = await orderFromOptions(ctx, args, USAGE);
    const described = await describeOrderTracking(ctx, row.id);
    const parcels = await parcelsOfOrder(ctx, row.shopId, row.shopifyOrderGid);
    printResult(io, parcels.length > 1 ? { ...described, parcels } : described, json);
  },
};

/**
 * Every parcel of the order the row is part of (docs/decisions/076, 086): the order named by its name or GID is
 * shown as its first parcel, and each parcel's reference (`--order <reference>`) shows that parcel.
 */
async function parcelsOfOrder(ctx: Pick<AppContext, "db" | "secrets">, shopId: string, shopifyOrderGid: string) {
  const rows = await ctx.db.orderSync.findMany({
    where: { shopId, shopifyOrderGid },
    orderBy: { parcelNumber: "asc" },
  });
  // The money as the order page reads it: from the order's stored ledger (docs/decisions/084).
  const ledger = await orderLedgerOf(ctx.db, shopId, shopifyOrderGid);
  return rows.map((parcel) => {
    const payment = paymentTruthOf(openOrderPersonalData(ctx.secrets, parcel), ledger);
    return {
      number: parcel.parcelNumber,
      id: parcel.id,
      externalOrderRef: parcel.externalOrderRef,
      syncState: parcel.syncState,
      shipmentId: parcel.shipmentId,
      shipmentState: parcel.shipmentState,
      stillToCollectMinor: payment.stillToCollectMinor,
      currency: payment.currency,
    };
  });
}
