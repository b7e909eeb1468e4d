/**
 * The delivery dates a buyer is shown, and what the app remembers of them (docs/decisions/047):
 * widened where the shop turned that on and the destination is late too often, then written down
 * (noted in memory, written by the background work) so the order placed with them knows its promise.
 */
import type { AppContext } from "~/app-context";
import { noteCheckoutPromises } from "./checkout-promises.server";
import { callbackDestination, type OrderDestination, widenDaysFor } from "~/performance";
import type { CallbackShop } from "~/shops";
import type { ShopifyRatesBody } from "./map-rate-response";
import { withWidenedDates } from "./widened-dates";

export type Widening = { destination: OrderDestination | null; days: Promise<number> };

/** Starts reading how late the callback's destination runs, when the shop widens dates; never rejects. */
export function startWidening(ctx: AppContext, shop: CallbackShop, body: unknown): Widening {
  const destination = callbackDestination(body);
  if (!shop.widenLateDates || !destination) return { destination, days: Promise.resolve(0) };
  const days = widenDaysFor(ctx, shop.id, destination.key).catch((error: unknown) => {
    // Widening is a refinement: without it the buyer sees the service's own dates.
    ctx.logger.warn(
      { shopId: shop.id, err: error },
      "late destinations could not be read: dates shown as the service gave them",
    );
    return 0;
  });
  return { destination, days };
}

/** The rates as the buyer sees them, their dates recorded in the background. */
export async function servedWithPromises(
  ctx: AppContext,
  shopId: string,
  widening: Widening,
  body: ShopifyRatesBody,
): Promise<ShopifyRatesBody> {
  const served = withWidenedDates(body, await widening.days);
  noteCheckoutPromises(ctx.now(), shopId, widening.destination, served);
  return served;
}
