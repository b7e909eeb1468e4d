import type { AppContext } from "~/app-context";
import type { DeliveryClient } from "~/delivery";
import { ordersClientForShop } from "~/shops";
import { openOrderPersonalData } from "~/order-record";
import { ShopifyOrderSchema, type ShopifyOrder, readStoredSyncSettings, type SyncSettings } from "~/order-mapping";

export type LoadedOrderSync = NonNullable<Awaited<ReturnType<typeof loadRow>>>;

export type OrderSyncWork = {
  row: LoadedOrderSync;
  order: ShopifyOrder;
  settings: SyncSettings;
  /** Null when the shop has no usable connection (not connected, paused, uninstalled). */
  client: DeliveryClient | null;
  locale: string;
};

async function loadRow(ctx: Pick<AppContext, "db" | "secrets">, orderSyncId: string) {
  const row = await ctx.db.orderSync.findUnique({
    where: { id: orderSyncId },
    include: { shop: { include: { connection: true } } },
  });
  return row && openOrderPersonalData(ctx.secrets, row);
}

/** Everything a sync step needs about one order, read fresh from the database. */
export async function loadOrderSyncWork(ctx: AppContext, orderSyncId: string): Promise<OrderSyncWork | null> {
  const row = await loadRow(ctx, orderSyncId);
  if (!row?.shopifyOrderJson) return null;
  const order = ShopifyOrderSchema.parse(JSON.parse(row.shopifyOrderJson));
  const settings = readStoredSyncSettings(row.shop.settingsJson);
  const usable = row.shop.connection && row.shop.syncState === "ACTIVE";
  const client = usable ? ordersClientForShop(ctx, row.shop, row.shop.connection!) : null;
  return { row, order, settings, client, locale: row.shop.locale };
}
