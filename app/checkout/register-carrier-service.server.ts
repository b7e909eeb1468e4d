import type { AppContext } from "~/context.server";
import type { AdminGraphql } from "~/shopify/admin-graphql.server";
import { ShopifyAdminError } from "~/shopify/admin-graphql.server";
import { shopUrls } from "~/shops/shop-urls";

export const CARRIER_SERVICE_NAME = "Delivery Connect";

const CREATE = `#graphql
  mutation CarrierServiceCreate($input: DeliveryCarrierServiceCreateInput!) {
    carrierServiceCreate(input: $input) {
      carrierService { id active callbackUrl }
      userErrors { field message }
    }
  }`;

const UPDATE = `#graphql
  mutation CarrierServiceUpdate($input: DeliveryCarrierServiceUpdateInput!) {
    carrierServiceUpdate(input: $input) {
      carrierService { id active callbackUrl }
      userErrors { field message }
    }
  }`;

type Payload = { carrierService: { id: string; active: boolean } | null; userErrors: Array<{ field: string[] | null; message: string }> };

export const PLAN_EXPLANATION =
  "Shopify refused the carrier service. Showing delivery options calculated at checkout needs carrier-calculated shipping: the Advanced plan or higher, the Shopify plan billed yearly (or with the feature added by Shopify Support), or a development store. Change the plan, then connect again.";

/**
 * Creates the shop's carrier service, or updates the one it already has (reconnecting reuses it),
 * so checkout calls this app for rates. A refusal (plan without carrier-calculated shipping) is
 * stored with an explanation for the merchant instead of failing the connection.
 */
export async function registerCarrierService(ctx: Pick<AppContext, "db" | "env">, shopDomain: string, graphql: AdminGraphql, active = true) {
  const shop = await ctx.db.shop.findUniqueOrThrow({ where: { domain: shopDomain } });
  const callbackUrl = shopUrls(ctx.env.SHOPIFY_APP_URL, shop).carrierServiceCallbackUrl;
  const create = async () => (await graphql<{ carrierServiceCreate: Payload }>(CREATE, { input: { name: CARRIER_SERVICE_NAME, callbackUrl, active: true, supportsServiceDiscovery: true } })).carrierServiceCreate;
  let result = shop.carrierServiceId
    ? (await graphql<{ carrierServiceUpdate: Payload }>(UPDATE, { input: { id: shop.carrierServiceId, name: CARRIER_SERVICE_NAME, callbackUrl, active, supportsServiceDiscovery: true } })).carrierServiceUpdate
    : active
      ? await create()
      : null;
  // The one we registered is gone (the merchant deleted it in Shopify's shipping settings): register anew.
  if (shop.carrierServiceId && result && !result.carrierService) result = active ? await create() : null;
  if (!result) return ctx.db.shop.update({ where: { id: shop.id }, data: { carrierServiceState: "NONE" } });
  if (result.userErrors.length > 0 || !result.carrierService) {
    const shopifySaid = result.userErrors.map((error) => error.message).join(" ");
    return ctx.db.shop.update({ where: { id: shop.id }, data: { carrierServiceState: "REFUSED", carrierServiceMessage: `${PLAN_EXPLANATION} (Shopify: ${shopifySaid})` } });
  }
  return ctx.db.shop.update({
    where: { id: shop.id },
    data: { carrierServiceId: result.carrierService.id, carrierServiceState: result.carrierService.active ? "ACTIVE" : "INACTIVE", carrierServiceMessage: null },
  });
}

/** Records a failure to reach Shopify at all, with what to do. */
export async function recordCarrierServiceFailure(ctx: Pick<AppContext, "db">, shopDomain: string, error: ShopifyAdminError) {
  await ctx.db.shop.update({ where: { domain: shopDomain }, data: { carrierServiceState: "ERROR", carrierServiceMessage: `Could not register the carrier service: ${error.message}. Try connecting again.` } });
}
