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

/** `days`: known at once (no widening) or being read. */
export type Widening = { destination: OrderDestination | null; days: number | Promise<number> };

/** Starts reading how late the callback's destination runs, when the shop widens dates; never rejects. */
export function startWidening(ctx: AppContext, shop: CallbackShop, body: unknown): Widening {
  const destination = callbackDestination(body);
  if (!shop.widenLateDates || !destination) return { destination, days: 0 };
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

/**
 * The rates as the buyer sees them, their dates recorded in the background: at once when the widening's days are
 * known (a promise only while they are read).
 */
export function servedWithPromises(
  ctx: AppContext,
  shopId: string,
  widening: Widening,
  body: ShopifyRatesBody,
): ShopifyRatesBody | Promise<ShopifyRatesBody> {
  const serve = (days: number) => {
    const served = withWidenedDates(body, days);
    noteCheckoutPromises(ctx.now(), shopId, widening.destination, served);
    return served;
  };
  return typeof widening.days === "number" ? serve(widening.days) : widening.days.then(serve);
}
