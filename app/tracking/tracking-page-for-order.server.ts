import type { AppContext } from "~/app-context";
import { plainExecute, plainQuery } from "~/db.server";
import { openOrderPersonalData } from "~/order-record";
import { newTrackingToken, trackingPageUrl } from "./tracking-page-url";

type OrderForPage = { id: string; trackingToken: string | null; shopifyOrderJson: string | null };

/**
 * The order's tracking page address, its token created on first use (orders sent before the page
 * existed get one too). Two workers racing write one token: the second reads the first's.
 * Plain statements (docs/decisions/034): a delivery's apply asks for it as it creates the order's first
 * fulfillment, and through Prisma's models the write and its read were two compiled queries, about 1 ms of CPU each.
 * `updatedAt` moves as Prisma's `@updatedAt` would move it.
 */
export async function trackingPageForOrder(
  ctx: Pick<AppContext, "db" | "secrets">,
  shopDomain: string,
  order: OrderForPage,
): Promise<string> {
  let token = order.trackingToken;
  if (!token) {
    const created = newTrackingToken();
    const written = await plainExecute(
      ctx.db,
      `UPDATE "OrderSync" SET "trackingToken" = $1, "updatedAt" = $2 WHERE "id" = $3 AND "trackingToken" IS NULL`,
      [created, new Date(), order.id],
    );
    token = written === 1 ? created : await writtenToken(ctx.db, order.id);
  }
  return trackingPageUrl(shopDomain, token, buyerLocaleOf(openOrderPersonalData(ctx.secrets, order).shopifyOrderJson));
}

/** The token another worker wrote first. */
async function writtenToken(db: AppContext["db"], orderId: string): Promise<string> {
  const [row] = await plainQuery<{ trackingToken: string | null }>(
    db,
    `SELECT "trackingToken" FROM "OrderSync" WHERE "id" = $1`,
    [orderId],
  );
  if (!row?.trackingToken) throw new Error(`Order ${orderId} has no tracking token after one was written.`);
  return row.trackingToken;
}

/** The order's `customer_locale` (REST order payload), the language the buyer checked out in. */
function buyerLocaleOf(shopifyOrderJson: string | null): string | null {
  try {
    const locale = (JSON.parse(shopifyOrderJson ?? "null") as { customer_locale?: unknown } | null)?.customer_locale;
    return typeof locale === "string" ? locale : null;
  } catch {
    return null;
  }
}
