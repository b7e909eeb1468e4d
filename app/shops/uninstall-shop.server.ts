import { forgetCallbackShop } from "./callback-shop.server";
import type { AppContext } from "~/app-context";
import { ShopPauseCode, shopSyncStopped } from "~/problems";

/**
 * app/uninstalled: Shopify has already revoked the tokens and removed the carrier service, so the
 * shop's sessions are deleted and its sync stops. Its data stays until shop/redact (48 h later),
 * so a quick reinstall loses nothing. This process stops answering the shop's checkout at once;
 * other instances within their shop cache's few seconds (docs/decisions/037).
 */
export async function uninstallShop({ db, now }: Pick<AppContext, "db" | "now">, domain: string) {
  // Webhook requests can arrive more than once and after the shop is gone: every step tolerates that.
  await db.session.deleteMany({ where: { shop: domain } });
  await db.shop.updateMany({
    where: { domain },
    data: {
      uninstalledAt: now(),
      ...shopSyncStopped("UNINSTALLED", ShopPauseCode.UNINSTALLED),
      carrierServiceState: "INACTIVE",
    },
  });
  forgetCallbackShop(domain);
}
