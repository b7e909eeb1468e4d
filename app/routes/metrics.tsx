import type { LoaderFunctionArgs } from "@remix-run/node";
import { getJobQueue } from "~/background/job-queue.server";
import { getAppContext } from "~/context.server";
import { renderMetrics } from "~/health/render-metrics.server";

// GET /metrics (Prometheus). With METRICS_TOKEN set, a matching Bearer token is required.
export const loader = async ({ request }: LoaderFunctionArgs) => {
  const ctx = getAppContext();
  const token = ctx.env.METRICS_TOKEN;
  if (token && request.headers.get("authorization") !== `Bearer ${token}`) return new Response("Unauthorized", { status: 401 });
  const body = await renderMetrics(ctx, await getJobQueue().stats());
  return new Response(body, { headers: { "Content-Type": "text/plain; version=0.0.4" } });
};
