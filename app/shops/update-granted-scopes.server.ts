import type { AppContext } from "~/app-context";
import { grantedScopes } from "~/shopify";

/**
 * Records the scopes the merchant has granted on the shop's stored sessions. An app/scopes_update
 * body names no shop, so the shop is asked with its own token (docs/decisions/037): a body whose
 * scopes are not the ones that shop granted was meant for another shop and changes nothing.
 */
export async function updateGrantedScopes(
  ctx: Pick<AppContext, "db" | "shopifyAdmin">,
  domain: string,
  claimed: string[],
): Promise<"updated" | "no-session" | "not-this-shop"> {
  // Uninstalled (or never installed): there is no session to correct, and no token to ask with.
  if ((await ctx.db.session.count({ where: { shop: domain } })) === 0) return "no-session";
  const granted = await grantedScopes(await ctx.shopifyAdmin.graphqlFor(domain));
  const same = granted.length === new Set(claimed).size && claimed.every((scope) => granted.includes(scope));
  if (!same) return "not-this-shop";
  await ctx.db.session.updateMany({ where: { shop: domain }, data: { scope: granted.join(",") } });
  return "updated";
}
