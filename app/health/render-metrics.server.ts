import type { AppContext } from "~/app-context";
import type { QueueStats } from "~/jobs";

type Sample = {
  name: string;
  help: string;
  type: "counter" | "gauge";
  values: Array<{ labels: Record<string, string>; value: number }>;
};

/**
 * The app's metrics in Prometheus' text format: today's checkout health per shop (callbacks, cache
 * hits, stale answers, fallbacks, errors, service calls and latency), the job queues' backlog and the heavy-work
 * pool's threads and tasks (docs/decisions/069).
 */
export async function renderMetrics(ctx: Pick<AppContext, "db" | "now" | "heavyWork">, queues: QueueStats[]) {
  const heavy = ctx.heavyWork.stats();
  const gauge = (name: string, help: string, value: number): Sample => ({
    name,
    help,
    type: "gauge",
    values: [{ labels: {}, value }],
  });
  const day = ctx.now().toISOString().slice(0, 10);
  const stats = await ctx.db.checkoutStat.findMany({ where: { day }, include: { shop: { select: { domain: true } } } });
  const perShop = (
    field:
      | "callbacks"
      | "cacheHits"
      | "staleServed"
      | "fallbacksUsed"
      | "errors"
      | "serviceCalls"
      | "serviceLatencyMs"
      | "modelAnswers"
      | "modelChecks"
      | "modelDrops"
      | "rateLimited",
  ) => stats.map((row) => ({ labels: { shop: row.shop.domain }, value: row[field] }));
  const samples: Sample[] = [
    {
      name: "checkout_callbacks_today",
      help: "Carrier-service callbacks answered today",
      type: "counter",
      values: perShop("callbacks"),
    },
    {
      name: "checkout_cache_hits_today",
      help: "Callbacks answered from the cache today",
      type: "counter",
      values: perShop("cacheHits"),
    },
    {
      name: "checkout_stale_answers_today",
      help: "Callbacks answered with a stale cached answer today",
      type: "counter",
      values: perShop("staleServed"),
    },
    {
      name: "checkout_fallbacks_today",
      help: "Callbacks answered with the merchant's fallback rates today",
      type: "counter",
      values: perShop("fallbacksUsed"),
    },
    {
      name: "checkout_errors_today",
      help: "Callbacks during which the service could not answer today",
      type: "counter",
      values: perShop("errors"),
    },
    {
      name: "checkout_rate_limited_today",
      help: "Callbacks the keys' request budget could not serve today (spec §8; docs/decisions/116)",
      type: "counter",
      values: perShop("rateLimited"),
    },
    {
      name: "checkout_service_calls_today",
      help: "Calls to the service's /checkout/rates today",
      type: "counter",
      values: perShop("serviceCalls"),
    },
    {
      name: "checkout_service_latency_ms_total_today",
      help: "Sum of /checkout/rates latencies today (divide by service calls)",
      type: "counter",
      values: perShop("serviceLatencyMs"),
    },
    {
      name: "checkout_model_answers_today",
      help: "Callbacks answered today by a destination's learned rates (no service call)",
      type: "counter",
      values: perShop("modelAnswers"),
    },
    {
      name: "checkout_model_checks_today",
      help: "Learned answers also asked of the service today (the sampling rule)",
      type: "counter",
      values: perShop("modelChecks"),
    },
    {
      name: "checkout_model_drops_today",
      help: "Destinations' learned rates dropped today at a contradiction by the service's answer",
      type: "counter",
      values: perShop("modelDrops"),
    },
    {
      name: "jobs_queued",
      help: "Jobs waiting to run",
      type: "gauge",
      values: queues.map((q) => ({ labels: { queue: q.queue }, value: q.queued })),
    },
    {
      name: "jobs_running",
      help: "Jobs running",
      type: "gauge",
      values: queues.map((q) => ({ labels: { queue: q.queue }, value: q.running })),
    },
    {
      name: "jobs_failed",
      help: "Jobs that failed for good",
      type: "gauge",
      values: queues.map((q) => ({ labels: { queue: q.queue }, value: q.failed })),
    },
    gauge("heavy_work_threads", "Worker threads alive for heavy work (label PDFs, CSV, reports)", heavy.threads),
    gauge("heavy_work_running", "Heavy-work tasks running in a thread", heavy.running),
    gauge("heavy_work_queued", `Heavy-work tasks waiting for a thread (at most ${heavy.maxQueue})`, heavy.queued),
    {
      ...gauge("heavy_work_refused", "Heavy-work tasks refused (503) since the start", heavy.refused),
      type: "counter",
    },
  ];
  return samples.map(format).join("");
}

function format(sample: Sample) {
  const lines = [`# HELP ${sample.name} ${sample.help}`, `# TYPE ${sample.name} ${sample.type}`];
  for (const { labels, value } of sample.values) {
    const text = Object.entries(labels)
      .map(([key, label]) => `${key}="${label.replace(/["\\\n]/g, "_")}"`)
      .join(",");
    lines.push(text ? `${sample.name}{${text}} ${value}` : `${sample.name} ${value}`);
  }
  return `${lines.join("\n")}\n`;
}
