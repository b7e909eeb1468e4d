import type { AppContext } from "~/app-context";
import type { MessageKey } from "~/i18n";
import { readLocationChoices, requeueOrdersHeldAtLocations, writeLocationChoices } from "~/shops";
import { readShopLocations, ShopifyAdminError, ShopifyErrorCode, type ShopLocation } from "~/shopify";
import {
  choicesFromForm,
  LocationsFormSchema,
  locationRows,
  type LocationsSection,
  type SaveLocationsResult,
} from "./locations-form";
import { parseFormJson } from "./form-json";

const shopOf = (ctx: AppContext, shopDomain: string) =>
  ctx.db.shop.findUnique({
    where: { domain: shopDomain },
    select: { id: true, connection: { select: { originCountryCode: true } } },
  });

type ReadLocations = { ok: true; locations: ShopLocation[] } | { ok: false; message: MessageKey };

/** Shopify's list of the shop's locations; a missing scope or a failure is a message, never a broken page. */
async function readLocations(ctx: AppContext, shopDomain: string): Promise<ReadLocations> {
  try {
    return { ok: true, locations: await readShopLocations(await ctx.shopifyAdmin.graphqlFor(shopDomain)) };
  } catch (error) {
    if (error instanceof ShopifyAdminError && error.code === ShopifyErrorCode.ACCESS_DENIED)
      return { ok: false, message: "settings.locations.error.denied" };
    ctx.logger.warn({ err: error, shop: shopDomain }, "settings: the shop's locations could not be read");
    return { ok: false, message: "settings.locations.error.unreachable" };
  }
}

/** The shop's locations, each with what ships with the service now and the default rule's answer (decision 085). */
export async function loadLocationsSection(ctx: AppContext, shopDomain: string): Promise<LocationsSection> {
  const shop = await shopOf(ctx, shopDomain);
  if (!shop) return { state: "unavailable", message: "settings.locations.error.unreachable" };
  const [read, choices] = await Promise.all([readLocations(ctx, shopDomain), readLocationChoices(ctx, shop.id)]);
  if (!read.ok) return { state: "unavailable", message: read.message };
  const originCountryCode = shop.connection?.originCountryCode ?? null;
  return { state: "ready", originCountryCode, locations: locationRows(read.locations, choices, originCountryCode) };
}

/**
 * Validates the Locations form against Shopify's list as it is now, stores the merchant's choices and looks again
 * at the orders held at unticked locations.
 */
export async function saveShopLocations(
  ctx: AppContext,
  shopDomain: string,
  formJson: string,
): Promise<SaveLocationsResult> {
  const ticks = LocationsFormSchema.safeParse(parseFormJson(formJson));
  const shop = await shopOf(ctx, shopDomain);
  if (!ticks.success || !shop) return { ok: false, error: "settings.locations.error.invalid" };
  const read = await readLocations(ctx, shopDomain);
  if (!read.ok) return { ok: false, error: read.message };
  const stored = await readLocationChoices(ctx, shop.id);
  const result = choicesFromForm(read.locations, stored, ticks.data, shop.connection?.originCountryCode ?? null);
  if (!result.ok) return result;
  await writeLocationChoices(ctx, shop.id, result.choices);
  await requeueOrdersHeldAtLocations(ctx, shop.id);
  return { ok: true };
}
