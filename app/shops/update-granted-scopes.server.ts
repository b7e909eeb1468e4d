import type { AppContext } from "~/context.server";

/** Records the scopes the merchant has granted on the shop's stored sessions. */
export async function updateGrantedScopes({ db }: Pick<AppContext, "db">, domain: string, scopes: string[]) {
  await db.session.updateMany({ where: { shop: domain }, data: { scope: scopes.join(",") } });
}
