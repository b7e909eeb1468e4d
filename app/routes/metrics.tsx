import type { LoaderFunctionArgs } from "@remix-run/node";
import { metricsAccess } from "~/health/browser";
import { renderMetrics } from "~/health";

// GET /metrics (Prometheus). It lists shop domains: production serves it only with METRICS_TOKEN
// set and given as a Bearer token (metrics-access.ts).
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const ctx = context.app;
  const access = metricsAccess(ctx.env, request.headers.get("authorization"));
  if (access === "not-configured")
    return new Response("Metrics are off: set METRICS_TOKEN (16 characters or more) to serve them.\n", { status: 403 });
  if (access === "unauthorized")
    return new Response("Unauthorized\n", { status: 401, headers: { "WWW-Authenticate": "Bearer" } });
  const body = await renderMetrics(ctx, await context.jobStats());
  return new Response(body, { headers: { "Content-Type": "text/plain; version=0.0.4" } });
};
