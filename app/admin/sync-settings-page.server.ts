import type { AppContext } from "~/app-context";
import { readStoredSyncSettings } from "~/order-mapping";
import { formValuesToSettings, SettingsFormValuesSchema, type SettingsFieldErrors } from "./settings-form";
import { parseFormJson } from "./form-json";

export type SaveSettingsResult = { ok: true } | { ok: false; errors: SettingsFieldErrors };

/** The shop's sync rules as stored (an invalid or missing field reads as its default). */
export async function readShopSyncSettings(ctx: AppContext, shopDomain: string) {
  const shop = await ctx.db.shop.findUnique({ where: { domain: shopDomain }, select: { settingsJson: true } });
  return readStoredSyncSettings(shop?.settingsJson);
}

/** Validates the sync-rules form and stores it on Shop.settingsJson; nothing is stored while a field is wrong. */
export async function saveShopSyncSettings(
  ctx: AppContext,
  shopDomain: string,
  formJson: string,
): Promise<SaveSettingsResult> {
  const values = SettingsFormValuesSchema.safeParse(parseFormJson(formJson));
  if (!values.success) return { ok: false, errors: { form: "settings.error.invalid" } };
  const result = formValuesToSettings(values.data, await readShopSyncSettings(ctx, shopDomain));
  if (!result.ok) return result;
  await ctx.db.shop.update({ where: { domain: shopDomain }, data: { settingsJson: JSON.stringify(result.settings) } });
  return { ok: true };
}
