import type { AppContext } from "~/app-context";
import { readStoredSyncSettings } from "~/order-mapping";
import { cachedLateDestinations } from "./lateness.server";

/** What the dashboard says about late deliveries: the destinations late too often, and whether their dates are widened. */
export async function getDashboardLateness(ctx: AppContext, shopDomain: string) {
  const shop = await ctx.db.shop.findUnique({
    where: { domain: shopDomain },
    select: { id: true, settingsJson: true },
  });
  if (!shop) return null;
  const late = await cachedLateDestinations(ctx, shop.id);
  return { count: late.length, widening: readStoredSyncSettings(shop.settingsJson).widenLateDates };
}
