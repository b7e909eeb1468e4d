import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { createDeliveryClient, signDeliveryPayload } from "~/delivery";
import { parseEnv } from "~/env.server";
import { SQLITE_POLL_INTERVAL_MS } from "~/jobs/prisma-queue.server";
import { connectTestShop } from "../stack/connect";
import { startApp, type AppProcess } from "../stack/app-process";
import type { Stack } from "../stack/stack";
import { profilingOptions, summarizeProfiles } from "./cpu-profile";
import { cpuShareRefusal, holdToCpuShare, type CpuShare } from "./cpu-share";
import { createBenchClient } from "./http-client";
import { reportRow } from "./summary";
import { measureWebhookFloor, type FloorFigures } from "./webhook-floor";
import { measureDeliveryJobFloor, type JobFloorFigures } from "./delivery-job-floor";
import { postgresDatabase, sqliteDatabase, withBenchStack, type BenchDatabase } from "./bench-stack";
import {
  cpuSecondsOf,
  heading,
  loadNow,
  ms,
  note,
  num,
  pct,
  perSecond,
  pollUntil,
  runLoad,
  startTimer,
  statusList,
  summarize,
  table,
  verdict,
  type LoadResult,
} from "./stats";

/*
 * Section 3: the delivery service's signed webhooks (spec §6) posted to the app's per-shop URL:
 * each is verified (HMAC, 300 s), recorded once by its id and queued, then acknowledged. Measured
 * on SQLite and on PostgreSQL. Applying them to Shopify (fulfillments and events in the stand-in)
 * happens afterwards in the app's background jobs, here on worker instances started once the
 * deliveries are in, so the jobs meet a real backlog; then how soon idle workers pick up new work.
 */

const ORDERS = 20;
const LATENCY_DELIVERIES = 100; // one at a time
const THROUGHPUT_DELIVERIES = 400;
const CONCURRENCY = 16;
const APPLY_TIMEOUT_MS = 30_000;
const IDLE_DELIVERIES = 5; // per instance, each after a quiet pause
const IDLE_PAUSE_MS = 500;
const SECRET = "whsec_bench_delivery_webhooks_0001";
const ROUTE_FILE = "app/routes/webhooks.delivery.$token.tsx";
const APPLY_QUEUE = "tracking.apply-delivery";
// The worker instances' JOB_CONCURRENCY (the app's default unless set), to see where the backlog's pace comes from.
const JOB_CONCURRENCY = process.env.BENCH_JOB_CONCURRENCY;
// A directory: the acknowledging instance and each worker instance write a V8 CPU profile there when they stop,
// summarized after each database's run (bench/cpu-profile.ts; open the files in Chrome's DevTools for call trees).
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;
// How many worker instances share the backlog on PostgreSQL, the multi-instance path (SQLite: always one):
// 1 and 3 side by side, or only the count BENCH_WORKER_INSTANCES names.
const WORKER_INSTANCES = process.env.BENCH_WORKER_INSTANCES
  ? [Math.min(4, Math.max(1, Number(process.env.BENCH_WORKER_INSTANCES) || 1))]
  : [1, 3];
// Worker instances on added cores (issue 42): on PostgreSQL the backlog again with 1 and with 3 worker instances, each
// held to this share of a core (bench/cpu-share.ts), so that 3 of them stay under this 2-core machine as 3 cores would.
// BENCH_WORKER_SHARE sets it (cores, 0.05 to 1); "off" leaves these runs out.
const WORKER_SHARE =
  process.env.BENCH_WORKER_SHARE === "off"
    ? null
    : Math.min(1, Math.max(0.05, Number(process.env.BENCH_WORKER_SHARE ?? 0.25) || 0.25));
const SHARED_INSTANCES = [1, 3];
// Throughput with 3 instances of one share each against 1 of that share (docs/decisions/118): linear would be 3×; the
// goal is that the two added instances add at least half of the first one's pace between them.
const TARGET_SHARED_SCALING = 1.5;
// The targets (issue 42), printed beside the figures as information.
const TARGET_ACK_P99_MS = 20;
const TARGET_ACK_PER_SECOND = 800;
const TARGET_BACKLOG_MS = { SQLite: 10_000, PostgreSQL: 5_000 } as const;
// PostgreSQL wakes any instance's idle workers (NOTIFY); SQLite has no signal between processes, so a delivery posted to
// another process is found at its workers' next poll, the tick's own time after it (docs/decisions/126).
const TARGET_PICKUP_MS = 100;
const TARGET_SQLITE_OTHER_PROCESS_PICKUP_MS = SQLITE_POLL_INTERVAL_MS + 50;
const TARGET_ACK_CPU_MS = 1; // the acknowledging instance's CPU per delivery
const TARGET_WORKER_CPU_MS = 5; // the worker instances' CPU per delivery applied
// The floor of an acknowledgement (HMAC + one insert, bench/webhook-floor-server.ts): deliveries sent before it is timed.
const FLOOR_WARMUP = 50;
const TARGET_SHOPIFY_CALLS = 1; // Shopify calls per delivery applied
const FULFILLMENT_CREATE_OPERATION = "TrackingFulfillmentCreate";
// The delivery job's floor in the summary: its Shopify call sent by Shopify's own client, as the app must send it
// (the README's standard: Shopify's libraries for everything Shopify); the section prints Node's fetch beside it.
const JOB_FLOOR_CLIENT = "library" as const;

type Tracked = { orderId: string; externalOrderRef: string; shipmentId: string; shopifyOrderGid: string };
type Pickup = { where: string; p50: number; max: number };
const WITHOUT_WORKERS = "the instance without workers";
const pickupTarget = (database: string, where: string) =>
  database.startsWith("SQLite") && where === WITHOUT_WORKERS ? TARGET_SQLITE_OTHER_PROCESS_PICKUP_MS : TARGET_PICKUP_MS;
/** Where the backlog's time went: CPU seconds per wall second of the worker instances and of this process (sandbox, Shopify stand-in). */
type Profile = {
  workerCpu: number;
  /** The worker instances' CPU seconds over the backlog, per delivery applied: what bounds one worker's pace, and steadier than wall time on a busy machine. */
  workerCpuPerDeliveryMs: number;
  /**
   * The same over the deliveries applied after the first half of the backlog: each instance's code is compiled by
   * then, so this is the job's own cost, without an instance's start (docs/decisions/119).
   */
  warmWorkerCpuPerDeliveryMs: number;
  /** PostgreSQL's backends' CPU over the backlog, per delivery applied (null on SQLite): the other half of each statement. */
  databaseCpuPerDeliveryMs: number | null;
  benchCpu: number;
  machineBusy: number;
  shopifyCalls: number;
  /** The backlog's Shopify calls by operation (name, or its root fields), to see which call each delivery makes. */
  shopifyOperations: Map<string, number>;
};
/**
 * The machine during the acknowledgements at 16 in flight, per delivery: the sender (this process: node:http,
 * its requests signed beforehand) and the database server (PostgreSQL's backends of the bench's database;
 * SQLite runs inside the app) share the two cores with the app, so they bound the rate with it.
 */
type AckMachine = { senderCpuMs: number; databaseCpuMs: number | null; busy: number; cores: number };
type Result =
  | {
      database: string;
      engine: BenchDatabase["label"];
      /** Each worker instance's share of a core (decision 118); absent: the instances share the machine. */
      share?: number;
      latency: LoadResult;
      throughput: LoadResult;
      /** The acknowledging instance's CPU per delivery at 16 in flight: what bounds its rate on one core. */
      ackCpuMs: number;
      /** Where the rest of the machine went during the same 16 in flight, per delivery acknowledged. */
      ackMachine: AckMachine;
      /** HMAC + one insert on the same database, the same deliveries at 16 in flight: the acknowledgement's floor. */
      floor: FloorFigures;
      /**
       * The delivery job's floor once the backlog was applied: the same number of deliveries at the workers' total
       * concurrency, each one statement, one Shopify call and one statement (bench/delivery-job-floor-worker.ts),
       * the call sent with Node's fetch and with Shopify's own client.
       */
      jobFloor: { fetch: JobFloorFigures; library: JobFloorFigures };
      /** The machine's 1-minute load average once this database's run was measured. */
      load: number;
      applied: number;
      backlogMs: number;
      total: number;
      pickups: Pickup[];
      profile: Profile;
    }
  | { database: string; skipped: string };

export async function benchDeliveryWebhooks(): Promise<void> {
  heading("3. Delivery webhooks: verified, recorded and acknowledged; the backlog applied by the jobs", [
    `${ORDERS} shipments; each delivery a shipment event (picked_up, in_transit, leg_checkpoint…, arriving, delivered) with its own id,`,
    "signed with signDeliveryPayload (app/delivery) and POSTed to the shop's delivery webhook URL, with X-Service-Event and X-Service-Delivery,",
    "all signed before the first is sent, and sent with node:http (bench/http-client.ts).",
    `Latency: ${LATENCY_DELIVERIES} deliveries one at a time. Throughput: ${THROUGHPUT_DELIVERIES} deliveries, ${CONCURRENCY} in flight. On SQLite, then on a temporary PostgreSQL database.`,
    "The instance that acknowledges runs no jobs (JOB_WORKERS=off), so the deliveries pile up as a backlog; then",
    `instances with workers (JOB_WORKERS=on, JOB_CONCURRENCY=${JOB_CONCURRENCY ?? "the default"}) start and apply them to Shopify (at most ${APPLY_TIMEOUT_MS / 1000} s of waiting):`,
    `one on SQLite; on PostgreSQL ${WORKER_INSTANCES.join(" and then ")} (each run on its own database; BENCH_WORKER_INSTANCES and BENCH_JOB_CONCURRENCY set them).`,
    `Then, idle: ${IDLE_DELIVERIES} single deliveries to each instance, ${IDLE_PAUSE_MS} ms apart; "picked up" = receipt recorded → the job's "job started" log line.`,
  ]);
  if (!existsSync(ROUTE_FILE)) {
    note(`  Skipped: the app has no delivery webhook route (${ROUTE_FILE}) in this tree.`);
    return;
  }
  const results: Result[] = [];
  results.push(await runOn(sqliteDatabase("deliveries"), 1));
  for (const instances of WORKER_INSTANCES) {
    const postgres = await postgresDatabase(`deliveries${instances}`);
    results.push(
      typeof postgres === "string" ? { database: "PostgreSQL", skipped: postgres } : await runOn(postgres, instances),
    );
  }
  const shared = await sharedRuns();
  results.push(...shared);

  const rows: string[][] = [];
  const cpuRows: string[][] = [];
  for (const result of results) {
    if ("skipped" in result) {
      rows.push([result.database, "skipped", "-", "-", "-", "-", "-", "-"]);
      continue;
    }
    const one = summarize(result.latency.latencies);
    const many = summarize(result.throughput.latencies);
    const manyRate = perSecond(many.count, result.throughput.wallMs);
    rows.push([
      result.database,
      "1 at a time",
      num(one.count),
      ms(one.p50, 2),
      ms(one.p99, 2),
      num(perSecond(one.count, result.latency.wallMs)),
      failures(result.latency),
      `p99 ≤ ${TARGET_ACK_P99_MS} ms: ${verdict(one.p99 <= TARGET_ACK_P99_MS)}`,
    ]);
    rows.push([
      result.database,
      `${CONCURRENCY} in flight`,
      num(many.count),
      ms(many.p50, 2),
      ms(many.p99, 2),
      num(manyRate),
      failures(result.throughput),
      `≥ ${TARGET_ACK_PER_SECOND} / s: ${verdict(manyRate >= TARGET_ACK_PER_SECOND)}`,
    ]);
    // A run on shares of a core (decision 118) is measured for its scaling only: the goals are for a whole core.
    if (result.share === undefined) reportRows(result, manyRate);
    cpuRows.push([
      result.database,
      ms(result.ackCpuMs, 2),
      num(1000 / result.ackCpuMs),
      `≤ ${ms(TARGET_ACK_CPU_MS, 1)}: ${verdict(result.ackCpuMs <= TARGET_ACK_CPU_MS)}`,
    ]);
  }
  note(table(["database", "load", "deliveries", "ack p50", "ack p99", "acked / s", "failures", "target"], rows));
  note(`  (machine load average after the runs: ${loadNow()})`);
  note(
    "  What bounds the rate: the acknowledging instance's own CPU per delivery at 16 in flight (one event loop, one core),",
  );
  note("  and the rate that CPU alone would allow. Where it goes: BENCH_CPU_PROFILE_DIR and docs/decisions/034.");
  note(table(["database", "app CPU / delivery", "ceiling / s", "target"], cpuRows));
  note("  The same 16 in flight on the whole machine: the sender (this process: node:http) and the database server");
  note(
    "  (PostgreSQL's backends; SQLite works inside the app) share the cores with the app. Their CPU per delivery added up,",
  );
  note("  over the cores, is the rate the machine allows when it is saturated:");
  note(
    table(
      ["database", "app", "sender", "database server", "all / delivery", "machine busy", "machine allows / s"],
      results.flatMap((result) => {
        if ("skipped" in result) return [];
        const { senderCpuMs, databaseCpuMs, busy, cores } = result.ackMachine;
        const all = result.ackCpuMs + senderCpuMs + (databaseCpuMs ?? 0);
        return [
          [
            result.database,
            ms(result.ackCpuMs, 2),
            ms(senderCpuMs, 2),
            databaseCpuMs === null ? "in the app" : ms(databaseCpuMs, 2),
            ms(all, 2),
            pct(busy),
            num((cores * 1000) / all),
          ],
        ];
      }),
    ),
  );
  note();
  note(
    `  The backlog applied to Shopify by the worker instance(s) (fulfillment created or event added, receipt marked processed):`,
  );
  note(
    databaseTable(["database", "backlog", "applied", "left", "time", "applied / s", "target"], results, (result) => [
      num(result.total),
      num(result.applied),
      num(result.total - result.applied),
      ms(result.backlogMs, 0),
      num(perSecond(result.applied, result.backlogMs), 1),
      result.share !== undefined
        ? "- (a share of a core)"
        : `all in ≤ ${TARGET_BACKLOG_MS[result.engine] / 1000} s: ${verdict(result.applied === result.total && result.backlogMs <= TARGET_BACKLOG_MS[result.engine])}`,
    ]),
  );
  note(
    "  Meanwhile (where the time went): CPU cores used by the worker instance(s), their CPU and PostgreSQL's per delivery, this process (sandbox, Shopify stand-in),",
  );
  note(
    "  the whole machine's CPU busy (every process, other people's included: 100 % = saturated), Shopify calls per delivery:",
  );
  note(
    databaseTable(
      [
        "database",
        "worker instances CPU",
        "worker CPU / delivery",
        "PostgreSQL CPU / delivery",
        "bench process CPU",
        "machine CPU busy",
        "Shopify calls / delivery",
        "target",
      ],
      results,
      (result) => [
        pct(result.profile.workerCpu),
        ms(result.profile.workerCpuPerDeliveryMs),
        result.profile.databaseCpuPerDeliveryMs === null
          ? "in the worker"
          : ms(result.profile.databaseCpuPerDeliveryMs, 2),
        pct(result.profile.benchCpu),
        pct(result.profile.machineBusy),
        num(result.profile.shopifyCalls / Math.max(1, result.applied), 2),
        `≤ ${num(callsFloor(result), 2)}: ${verdict(result.profile.shopifyCalls / Math.max(1, result.applied) <= callsFloor(result) + 0.005)}`,
      ],
    ),
  );
  note(
    `  The target is ${num(TARGET_SHOPIFY_CALLS, 1)} call per delivery where Shopify allows it. An order's first fulfillment costs two more: a read`,
  );
  note(
    "  of the order (fulfillmentCreate needs its fulfillment orders' ids, which only a read gives) and the create itself, besides",
  );
  note("  the event (docs/decisions/053). So the floor is one call per delivery plus two per fulfillment created.");
  for (const result of results) {
    if ("skipped" in result) continue;
    const operations = [...result.profile.shopifyOperations.entries()].sort((a, b) => b[1] - a[1]);
    note(
      `  ${result.database}: Shopify calls by operation, per delivery: ${operations.map(([name, count]) => `${name} ${num(count / Math.max(1, result.applied), 2)}`).join(", ")}`,
    );
  }
  note();
  note(
    "  The delivery job's floor, measured once the backlog was applied: the same number of deliveries at the workers' total",
  );
  note(
    "  concurrency, each one statement, one Shopify call and one statement in a bare process (bench/delivery-job-floor-worker.ts),",
  );
  note(
    "  the call sent with Node's fetch, then with Shopify's own GraphQL client (@shopify/shopify-api) as the app sends it.",
  );
  note(
    "  CPU over the whole backlog, which includes each instance's start (its code compiled as it first runs), and over",
  );
  note("  the deliveries applied after the first half, when every instance runs compiled code (docs/decisions/119):");
  note(
    databaseTable(
      [
        "database",
        "worker CPU / delivery",
        "floor, fetch",
        "floor, Shopify's client",
        "second half: worker",
        "floor, Shopify's client",
        "backlog",
        "backlog floor, fetch",
        "backlog floor, Shopify's client",
      ],
      results,
      (result) => [
        ms(result.profile.workerCpuPerDeliveryMs, 2),
        floorCpu(result.jobFloor.fetch),
        floorCpu(result.jobFloor.library),
        ms(result.profile.warmWorkerCpuPerDeliveryMs, 2),
        ms(result.jobFloor.library.warmCpuMs, 2),
        ms(result.backlogMs, 0),
        ms(result.jobFloor.fetch.wallMs, 0),
        ms(result.jobFloor.library.wallMs, 0),
      ],
    ),
  );
  note();
  note("  Idle pickup: a delivery's job started after its receipt was recorded, the workers idle:");
  note(
    table(
      ["database", "delivery posted to", "p50", "max", "target"],
      results.flatMap((result) =>
        "skipped" in result
          ? [[result.database, "-", "-", "-", "-"]]
          : result.pickups.map((pickup) => {
              const target = pickupTarget(result.database, pickup.where);
              return [
                result.database,
                pickup.where,
                ms(pickup.p50, 0),
                ms(pickup.max, 0),
                `≤ ${target} ms: ${verdict(pickup.max <= target)}`,
              ];
            }),
      ),
    ),
  );
  for (const result of results) if ("skipped" in result) note(`  ${result.database} skipped: ${result.skipped}`);
  noteScaling(shared);
}

/** The backlog on PostgreSQL with 1 and with 3 worker instances, each held to WORKER_SHARE of a core. */
async function sharedRuns(): Promise<Result[]> {
  if (WORKER_SHARE === null) return [];
  const refusal = cpuShareRefusal();
  const results: Result[] = [];
  for (const instances of SHARED_INSTANCES) {
    const postgres = refusal ?? (await postgresDatabase(`deliveries${instances}share`));
    results.push(
      typeof postgres === "string"
        ? { database: runLabel("PostgreSQL", instances, WORKER_SHARE), skipped: postgres }
        : await runOn(postgres, instances, WORKER_SHARE),
    );
  }
  return results;
}

/** What the added instances (each on a share of its own, as on a core of its own) added to the backlog's pace. */
function noteScaling(shared: Result[]): void {
  const [one, three] = shared;
  if (!one || !three || "skipped" in one || "skipped" in three) return;
  // A backlog not applied in full has no pace to compare.
  const rate = (result: Extract<Result, { applied: number }>) =>
    result.applied < result.total ? Number.NaN : perSecond(result.total, result.backlogMs);
  const scaling = rate(three) / rate(one);
  const share = num(one.share ?? Number.NaN, 2);
  note(
    `\n  Worker instances on added cores: ${num(rate(one), 1)} deliveries a second with 1 instance of ${share} core,`,
  );
  note(
    `  ${num(rate(three), 1)} with 3 of that share each: ${num(scaling, 2)}× (goal ≥ ${TARGET_SHARED_SCALING}×: ${verdict(scaling >= TARGET_SHARED_SCALING)}).`,
  );
  reportRow({
    path: `deliveries applied a second, 3 worker instances of ${share} core each`,
    database: "PostgreSQL",
    load: three.load,
    measured: { value: rate(three), unit: "/s" },
    floor: { figure: { value: rate(one), unit: "/s" }, what: "1 worker instance of the same share" },
    goal: { atLeast: TARGET_SHARED_SCALING, ofFloor: "ratio" },
  });
}

/** Issue 42's delivery rows (bench/summary.ts): the acknowledgement beside its floor, the jobs against their goals. */
function reportRows(result: Extract<Result, { applied: number }>, ackedPerSecond: number): void {
  const { database, load } = result;
  const floorWhat = "HMAC + one insert, same database (bench/webhook-floor-server.ts)";
  reportRow({
    path: `delivery webhook: app CPU / delivery, ${CONCURRENCY} in flight`,
    database,
    load,
    measured: { value: result.ackCpuMs, unit: "ms" },
    floor: { figure: { value: result.floor.cpuMs, unit: "ms" }, what: floorWhat },
    goal: { atMost: TARGET_ACK_CPU_MS },
  });
  reportRow({
    path: `delivery webhooks acknowledged, ${CONCURRENCY} in flight`,
    database,
    load,
    measured: { value: ackedPerSecond, unit: "/s" },
    floor: { figure: { value: result.floor.perSecond, unit: "/s" }, what: floorWhat },
    goal: { atLeast: TARGET_ACK_PER_SECOND },
  });
  const jobFloorWhat = "read, one Shopify call (Shopify's client), write (bench/delivery-job-floor-worker.ts)";
  const jobFloor = result.jobFloor[JOB_FLOOR_CLIENT];
  reportRow({
    path: "delivery job: worker CPU / delivery applied",
    database,
    load,
    measured: { value: result.profile.workerCpuPerDeliveryMs, unit: "ms" },
    floor: { figure: { value: jobFloor.cpuMs, unit: "ms" }, what: jobFloorWhat },
    goal: { atMost: TARGET_WORKER_CPU_MS },
  });
  reportRow({
    path: "delivery job: the same, second half of the backlog",
    database,
    load,
    measured: { value: result.profile.warmWorkerCpuPerDeliveryMs, unit: "ms" },
    floor: { figure: { value: jobFloor.warmCpuMs, unit: "ms" }, what: `${jobFloorWhat}, its second half` },
    goal: { atMost: TARGET_WORKER_CPU_MS },
  });
  reportRow({
    path: `${num(result.total)}-delivery backlog applied${result.applied < result.total ? ` (${num(result.total - result.applied)} left)` : ""}`,
    database,
    load,
    measured: { value: result.applied < result.total ? Number.NaN : result.backlogMs / 1000, unit: "s" },
    floor: {
      figure: { value: jobFloor.wallMs / 1000, unit: "s" },
      what: `the same backlog and concurrency: ${jobFloorWhat}`,
    },
    goal: { atMost: TARGET_BACKLOG_MS[result.engine] / 1000 },
  });
}

/** One call per delivery applied, plus the read and the create of each first fulfillment (those created in the backlog). */
function callsFloor(result: Extract<Result, { applied: number }>): number {
  const created = result.profile.shopifyOperations.get(FULFILLMENT_CREATE_OPERATION) ?? 0;
  return (TARGET_SHOPIFY_CALLS * result.applied + 2 * created) / Math.max(1, result.applied);
}

function countOperations(requests: Array<{ operationName?: string | null; rootFields?: string[] }>) {
  const counts = new Map<string, number>();
  for (const request of requests) {
    const name = request.operationName ?? request.rootFields?.join("+") ?? "?";
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** A table of one row per database: `row` of its figures, or dashes across where it was skipped. */
function databaseTable(
  header: string[],
  results: Result[],
  row: (result: Extract<Result, { applied: number }>) => string[],
): string {
  return table(
    header,
    results.map((result) =>
      "skipped" in result ? [result.database, ...header.slice(1).map(() => "-")] : [result.database, ...row(result)],
    ),
  );
}

/** A job floor's CPU per delivery, with the failed calls when Shopify refused any (then the floor is not a floor). */
function floorCpu(floor: JobFloorFigures): string {
  return `${ms(floor.cpuMs, 2)}${floor.failures ? ` (${num(floor.failures)} refused)` : ""}`;
}

function failures(load: LoadResult): string {
  return load.failures ? statusList(load.statuses) : "0";
}

/** "PostgreSQL, 3 workers", or "PostgreSQL, 3 workers of 0.25 core" when each is held to a share. */
function runLabel(engine: BenchDatabase["label"], instances: number, share?: number): string {
  const workers = `${instances} worker${instances === 1 ? "" : "s"}`;
  return `${engine}, ${workers}${share === undefined ? "" : ` of ${num(share, 2)} core`}`;
}

/** One database's run; `share`: each worker instance held to that many cores (bench/cpu-share.ts). */
async function runOn(database: BenchDatabase, instances: number, share?: number): Promise<Result> {
  const label = runLabel(database.label, instances, share);
  note(`  Running on ${label}…`);
  return withBenchStack(database, { JOB_WORKERS: "off", ...profilingOptions(CPU_PROFILE_DIR) }, {}, async (stack) => {
    const domain = await stack.installShop({ currency: "XOF" });
    const shop = await connectTestShop(stack, domain, { webhookSecrets: [SECRET] });
    const tracked = await trackedOrders(stack, shop.id, domain);
    const total = LATENCY_DELIVERIES + THROUGHPUT_DELIVERIES;
    const deliveries = journeyDeliveries(tracked, total + 2 * IDLE_DELIVERIES);
    let next = 0;
    // Each delivery signed and serialised before the timers start, as the checkout section does: the service's
    // signing is its own cost, not the app's, and node:http (bench/http-client.ts) keeps fetch's cost out of it.
    const prepare = (appUrl = stack.app.url) => {
      const body = deliveries[next++];
      const headers = signedHeaders(body);
      return { url: `${appUrl}/webhooks/delivery/${shop.webhookToken}`, headers, body: body.raw, id: body.id };
    };
    const client = createBenchClient(CONCURRENCY);
    const send = async (request: ReturnType<typeof prepare>) => ({
      status: (await client.post(request.url, request.headers, request.body)).status,
      id: request.id,
    });
    const timed = Array.from({ length: total }, () => prepare());
    const post = async (appUrl?: string) => send(appUrl ? prepare(appUrl) : timed.shift()!);
    const latency = await runLoad(LATENCY_DELIVERIES, 1, async () => (await post()).status);
    const ackCpuBefore = cpuSecondsOf(stack.app.pid);
    const databaseBefore = await databaseServerCpu(stack);
    const senderBefore = process.cpuUsage();
    const machineBefore = machineTicks();
    const throughput = await runLoad(THROUGHPUT_DELIVERIES, CONCURRENCY, async () => (await post()).status);
    const ackCpuMs = ((cpuSecondsOf(stack.app.pid) - ackCpuBefore) * 1000) / THROUGHPUT_DELIVERIES;
    const sender = process.cpuUsage(senderBefore);
    const ackMachine: AckMachine = {
      senderCpuMs: (sender.user + sender.system) / 1000 / THROUGHPUT_DELIVERIES,
      databaseCpuMs: databaseBefore && (await cpuMsSince(databaseBefore, stack)) / THROUGHPUT_DELIVERIES,
      busy: machineBusyShare(machineBefore, machineTicks()),
      cores: availableParallelism(),
    };
    // The floor, on the same database before the workers start: deliveries of the same journeys, new ids.
    const floor = await measureWebhookFloor({
      kind: "delivery",
      secret: SECRET,
      databaseUrl: database.url,
      requests: journeyDeliveries(tracked, FLOOR_WARMUP + THROUGHPUT_DELIVERIES).map((body) => ({
        path: `/webhooks/delivery/${shop.webhookToken}`,
        headers: signedHeaders(body),
        body: body.raw,
      })),
      concurrency: CONCURRENCY,
      warmup: FLOOR_WARMUP,
    });

    const processed = () =>
      stack.db.deliveryWebhookReceipt.count({ where: { shopId: shop.id, processedAt: { not: null } } });
    const workerEnv = { ...stack.env, JOB_WORKERS: "on", ...(JOB_CONCURRENCY && { JOB_CONCURRENCY }) };
    const held: CpuShare[] = [];
    const workers = await Promise.all(
      Array.from({ length: instances }, async () => {
        const worker = await startApp({ ...workerEnv, ...profilingOptions(CPU_PROFILE_DIR) });
        if (share === undefined || worker.pid === undefined) return worker;
        const hold = holdToCpuShare(worker.pid, share, `delivery-bench-worker-${worker.pid}`);
        if (typeof hold === "string") throw new Error(`A worker instance could not be held to ${share} core: ${hold}`);
        held.push(hold);
        return worker;
      }),
    );
    const workerCpu = () => workers.reduce((sum, worker) => sum + cpuSecondsOf(worker.pid), 0);
    try {
      const shopifyBefore = stack.shopify.state.requests.length;
      const workerCpuBefore = workerCpu();
      const databaseBefore = await databaseServerCpu(stack);
      const benchCpuBefore = process.cpuUsage();
      const machineBefore = machineTicks();
      const sinceStart = startTimer();
      let atHalf: { cpuSeconds: number; applied: number } | undefined;
      await pollUntil(
        async () => {
          const count = await processed();
          if (!atHalf && count >= total / 2) atHalf = { cpuSeconds: workerCpu(), applied: count };
          return count >= total;
        },
        APPLY_TIMEOUT_MS,
        50,
      );
      const backlogMs = sinceStart();
      const benchCpu = process.cpuUsage(benchCpuBefore);
      const workerCpuAfter = workerCpu();
      const workerCpuSeconds = workerCpuAfter - workerCpuBefore;
      const databaseCpuMs = databaseBefore && (await cpuMsSince(databaseBefore, stack));
      const applied = await processed();
      const warmApplied = applied - (atHalf?.applied ?? applied);
      const profile = {
        workerCpu: workerCpuSeconds / (backlogMs / 1000),
        workerCpuPerDeliveryMs: (workerCpuSeconds * 1000) / Math.max(1, applied),
        warmWorkerCpuPerDeliveryMs:
          warmApplied > 0 ? ((workerCpuAfter - (atHalf?.cpuSeconds ?? 0)) * 1000) / warmApplied : Number.NaN,
        databaseCpuPerDeliveryMs: databaseCpuMs === null ? null : databaseCpuMs / Math.max(1, applied),
        benchCpu: (benchCpu.user + benchCpu.system) / 1e6 / (backlogMs / 1000),
        machineBusy: machineBusyShare(machineBefore, machineTicks()),
        shopifyCalls: stack.shopify.state.requests.length - shopifyBefore,
        shopifyOperations: countOperations(stack.shopify.state.requests.slice(shopifyBefore)),
      };
      const pickups: Pickup[] = [];
      for (const [where, url] of [
        ["a worker instance", workers[0].url],
        [WITHOUT_WORKERS, stack.app.url],
      ] as const) {
        const waits: number[] = [];
        for (let index = 0; index < IDLE_DELIVERIES; index++) {
          await new Promise((resolve) => setTimeout(resolve, IDLE_PAUSE_MS));
          const { id } = await post(url);
          waits.push(await pickupMs(stack, workers, id));
        }
        const stats = summarize(waits);
        pickups.push({ where, p50: stats.p50, max: stats.max });
      }
      // The job's floor, the workers idle: the fulfillments the backlog created get the floor's events.
      const jobFloorOf = (client: "fetch" | "library") =>
        measureDeliveryJobFloor({
          client,
          databaseUrl: database.url,
          shopifyOrigin: stack.shopify.url,
          shop: domain,
          accessToken: stack.shopify.state.getShop(domain).accessToken,
          fulfillments: tracked.flatMap((order) =>
            stack.shopify.state.fulfillments(order.shopifyOrderGid).map((fulfillment) => fulfillment.id),
          ),
          deliveries: total,
          // What each worker instance runs at once, as the app reads its environment.
          concurrency: parseEnv(workerEnv).JOB_CONCURRENCY * instances,
        });
      const jobFloor = { fetch: await jobFloorOf("fetch"), library: await jobFloorOf("library") };
      return {
        database: label,
        engine: database.label,
        share,
        jobFloor,
        latency,
        throughput,
        ackCpuMs,
        ackMachine,
        floor,
        load: loadavg()[0],
        applied,
        backlogMs,
        total,
        pickups,
        profile,
      };
    } finally {
      client.close();
      await Promise.all(workers.map((worker) => worker.stop()));
      for (const hold of held) hold.release();
      if (CPU_PROFILE_DIR) {
        await stack.app.stop();
        summarizeProfiles(CPU_PROFILE_DIR, [stack.app.pid], `${label}: the acknowledging instance`);
        summarizeProfiles(
          CPU_PROFILE_DIR,
          workers.map((worker) => worker.pid),
          `${label}: the worker instance(s)`,
        );
      }
    }
  });
}

/** A delivery's headers as the service sends them (spec §6), signed now. */
function signedHeaders(delivery: { id: string; event: string; raw: string }): Record<string, string> {
  return {
    "Content-Type": "application/json",
    "X-Service-Signature": signDeliveryPayload({ rawBody: delivery.raw, secret: SECRET }),
    "X-Service-Event": delivery.event,
    "X-Service-Delivery": delivery.id,
  };
}

/** CPU seconds so far of each PostgreSQL backend serving the bench's database (null on SQLite). */
async function databaseServerCpu(stack: Stack): Promise<Map<number, number> | null> {
  if (!stack.env.DATABASE_URL?.startsWith("postgres")) return null;
  const rows = await stack.db.$queryRawUnsafe<Array<{ pid: number }>>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database()",
  );
  return new Map(rows.map(({ pid }) => [pid, cpuSecondsOf(pid)]));
}

/** The backends' CPU in ms since `before`; one opened since counts whole, one gone since is lost (the pools keep theirs). */
async function cpuMsSince(before: Map<number, number>, stack: Stack): Promise<number> {
  const after = (await databaseServerCpu(stack)) ?? new Map<number, number>();
  let seconds = 0;
  for (const [pid, cpu] of after) if (Number.isFinite(cpu)) seconds += cpu - (before.get(pid) ?? 0);
  return seconds * 1000;
}

/** The machine's CPU time so far, all cores (Linux /proc/stat): busy and total ticks. */
function machineTicks(): { busy: number; total: number } {
  try {
    const ticks = readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    return { busy: total - ticks[3] - ticks[4], total }; // less idle and iowait
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}

function machineBusyShare(before: { busy: number; total: number }, after: { busy: number; total: number }): number {
  return (after.busy - before.busy) / (after.total - before.total);
}

/** Receipt recorded → its job's "job started" line in a worker's log (NaN if not seen within 5 s). */
async function pickupMs(stack: Stack, workers: AppProcess[], receiptId: string): Promise<number> {
  const receipt = await stack.db.deliveryWebhookReceipt.findUnique({
    where: { id: receiptId },
    select: { receivedAt: true },
  });
  if (!receipt) return Number.NaN;
  const since = receipt.receivedAt.getTime() - 5;
  let started = Number.NaN;
  await pollUntil(
    async () => {
      // The first start of an apply job since the receipt (the workers were idle before it).
      const starts = workers
        .flatMap((worker) => worker.output().split("\n"))
        .filter((line) => line.includes('"job started"') && line.includes(APPLY_QUEUE))
        .map((line) => (JSON.parse(line) as { time: number }).time)
        .filter((time) => time >= since);
      started = starts.length ? Math.min(...starts) : Number.NaN;
      return Number.isFinite(started);
    },
    5_000,
    10,
  );
  return started - receipt.receivedAt.getTime();
}

/** Shipments that exist on both sides: the service order in the sandbox, the Shopify order, and the app's record linking them. */
async function trackedOrders(stack: Stack, shopId: string, domain: string): Promise<Tracked[]> {
  const client = createDeliveryClient({ baseUrl: stack.sandbox.url, apiKey: "svc_live_sandbox_all", locale: "en" });
  const tracked: Tracked[] = [];
  for (let index = 0; index < ORDERS; index++) {
    const added = stack.shopify.state.addOrder(domain, {
      financialStatus: "PAID",
      lineItems: [{ title: "Attiéké", quantity: 2, price: "2500" }],
    });
    const externalOrderRef = `bench-${randomBytes(5).toString("hex")}`;
    const created = await client.createOrder({
      externalOrderRef,
      customer: { fullName: "Awa Koné", phoneE164: "+2250707070707" },
      deliveryAddress: { freeTextAddress: "Rue des Jardins, Cocody", city: "Abidjan", state: "Abidjan" },
      paymentType: "Card",
      codAmountMinor: 0,
      currency: "XOF",
      items: [{ name: "Attiéké", quantity: 2, unitPriceMinor: 250000 }],
    });
    await stack.db.orderSync.create({
      data: {
        shopId,
        shopifyOrderGid: added.id,
        orderName: added.order.name,
        externalOrderRef,
        syncState: "SENT",
        sentAt: new Date(),
        serviceOrderId: created.orderId,
        shipmentId: created.shipmentId,
        shipmentState: "created",
        paymentPlan: "PAID",
        paymentState: "PAID_RECORDED",
      },
    });
    tracked.push({
      orderId: created.orderId,
      externalOrderRef,
      shipmentId: created.shipmentId,
      shopifyOrderGid: added.id,
    });
  }
  return tracked;
}

/**
 * `count` deliveries, round-robin over the shipments so each shipment's events come in the order
 * of its journey: picked up, in transit, checkpoints, arriving, delivered.
 */
function journeyDeliveries(tracked: Tracked[], count: number) {
  const steps = Math.ceil(count / tracked.length);
  const base = Date.now() - steps * 60_000;
  return Array.from({ length: count }, (_, index) => {
    const order = tracked[index % tracked.length];
    const step = Math.floor(index / tracked.length);
    const event =
      step === 0
        ? "picked_up"
        : step === 1
          ? "in_transit"
          : step === steps - 2
            ? "arriving"
            : step === steps - 1
              ? "delivered"
              : "leg_checkpoint";
    const body = {
      id: `evt_${randomBytes(8).toString("hex")}`,
      event: `shipment.${event}`,
      occurredAt: new Date(base + step * 60_000).toISOString(),
      data: {
        orderId: order.orderId,
        externalOrderRef: order.externalOrderRef,
        shipmentId: order.shipmentId,
        ...(event === "leg_checkpoint" ? { checkpoint: { name: `Hub ${step}`, countryCode: "CI" } } : {}),
      },
    };
    return { id: body.id, event: body.event, raw: JSON.stringify(body) };
  });
}
