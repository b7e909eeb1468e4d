import type { AppContext } from "~/app-context";
import { openOrderPersonalData } from "~/order-record";
import { orderLedgerOf, paymentTruth } from "~/payments";

/**
 * The parcels of a Shopify order (docs/decisions/072, 076), each its own row and service order: what each carries,
 * collects, where it is and its tracking number (the shipment id). Empty for an order that is one parcel, whose page
 * says all of it already.
 */
export async function parcelsOfOrder(ctx: AppContext, shopId: string, shopifyOrderGid: string) {
  const rows = await ctx.db.orderSync.findMany({
    where: { shopId, shopifyOrderGid },
    orderBy: { parcelNumber: "asc" },
    select: {
      id: true,
      parcelNumber: true,
      externalOrderRef: true,
      syncState: true,
      shipmentState: true,
      shipmentId: true,
      paymentPlan: true,
      codAmountMinor: true,
      currency: true,
      requestJson: true,
      // The rest of what the one payment truth reads: a parcel collected or cancelled has nothing left to collect.
      serviceOrderId: true,
      paymentState: true,
      owedNowMinor: true,
      shopifyPaidAt: true,
      paymentHoldAt: true,
      flaggedReason: true,
    },
  });
  if (rows.length < 2) return [];
  // Each parcel's money from the order's stored ledger, as every other view reads it (docs/decisions/091).
  const ledger = await orderLedgerOf(ctx.db, shopId, shopifyOrderGid);
  return rows.map((stored) => {
    const { requestJson, ...row } = openOrderPersonalData(ctx.secrets, stored);
    const payment = paymentTruth(row, null, ledger);
    return {
      id: row.id,
      parcelNumber: row.parcelNumber,
      externalOrderRef: row.externalOrderRef,
      syncState: row.syncState,
      shipmentState: row.shipmentState,
      shipmentId: row.shipmentId,
      // What the order page says the parcel still collects (null before it is sent: the amount it will collect).
      toCollectMinor: payment.stillToCollectMinor ?? row.codAmountMinor,
      currency: payment.currency,
      items: sentItems(requestJson),
    };
  });
}

/** The items of the body sent (or about to be sent), as the service has them; none once the body is erased. */
function sentItems(requestJson: string | null): Array<{ name: string; quantity: number }> {
  if (!requestJson) return [];
  try {
    const body = JSON.parse(requestJson) as { items?: Array<{ name?: unknown; quantity?: unknown }> };
    return (body.items ?? []).flatMap((item) =>
      typeof item.name === "string" && typeof item.quantity === "number"
        ? [{ name: item.name, quantity: item.quantity }]
        : [],
    );
  } catch {
    return [];
  }
}
