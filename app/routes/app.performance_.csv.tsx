import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/admin";
import { busyResponse, isHeavyWorkBusy } from "~/heavy-work";
import { translate } from "~/i18n";
import {
  getDeliveryPerformance,
  parsePerformancePeriod,
  PERFORMANCE_CSV_TASK,
  type PerformanceCsvTask,
} from "~/performance";
import { performanceCsvFileName } from "~/performance/browser";

/*
 * GET /app/performance/csv?from=YYYY-MM-DD&to=YYYY-MM-DD (or ?days=7|30|90): delivery performance
 * per group as a CSV file, fetched by the page (App Bridge puts the session token on the request).
 * A bad period is a 400 saying what is wrong. Days are the shop's (its time zone); separators, numbers and
 * headers follow the viewer's language in the admin (docs/decisions/071). A long report's figures and the file are
 * made in the heavy-work pool (docs/decisions/069): a full pool is a 503 with Retry-After.
 */
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { shopDomain, locale } = await requireAdmin(context, request);
  const ctx = context.app;
  const params = new URL(request.url).searchParams;
  const period = await parsePerformancePeriod(ctx, shopDomain, {
    days: params.get("days"),
    from: params.get("from"),
    to: params.get("to"),
  });
  const text = { "Content-Type": "text/plain; charset=utf-8" };
  if (!period.ok) return new Response(`${period.message}\n`, { status: 400, headers: text });
  let csv: string;
  let report;
  try {
    report = await getDeliveryPerformance(ctx, shopDomain, period.period, request.signal);
    if (!report) return new Response("Unknown shop\n", { status: 404, headers: text });
    const task: PerformanceCsvTask = { report, locale };
    csv = await ctx.heavyWork.run<PerformanceCsvTask, string>(PERFORMANCE_CSV_TASK, task, request.signal);
  } catch (error) {
    if (!isHeavyWorkBusy(error)) throw error;
    return busyResponse(error, translate(locale, "export.error.busy"));
  }
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${performanceCsvFileName(shopDomain, report)}"`,
      // Deliveries move every hour: never reuse an earlier file.
      "Cache-Control": "no-store",
    },
  });
};
