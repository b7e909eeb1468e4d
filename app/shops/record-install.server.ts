import { randomBytes } from "node:crypto";
import type { AppContext } from "~/app-context";
import { SHOP_SYNC_ACTIVE } from "~/problems";

/** An unguessable token for a URL that identifies a shop to an outside caller. */
export function newUrlToken() {
  return randomBytes(24).toString("base64url");
}

/**
 * Records that a shop installed (or reinstalled) the app. A reinstall keeps the shop's settings,
 * tokens and history but its sync comes back only once the merchant's connection is checked again.
 */
export async function recordInstall({ db, now }: Pick<AppContext, "db" | "now">, domain: string) {
  return db.shop.upsert({
    where: { domain },
    create: { domain, webhookToken: newUrlToken(), carrierToken: newUrlToken() },
    update: { uninstalledAt: null, installedAt: now(), ...SHOP_SYNC_ACTIVE },
  });
}
