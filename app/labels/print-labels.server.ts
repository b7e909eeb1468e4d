import type { AppContext } from "~/app-context";
import { plainExecute } from "~/db.server";
import { isHeavyWorkBusy } from "~/heavy-work";
import { DEFAULT_LOCALE, localeFromTag, type Locale } from "~/i18n";
import { translate } from "~/i18n";
import { openOrderPersonalData } from "~/order-record";
import { ShopifyAdminError, readOrderOrigins, readReturnAddress, type ShopReturnAddress } from "~/shopify";
import { shopTermsOf } from "~/shops";
import { orderLedgersOf, paymentTruthOf } from "~/payments";
import { labelOrderOf, type LabelOrder, type NoLabelReason } from "./label-order";
import type { LabelFormat } from "./label-format";
import type { LabelPdfTask } from "./label-pdf.task";
import { LABEL_PDF_TASK } from "./label-pdf-task-name";

/** One PDF holds at most this many labels (25 A4 pages): a day's parcels, drawn in seconds, bounded in memory. */
export const MAX_LABELS_PER_PDF = 100;

/** Which orders to print: the app's own ids (our pages) or Shopify's order GIDs (the admin's print actions). */
export type LabelSelection = { by: "id" | "gid"; ids: string[] };

export type PrintLabelsResult = { ok: true; pdf: Uint8Array; fileName: string; count: number } | Refusal | Busy;

/**
 * The labels of a shop's orders, in the order asked. An order of another shop, or unknown, refuses
 * the whole request as not found: nothing of it is printed. An order with no label (not sent,
 * cancelled, erased) refuses it too, naming the orders, rather than leaving a parcel without its
 * label unnoticed. `locale` is the language of the refusal's message.
 */
export async function findLabelOrders(ctx: AppContext, shopDomain: string, selection: LabelSelection, locale: Locale) {
  const ids = [...new Set(selection.ids)];
  if (ids.length === 0) return refuse(400, translate(locale, "labels.error.none"));
  if (ids.length > MAX_LABELS_PER_PDF)
    return refuse(400, translate(locale, "labels.error.tooMany", { max: MAX_LABELS_PER_PDF }));
  const shop = await ctx.db.shop.findUnique({ where: { domain: shopDomain } });
  if (!shop || shop.uninstalledAt) return refuse(404, translate(locale, "labels.error.notFound"));
  // A Shopify order asked by its id (the order page's print action) is all its parcels, one label each.
  const rows = await ctx.db.orderSync.findMany({
    where: { shopId: shop.id, ...(selection.by === "id" ? { id: { in: ids } } : { shopifyOrderGid: { in: ids } }) },
    orderBy: { parcelNumber: "asc" },
  });
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = selection.by === "id" ? row.id : row.shopifyOrderGid;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  if (ids.some((id) => !byKey.has(id))) return refuse(404, translate(locale, "labels.error.notFound"));
  if (rows.length > MAX_LABELS_PER_PDF)
    return refuse(400, translate(locale, "labels.error.tooMany", { max: MAX_LABELS_PER_PDF }));

  const labels: LabelOrder[] = [];
  const refused = new Map<NoLabelReason, string[]>();
  // What the rider collects as the order page reads it: from each order's stored ledger (docs/decisions/084).
  const ledgers = await orderLedgersOf(
    ctx.db,
    shop.id,
    rows.map((row) => row.shopifyOrderGid),
  );
  for (const row of ids.flatMap((id) => byKey.get(id)!)) {
    const opened = openOrderPersonalData(ctx.secrets, row);
    const made = labelOrderOf(opened, paymentTruthOf(opened, ledgers.get(row.shopifyOrderGid)));
    if (made.ok) labels.push(made.label);
    else refused.set(made.reason, [...(refused.get(made.reason) ?? []), opened.orderName]);
  }
  if (refused.size > 0) {
    const message = [...refused]
      .map(([reason, names]) => translate(locale, `labels.error.${reason}`, { orders: names.join(", ") }))
      .join(" ");
    return refuse(409, message);
  }
  await markWholeOrders(ctx, shop.id, labels);
  return { ok: true as const, shop, labels };
}

/** An order's only parcel carries the whole order: Shopify's weight of the order is then its own (printLabels). */
async function markWholeOrders(ctx: AppContext, shopId: string, labels: LabelOrder[]) {
  const parcels = await ctx.db.orderSync.groupBy({
    by: ["shopifyOrderGid"],
    where: { shopId, shopifyOrderGid: { in: [...new Set(labels.map((label) => label.shopifyOrderGid))] } },
    _count: { _all: true },
  });
  const single = new Set(parcels.filter((order) => order._count._all === 1).map((order) => order.shopifyOrderGid));
  for (const label of labels) label.wholeOrder = single.has(label.shopifyOrderGid);
}

/**
 * The labels as one PDF in the shop's language, or why not (findLabelOrders; Shopify unreachable: 503). The PDF is
 * drawn in the heavy-work pool (docs/decisions/069); a full pool is a 503 with Retry-After. `signal`: the request's.
 */
export async function printLabels(
  ctx: AppContext,
  shopDomain: string,
  selection: LabelSelection,
  format: LabelFormat,
  locale: Locale,
  signal?: AbortSignal,
): Promise<PrintLabelsResult> {
  const found = await findLabelOrders(ctx, shopDomain, selection, locale);
  if (!found.ok) return found;
  const { shop, labels } = found;
  let returnAddress;
  const shipsFrom: Record<string, ShopReturnAddress> = {};
  try {
    const graphql = await ctx.shopifyAdmin.graphqlFor(shopDomain);
    returnAddress = await readReturnAddress(graphql);
    // Each parcel's own place of departure: the location Shopify assigned its order to (decision 081); and the
    // order's weight from Shopify when its line items came without grams and the label is its order's only parcel.
    const origins = await readOrderOrigins(
      graphql,
      returnAddress.shopName,
      labels.map((label) => label.shopifyOrderGid),
    );
    for (const label of labels) {
      const origin = origins.get(label.shopifyOrderGid);
      // A parcel leaves from its own location (docs/decisions/076), an order not split from its open one.
      const from = (label.parcelLocationId && origin?.byLocation.get(label.parcelLocationId)) || origin?.shipsFrom;
      if (from) shipsFrom[label.orderSyncId] = from;
      // Shopify's weight is the whole order's: a parcel of a split order has no weight to print rather than that.
      if (label.weightGrams == null && label.wholeOrder && origin?.totalWeightGrams)
        label.weightGrams = origin.totalWeightGrams;
    }
  } catch (error) {
    if (!(error instanceof ShopifyAdminError)) throw error;
    ctx.logger.warn({ shop: shopDomain, error: error.message }, "labels: the shop's return address could not be read");
    return refuse(503, translate(locale, "labels.error.shopifyUnavailable"));
  }
  const labelLocale = localeFromTag(shop.locale) ?? DEFAULT_LOCALE;
  const task: LabelPdfTask = {
    labels,
    format,
    locale: labelLocale,
    terms: shopTermsOf(shop),
    returnAddress,
    shipsFrom,
  };
  let pdf: Uint8Array;
  try {
    pdf = await ctx.heavyWork.run<LabelPdfTask, Uint8Array>(LABEL_PDF_TASK, task, signal);
  } catch (error) {
    if (!isHeavyWorkBusy(error)) throw error;
    ctx.logger.warn({ shop: shopDomain, labels: labels.length }, "labels: the heavy-work pool is full");
    return {
      ok: false,
      status: 503,
      message: translate(locale, "labels.error.busy"),
      retryAfterSec: error.retryAfterSec,
    };
  }
  await recordLabelsPrinted(ctx, labels);
  const name = labels.length === 1 ? labels[0].orderName.replace(/[^\w-]/g, "") : `${labels.length}`;
  return { ok: true, pdf, fileName: `labels-${name}-${format}.pdf`, count: labels.length };
}

/**
 * The reference each label was printed under: what the merchant now holds on paper. A recreate later moves the order
 * to a new reference, and the order page then says to print the label again (label-reprint.ts, decision 077). Only
 * while the order still goes by that reference (a recreate between the read and now leaves it to be reprinted).
 * One statement for the whole PDF: a write per label would be a hundred commits on the event loop on SQLite, and other
 * shops' checkout callbacks would wait behind them. updatedAt moves as Prisma's would.
 */
async function recordLabelsPrinted(ctx: AppContext, labels: LabelOrder[]) {
  if (labels.length === 0) return;
  const pairs = labels.map((_, index) => `($${2 * index + 2}, $${2 * index + 3})`);
  await plainExecute(
    ctx.db,
    `UPDATE "OrderSync" SET "labelPrintedRef" = "externalOrderRef", "updatedAt" = $1
     WHERE ("id", "externalOrderRef") IN (VALUES ${pairs.join(", ")})
       AND ("labelPrintedRef" IS NULL OR "labelPrintedRef" <> "externalOrderRef")`,
    [new Date(), ...labels.flatMap((label) => [label.orderSyncId, label.reference])],
  );
}

type Refusal = { ok: false; status: 400 | 404 | 409 | 410 | 503; message: string; retryAfterSec?: undefined };
/** The heavy-work pool is full: asked again after `retryAfterSec`, it likely succeeds. */
type Busy = { ok: false; status: 503; message: string; retryAfterSec: number };

function refuse(status: Refusal["status"], message: string): Refusal {
  return { ok: false, status, message };
}

/** The PDF as an HTTP answer: inline, so a browser or Shopify's print preview shows it; never cached (personal data). */
export function labelsResponse(result: PrintLabelsResult, disposition: "inline" | "attachment" = "inline"): Response {
  if (!result.ok)
    return new Response(`${result.message}\n`, {
      status: result.status,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        ...(result.retryAfterSec ? { "Retry-After": String(result.retryAfterSec) } : {}),
      },
    });
  return new Response(Buffer.from(result.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${disposition}; filename="${result.fileName}"`,
      "Cache-Control": "no-store, private",
    },
  });
}
