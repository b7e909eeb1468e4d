import type { AppContext } from "~/app-context";
import { DeliveryPermissionError, type CheckoutRates, type DeliveryClient } from "~/delivery";
import { forgetOrdersKeyPricing, type CallbackShop } from "~/shops";
import { classifyLoadError } from "./classify-load-error";

/**
 * A buyer's cart asked of the service on the shop's checkout key and, when that key's budget is
 * spent (refused before sending, or answered 429), once more on the orders key's spare room where
 * the shop has one (docs/decisions/116): spec §8 counts 120 a minute per key, and the orders key's
 * are otherwise lost to checkout while orders are quiet. Both keys are the merchant's account, so
 * either answers the merchant's prices. A spill refused for the missing scope (the key lost it since
 * it was connected) ends the spill for the shop, on this instance at once and on the others through
 * the stored scopes; the buyer's answer then falls back as it would have without the spill.
 */
export async function askShopKeys(
  ctx: Pick<AppContext, "db" | "logger">,
  shop: Pick<CallbackShop, "id" | "spillClient">,
  checkoutClient: DeliveryClient,
  ask: (client: DeliveryClient) => Promise<CheckoutRates>,
): Promise<CheckoutRates> {
  try {
    return await ask(checkoutClient);
  } catch (error) {
    const spill = shop.spillClient;
    if (!spill || classifyLoadError(error) !== "rate_limited") throw error;
    try {
      return await ask(spill);
    } catch (spillError) {
      if (!(spillError instanceof DeliveryPermissionError && spillError.code === "API_KEY_SCOPE_MISSING"))
        throw spillError;
      shop.spillClient = null;
      ctx.logger.warn(
        { shopId: shop.id },
        "the orders key may no longer price checkout: checkout stops spilling into it",
      );
      void forgetOrdersKeyPricing(ctx, shop.id).catch((cause: unknown) =>
        ctx.logger.error({ shopId: shop.id, err: cause }, "could not record that the orders key lost checkout:rates"),
      );
      throw error;
    }
  }
}
