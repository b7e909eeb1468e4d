import type { AppContext } from "~/app-context";
import { externalOrderRef, type ShopifyOrder } from "~/order-mapping";
import { sealOrderPersonalData, SyncState } from "~/order-record";
import { recordOwed } from "~/payments";
import { checkoutHealthOf, missedCheckout } from "./missed-checkout";
import { ourShippingIdentity } from "./our-shipping";

/** How the app first learned of an order (OrderSync.intakeSource). */
export type IntakeSource = "webhook" | "sweep" | "import";

export type IntakeShop = {
  id: string;
  domain: string;
  carrierServiceState: string;
  carrierServiceId: string | null;
  installedAt: Date;
};

/**
 * The one intake of Shopify orders, whichever way they come: an orders/* webhook, the Shopify-side
 * sweep (a webhook that never arrived) or an import of older orders. It records the newest snapshot
 * (an older one never overwrites a newer one, race-free) and queues the order's sync, which works
 * from the latest state whatever brought it.
 *
 * A webhook always queues (its delivery may be a retry after a crash between these writes). A
 * sweep or an import changes nothing for an order the app already holds at this version or newer
 * and has already decided on: reading the same order again must never hand it off twice.
 */
export async function takeOrderSnapshot(
  ctx: AppContext,
  shop: IntakeShop,
  order: ShopifyOrder,
  raw: unknown,
  source: IntakeSource,
) {
  const updatedAt = order.updated_at ? new Date(order.updated_at) : ctx.now();
  // The order's first row (parcel 1): the one an intake creates; later parcels are added by its sync (parcels.server.ts).
  const key = {
    shopId_shopifyOrderGid_parcelNumber: {
      shopId: shop.id,
      shopifyOrderGid: order.admin_graphql_api_id,
      parcelNumber: 1,
    },
  };
  const known =
    source === "webhook"
      ? null
      : await ctx.db.orderSync.findUnique({
          where: key,
          select: { id: true, shopifyUpdatedAt: true, syncState: true },
        });
  if (known?.shopifyUpdatedAt && known.shopifyUpdatedAt >= updatedAt && known.syncState !== SyncState.PENDING) {
    return { outcome: "unchanged" as const, orderSyncId: known.id, known: true };
  }
  const snapshot = sealOrderPersonalData(ctx.secrets, {
    shopifyOrderJson: JSON.stringify(raw),
    shopifyUpdatedAt: updatedAt,
    orderName: order.name ?? order.admin_graphql_api_id,
    shopifyCustomerGid: order.customer?.admin_graphql_api_id ?? null,
    customerEmail: order.email ?? order.customer?.email ?? null,
    customerPhone: order.shipping_address?.phone ?? order.customer?.phone ?? order.phone ?? null,
  });
  const create = {
    shopId: shop.id,
    shopifyOrderGid: order.admin_graphql_api_id,
    externalOrderRef: externalOrderRef(shop.domain, snapshot.orderName, order.admin_graphql_api_id),
    intakeSource: source,
    ...snapshot,
    ...(source === "import" ? {} : await missedCheckoutMark(ctx, shop, order)),
  };
  const { row, created } = await upsertOrder(ctx, key, create);
  // What the buyer owes as this snapshot says: an entry of the order's money ledger (docs/decisions/084).
  await recordOwed(ctx.db, shop.id, order, ctx.now());
  // Webhooks arrive out of order: keep the newest snapshot only (conditional write, race-free).
  // A row created just now holds this snapshot already. Every parcel of the order has it (docs/decisions/076).
  const ofOrder = { shopId: shop.id, shopifyOrderGid: order.admin_graphql_api_id };
  if (!created) {
    await ctx.db.orderSync.updateMany({
      where: { ...ofOrder, OR: [{ shopifyUpdatedAt: null }, { shopifyUpdatedAt: { lte: updatedAt } }] },
      data: snapshot,
    });
  }
  const parcels = created ? [row] : await ctx.db.orderSync.findMany({ where: ofOrder, select: { id: true } });
  for (const parcel of parcels)
    await ctx.jobs.enqueue(
      "orders.sync-order",
      { orderSyncId: parcel.id },
      { dedupeKey: `sync:${parcel.id}:${updatedAt.toISOString()}`, shopId: shop.id },
    );
  return { outcome: "queued" as const, orderSyncId: row.id, known: Boolean(known) };
}

/**
 * Marks an order that missed the app at checkout, with the checkout health of its day
 * (missed-checkout.ts). Imported orders are older than the app's carrier service: never marked.
 */
async function missedCheckoutMark(ctx: AppContext, shop: IntakeShop, order: ShopifyOrder) {
  const missed = missedCheckout(order, shop, ourShippingIdentity(shop));
  // An order placed before the app was installed never had the app's rates to miss.
  if (!missed || missed.at < shop.installedAt) return {};
  const day = missed.at.toISOString().slice(0, 10);
  const stat = await ctx.db.checkoutStat.findUnique({ where: { shopId_day: { shopId: shop.id, day } } });
  return {
    missedCheckoutAt: missed.at,
    checkoutHealthJson: JSON.stringify(checkoutHealthOf(day, stat, missed.shippingTitle)),
  };
}

/**
 * Find-or-create of the order's row. Two intakes of one new order at once (a webhook and the
 * sweep, the CLI and the job, two instances) can both try the create: the loser finds the winner's
 * row. Plain statements, not Prisma's upsert, which runs in a transaction and, on SQLite, times
 * out when another process writes meanwhile.
 */
async function upsertOrder(
  ctx: AppContext,
  key: { shopId_shopifyOrderGid_parcelNumber: { shopId: string; shopifyOrderGid: string; parcelNumber: number } },
  create: Parameters<AppContext["db"]["orderSync"]["create"]>[0]["data"],
) {
  const found = await ctx.db.orderSync.findUnique({ where: key, select: { id: true } });
  if (found) return { row: found, created: false };
  try {
    return { row: await ctx.db.orderSync.create({ data: create, select: { id: true } }), created: true };
  } catch (error) {
    if ((error as { code?: string }).code !== "P2002") throw error;
    return { row: await ctx.db.orderSync.findUniqueOrThrow({ where: key, select: { id: true } }), created: false };
  }
}
