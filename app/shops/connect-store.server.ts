import { resumeShopOrders } from "./resume-shop-orders.server";
import { registerCarrierService, recordCarrierServiceFailure } from "./register-carrier-service.server";
import { forgetCallbackShops } from "./callback-shop.server";
import type { AppContext } from "~/app-context";
import { ShopifyAdminError } from "~/shopify";
import { connectShop, type ConnectInput, type ConnectResult } from "./connect-shop.server";
import { refreshShopTerms } from "./refresh-shop-terms.server";
import { ShopPauseCode, shopSyncStopped } from "~/problems";

/**
 * What "connect" means to the merchant (CLI shop:configure and the settings page): the key is
 * checked and stored, then the carrier service is created or updated so checkout shows the
 * service's rates. A Shopify refusal of the carrier service does not undo the connection; it is
 * shown with what to change. Orders that waited while sync was paused are queued again.
 */
export async function connectStore(ctx: AppContext, input: ConnectInput): Promise<ConnectResult> {
  const result = await connectShop(ctx, input);
  if (!result.ok) return result;
  await setCarrierServiceActive(ctx, input.shopDomain, true);
  await readShopTermsOnConnect(ctx, input.shopDomain);
  const shop = await ctx.db.shop.findUniqueOrThrow({ where: { domain: input.shopDomain } });
  await resumeShopOrders(ctx, shop.id);
  return result;
}

/** Disconnecting deactivates the carrier service (kept, so reconnecting reuses it) and pauses sync. */
export async function disconnectStore(ctx: AppContext, shopDomain: string) {
  await setCarrierServiceActive(ctx, shopDomain, false);
  const shop = await ctx.db.shop.update({
    where: { domain: shopDomain },
    data: shopSyncStopped("PAUSED", ShopPauseCode.DISCONNECTED),
  });
  await ctx.db.serviceConnection.deleteMany({ where: { shopId: shop.id } });
  forgetCallbackShops();
}

/** The shop's time zone and money format; if Shopify cannot say now, the reconciliation reads them later. */
async function readShopTermsOnConnect(ctx: AppContext, shopDomain: string) {
  try {
    await refreshShopTerms(ctx, shopDomain, await ctx.shopifyAdmin.graphqlFor(shopDomain));
  } catch (error) {
    if (!(error instanceof ShopifyAdminError)) throw error;
    ctx.logger.warn({ shop: shopDomain, error: error.message }, "shop time zone and money format not read yet");
  }
}

async function setCarrierServiceActive(ctx: AppContext, shopDomain: string, active: boolean) {
  try {
    await registerCarrierService(ctx, shopDomain, await ctx.shopifyAdmin.graphqlFor(shopDomain), active);
  } catch (error) {
    if (!(error instanceof ShopifyAdminError)) throw error;
    await recordCarrierServiceFailure(ctx, shopDomain, error);
  }
  forgetCallbackShops();
}
