import type { AppContext } from "~/app-context";
import type { Locale } from "~/i18n";
import { describeShopConnection } from "~/shops";
import { settingsToFormValues } from "./settings-form";
import { readShopSyncSettings } from "./sync-settings-page.server";

/** Everything the settings page shows: the connection (hints only, never a secret) and the sync rules. */
export async function loadSettingsPage(ctx: AppContext, shopDomain: string, locale: Locale) {
  const [connection, settings] = await Promise.all([
    describeShopConnection(ctx, shopDomain, locale),
    readShopSyncSettings(ctx, shopDomain),
  ]);
  return { connection, settings: settingsToFormValues(settings, locale) };
}
