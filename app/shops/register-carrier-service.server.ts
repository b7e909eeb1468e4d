import type { AppContext } from "~/app-context";
import { type AdminGraphql, type ShopifyAdminError, createCarrierService, updateCarrierService } from "~/shopify";
import { shopUrls } from "./shop-urls";
import { carrierServiceProblem, NO_CARRIER_SERVICE_PROBLEM } from "~/problems";

/**
 * Creates the shop's carrier service, or updates the one it already has (reconnecting reuses it),
 * so checkout calls this app for rates. A refusal (plan without carrier-calculated shipping) is
 * stored with Shopify's words (the explanation is rendered when read) instead of failing the connection.
 */
export async function registerCarrierService(
  ctx: Pick<AppContext, "db" | "env">,
  shopDomain: string,
  graphql: AdminGraphql,
  active = true,
) {
  const shop = await ctx.db.shop.findUniqueOrThrow({ where: { domain: shopDomain } });
  const callbackUrl = shopUrls(ctx.env.SHOPIFY_APP_URL, shop).carrierServiceCallbackUrl;
  const create = () => createCarrierService(graphql, { callbackUrl });
  let result = shop.carrierServiceId
    ? await updateCarrierService(graphql, { id: shop.carrierServiceId, callbackUrl, active })
    : active
      ? await create()
      : null;
  // The one we registered is gone (the merchant deleted it in Shopify's shipping settings): register anew.
  if (shop.carrierServiceId && result && !result.ok) result = active ? await create() : null;
  if (!result) return ctx.db.shop.update({ where: { id: shop.id }, data: { carrierServiceState: "NONE" } });
  if (!result.ok)
    return ctx.db.shop.update({
      where: { id: shop.id },
      data: carrierServiceProblem("REFUSED", result.errors.join(" ")),
    });
  return ctx.db.shop.update({
    where: { id: shop.id },
    data: {
      carrierServiceId: result.value.id,
      carrierServiceState: result.value.active ? "ACTIVE" : "INACTIVE",
      ...NO_CARRIER_SERVICE_PROBLEM,
      carrierServiceCallbackUrl: callbackUrl,
    },
  });
}

/** Records a failure to reach Shopify at all, with what to do. */
export async function recordCarrierServiceFailure(
  ctx: Pick<AppContext, "db">,
  shopDomain: string,
  error: ShopifyAdminError,
) {
  await ctx.db.shop.update({ where: { domain: shopDomain }, data: carrierServiceProblem("ERROR", error.message) });
}
