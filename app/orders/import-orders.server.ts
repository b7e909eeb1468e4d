import type { AppContext } from "~/app-context";
import { AppError } from "~/errors";
import { shouldSendOrder, readStoredSyncSettings } from "~/order-mapping";
import { ourShippingIdentity } from "./our-shipping";
import { createOrderReader, oldestReadable, searchDate, type OrderReader } from "~/shopify";
import { takeOrderSnapshot } from "./take-order-snapshot.server";

/**
 * Import of the orders placed before the app was connected: the open, unfulfilled orders since a
 * date (at most 60 days back, the reach of read_orders) that the merchant's sync rules would have
 * sent. A dry run only counts them. A real run feeds each one the app does not hold yet through
 * the webhooks' intake, so it is handed off by the same job, within the same request budget to the
 * service (the sync job's client), exactly once: an order the app already holds is left alone, so
 * a second import sends nothing. Progress is written after every page (OrderImport), so the
 * settings page and the CLI show it, and a stopped import resumes at its cursor.
 */
export const IMPORT_DEFAULT_DAYS = 7;
export const IMPORT_MAX_DAYS = 60;
const STALE_IMPORT_MS = 15 * 60_000;

export class ImportRefusedError extends AppError {
  override name = "ImportRefusedError";
  /** The request itself is refused: asking again changes nothing. */
  readonly retryable = false;
  constructor(
    message: string,
    readonly code: "SINCE_TOO_OLD" | "SINCE_IN_FUTURE" | "IMPORT_RUNNING" | "NOT_CONNECTED",
  ) {
    super(message);
  }
}

/** Checks the date and that no other import of the shop is running, then records a new one. */
export async function startOrderImport(ctx: AppContext, shopId: string, input: { since: Date; dryRun: boolean }) {
  const now = ctx.now();
  if (Number.isNaN(input.since.getTime()) || input.since > now)
    throw new ImportRefusedError("The start date must be a date in the past.", "SINCE_IN_FUTURE");
  if (input.since < oldestReadable(now)) {
    throw new ImportRefusedError(
      `Shopify lets the app read the last ${IMPORT_MAX_DAYS} days of orders only: choose a date after ${oldestReadable(now).toISOString().slice(0, 10)}.`,
      "SINCE_TOO_OLD",
    );
  }
  const shop = await ctx.db.shop.findUnique({ where: { id: shopId }, include: { connection: true } });
  if (!shop?.connection || shop.uninstalledAt)
    throw new ImportRefusedError("Connect the shop to the delivery service first.", "NOT_CONNECTED");
  const running = await ctx.db.orderImport.findFirst({
    where: { shopId, state: "RUNNING", startedAt: { gt: new Date(now.getTime() - STALE_IMPORT_MS) } },
  });
  if (running && !input.dryRun && !running.dryRun)
    throw new ImportRefusedError(
      "An import of this shop's orders is already running; wait for it to finish.",
      "IMPORT_RUNNING",
    );
  return ctx.db.orderImport.create({ data: { shopId, since: input.since, dryRun: input.dryRun, startedAt: now } });
}

export type ImportProgress = {
  pagesRead: number;
  ordersRead: number;
  ordersMatching: number;
  ordersQueued: number;
  ordersKnown: number;
};

type RunOptions = {
  reader?: OrderReader;
  onProgress?: (progress: ImportProgress) => void;
};

/** Runs (or resumes) one import to its end; failures are recorded on the import and thrown. */
export async function runOrderImport(ctx: AppContext, importId: string, options: RunOptions) {
  const run = await ctx.db.orderImport.findUniqueOrThrow({ where: { id: importId }, include: { shop: true } });
  if (run.state !== "RUNNING") return run;
  const { shop } = run;
  try {
    const reader = options.reader ?? createOrderReader(await ctx.shopifyAdmin.graphqlWithCostFor(shop.domain));
    const settings = readStoredSyncSettings(shop.settingsJson);
    const ours = ourShippingIdentity(shop);
    const query = `created_at:>=${searchDate(run.since)} status:open fulfillment_status:unshipped`;
    const progress: ImportProgress = {
      pagesRead: run.pagesRead,
      ordersRead: run.ordersRead,
      ordersMatching: run.ordersMatching,
      ordersQueued: run.ordersQueued,
      ordersKnown: run.ordersKnown,
    };
    let after = run.cursor;
    for (;;) {
      const page = await reader.page(query, "CREATED_AT", after);
      const held = new Set(
        (
          await ctx.db.orderSync.findMany({
            where: { shopId: shop.id, shopifyOrderGid: { in: page.orders.map((o) => o.id) } },
            select: { shopifyOrderGid: true },
          })
        ).map((r) => r.shopifyOrderGid),
      );
      for (const stub of page.orders) {
        progress.ordersRead++;
        if (held.has(stub.id)) {
          progress.ordersKnown++;
          continue;
        }
        const snapshot = await reader.snapshot(stub.id);
        if (!snapshot || !shouldSendOrder(snapshot.order, settings, ours).send) continue;
        progress.ordersMatching++;
        if (run.dryRun) continue;
        const taken = await takeOrderSnapshot(ctx, shop, snapshot.order, snapshot.raw, "import");
        if (taken.outcome === "queued" && !taken.known) progress.ordersQueued++;
        else progress.ordersKnown++;
      }
      progress.pagesRead++;
      after = page.endCursor ?? after;
      const finished = !page.hasNextPage || !page.endCursor;
      await ctx.db.orderImport.update({
        where: { id: run.id },
        data: { ...progress, cursor: after, ...(finished ? { state: "DONE", finishedAt: ctx.now() } : {}) },
      });
      options.onProgress?.({ ...progress });
      if (finished) return ctx.db.orderImport.findUniqueOrThrow({ where: { id: run.id } });
    }
  } catch (error) {
    await ctx.db.orderImport.update({
      where: { id: run.id },
      data: { state: "FAILED", error: (error as Error).message.slice(0, 500), finishedAt: ctx.now() },
    });
    throw error;
  }
}

/** The shop's latest import, for the settings page. */
export function latestOrderImport(ctx: Pick<AppContext, "db">, shopId: string) {
  return ctx.db.orderImport.findFirst({ where: { shopId }, orderBy: { startedAt: "desc" } });
}
