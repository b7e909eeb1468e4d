import { TEST_API_SECRET } from "../stack/test-env";
import { abidjanOrder } from "../stack/orders";
import { restOrderPayload } from "../shopify-stand-in/rest-payload";
import { postgresDatabase, sqliteDatabase, withBenchStack, type BenchDatabase } from "./bench-stack";
import { note } from "./stats";
import { reportRow } from "./summary";
import { measureWebhookFloor } from "./webhook-floor";

/*
 * The floor beside section 2's order webhook acknowledgement (issue 42: "HMAC + one insert"; docs/decisions/089).
 * Section 2 (bench/order-webhooks.ts) reports the app's CPU per orders/create webhook of its instance without jobs;
 * this measures bench/webhook-floor-server.ts on a fresh database of each engine with the same webhooks, built and
 * signed by the Shopify stand-in, and the same concurrency, in the same run, and reports the rows.
 */

const WEBHOOKS = 300; // as section 2's acknowledgement alone (BENCH_ORDERS, default 300)
const CONCURRENCY = 8; // as section 2
/**
 * Webhooks sent before the acknowledgement alone is timed, to the app (section 2) and to the floor alike: enough for
 * V8 to have optimized the path, as on an instance that has been up a while. The app's CPU a webhook was 0.97–1.07 ms
 * after 16 and 0.60–0.77 ms after 1,500 (docs/decisions/114).
 */
export const ACK_WARMUP = 1_500;
const TARGET_APP_CPU_MS = 1;

/** The app's CPU per webhook, by database, as section 2 measured it in this run. */
const appCpuMs = new Map<BenchDatabase["label"], number>();

/** Section 2's figure for the summary: the acknowledging instance's CPU per order webhook, without jobs. */
export function recordOrderAckCpu(database: BenchDatabase["label"], cpuMs: number): void {
  appCpuMs.set(database, cpuMs);
}

export async function benchOrderWebhookFloor(): Promise<void> {
  if (appCpuMs.size === 0) return;
  note(`\n  The floor of an order webhook (HMAC + one insert on a fresh database, bench/webhook-floor-server.ts):`);
  for (const [label, cpuMs] of appCpuMs) {
    const database = label === "SQLite" ? sqliteDatabase("orders_floor") : await postgresDatabase("orders_floor");
    if (typeof database === "string") continue;
    const floor = await withBenchStack(database, { JOB_WORKERS: "off" }, {}, async (stack) => {
      const domain = await stack.installShop({ currency: "XOF" });
      const requests = Array.from({ length: ACK_WARMUP + WEBHOOKS }, () => {
        const { order } = stack.shopify.state.addOrder(domain, abidjanOrder());
        const signed = stack.shopify.webhookRequest({
          path: "/webhooks/orders/create",
          topic: "orders/create",
          shop: domain,
          payload: restOrderPayload(order),
        });
        return { path: "/webhooks/orders/create", headers: signed.headers, body: signed.body };
      });
      return measureWebhookFloor({
        kind: "shopify",
        secret: TEST_API_SECRET,
        databaseUrl: database.url,
        requests,
        concurrency: CONCURRENCY,
        warmup: ACK_WARMUP,
      });
    });
    note(
      `  ${label}: ${floor.cpuMs.toFixed(2)} ms of CPU a webhook, ${Math.round(floor.perSecond)} a second${floor.failures ? ` (failures: ${floor.failures})` : ""}.`,
    );
    reportRow({
      path: `order webhook: app CPU / webhook, ${CONCURRENCY} in flight, no jobs`,
      database: label,
      measured: { value: cpuMs, unit: "ms" },
      floor: { figure: { value: floor.cpuMs, unit: "ms" }, what: "HMAC + one insert (bench/webhook-floor-server.ts)" },
      goal: { atMost: TARGET_APP_CPU_MS },
    });
  }
}
