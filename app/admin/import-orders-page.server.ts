import type { AppContext } from "~/app-context";
import { oldestReadable } from "~/shopify";
import {
  IMPORT_DEFAULT_DAYS,
  IMPORT_MAX_DAYS,
  ImportRefusedError,
  latestOrderImport,
  startOrderImport,
} from "~/orders";

const DAY_MS = 86_400_000;

export type ImportCardState = Awaited<ReturnType<typeof loadImportCard>>;

/**
 * The settings page's "orders placed before the app" card. Right after the shop is connected it
 * has never counted them: the first look starts a dry run of the last 7 days, so the page can say
 * how many there are; the merchant then sends them (or counts again over another span).
 */
export async function loadImportCard(ctx: AppContext, shopDomain: string) {
  const shop = await ctx.db.shop.findUnique({
    where: { domain: shopDomain },
    include: { connection: { select: { shopId: true } } },
  });
  if (!shop?.connection || shop.uninstalledAt) return null;
  let latest = await latestOrderImport(ctx, shop.id);
  if (!latest) {
    await queueImport(ctx, shop.id, IMPORT_DEFAULT_DAYS, true).catch((error) =>
      ctx.logger.warn({ err: error, shop: shopDomain }, "could not start the first import count"),
    );
    latest = await latestOrderImport(ctx, shop.id);
  }
  return {
    defaultDays: IMPORT_DEFAULT_DAYS,
    maxDays: IMPORT_MAX_DAYS,
    latest: latest && {
      id: latest.id,
      dryRun: latest.dryRun,
      state: latest.state,
      days: Math.max(1, Math.round((latest.startedAt.getTime() - latest.since.getTime()) / DAY_MS)),
      pagesRead: latest.pagesRead,
      ordersRead: latest.ordersRead,
      ordersMatching: latest.ordersMatching,
      ordersQueued: latest.ordersQueued,
      ordersKnown: latest.ordersKnown,
      error: latest.error,
    },
  };
}

export type ImportActionResult =
  | { ok: true }
  | {
      ok: false;
      error:
        | "settings.import.error.days"
        | "settings.import.error.running"
        | "settings.import.error.notConnected"
        | "settings.import.error.tooOld";
    };

/** "Count" (dry run) or "Send" from the card: checked here, run by the orders.import job. */
export async function startImportFromPage(
  ctx: AppContext,
  shopDomain: string,
  form: { days: unknown; send: boolean },
): Promise<ImportActionResult> {
  const days = Number(form.days);
  if (!Number.isInteger(days) || days < 1 || days > IMPORT_MAX_DAYS)
    return { ok: false, error: "settings.import.error.days" };
  const shop = await ctx.db.shop.findUnique({ where: { domain: shopDomain } });
  if (!shop) return { ok: false, error: "settings.import.error.notConnected" };
  try {
    await queueImport(ctx, shop.id, days, !form.send);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ImportRefusedError)) throw error;
    const byCode = {
      IMPORT_RUNNING: "settings.import.error.running",
      NOT_CONNECTED: "settings.import.error.notConnected",
      SINCE_TOO_OLD: "settings.import.error.tooOld",
      SINCE_IN_FUTURE: "settings.import.error.days",
    } as const;
    return { ok: false, error: byCode[error.code] };
  }
}

async function queueImport(ctx: AppContext, shopId: string, days: number, dryRun: boolean) {
  const now = ctx.now();
  // "60 days" means as far back as Shopify lets the app read.
  const since = new Date(Math.max(now.getTime() - days * DAY_MS, oldestReadable(now).getTime() + 1000));
  const run = await startOrderImport(ctx, shopId, { since, dryRun });
  await ctx.jobs.enqueue("orders.import", { importId: run.id }, { dedupeKey: `import:${run.id}`, shopId });
  return run;
}
