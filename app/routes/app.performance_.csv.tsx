import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/admin";
import { csvDownload, plainTextAnswer } from "~/http";
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
  if (!period.ok) return plainTextAnswer(400, period.message);
  return csvDownload(locale, async () => {
    const report = await getDeliveryPerformance(ctx, shopDomain, period.period, request.signal);
    if (!report) return plainTextAnswer(404, "Unknown shop");
    const task: PerformanceCsvTask = { report, locale };
    const csv = await ctx.heavyWork.run<PerformanceCsvTask, string>(PERFORMANCE_CSV_TASK, task, request.signal);
    return { csv, fileName: performanceCsvFileName(shopDomain, report) };
  });
};
