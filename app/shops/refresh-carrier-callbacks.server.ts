import { forgetCallbackShops } from "./callback-shop.server";
import { recordCarrierServiceFailure, registerCarrierService } from "./register-carrier-service.server";
import type { AppContext } from "~/app-context";
import { ShopifyAdminError } from "~/shopify";
import { shopUrls } from "./shop-urls";

/**
 * Shopify calls each shop's carrier service at the callback URL it was given. When the app comes up
 * at a new SHOPIFY_APP_URL (`shopify app dev` opens a new tunnel each time; a move to a new domain),
 * every connected shop's carrier service is updated to the new URL, keeping it active or inactive as
 * it was; otherwise checkout would call an address that no longer answers. Shops already registered
 * at the current URL are not touched. A shop Shopify refuses is recorded with what to do (as on connecting).
 */
export async function refreshCarrierCallbacks(
  ctx: Pick<AppContext, "db" | "env" | "logger" | "shopifyAdmin">,
): Promise<{ updated: number; failed: number }> {
  const shops = await ctx.db.shop.findMany({
    where: {
      carrierServiceId: { not: null },
      carrierServiceState: { in: ["ACTIVE", "INACTIVE"] },
      uninstalledAt: null,
    },
    select: {
      domain: true,
      webhookToken: true,
      carrierToken: true,
      carrierServiceState: true,
      carrierServiceCallbackUrl: true,
    },
  });
  const stale = shops.filter(
    (shop) => shop.carrierServiceCallbackUrl !== shopUrls(ctx.env.SHOPIFY_APP_URL, shop).carrierServiceCallbackUrl,
  );
  let failed = 0;
  for (const shop of stale) {
    try {
      await registerCarrierService(
        ctx,
        shop.domain,
        await ctx.shopifyAdmin.graphqlFor(shop.domain),
        shop.carrierServiceState === "ACTIVE",
      );
    } catch (error) {
      if (!(error instanceof ShopifyAdminError)) throw error;
      failed++;
      ctx.logger.warn({ shop: shop.domain, err: error.message }, "carrier service callback URL not updated");
      await recordCarrierServiceFailure(ctx, shop.domain, error);
    }
  }
  if (stale.length > 0) {
    forgetCallbackShops();
    ctx.logger.info(
      { updated: stale.length - failed, failed, appUrl: ctx.env.SHOPIFY_APP_URL },
      "carrier service callback URLs follow SHOPIFY_APP_URL",
    );
  }
  return { updated: stale.length - failed, failed };
}
