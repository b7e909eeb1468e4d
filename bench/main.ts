// `npm run bench`: measures the app on this machine and prints tables. It never fails on a time:
// the machine is shared and noisy, so the figures (and the issue's targets beside them) are
// information. Every request goes to 127.0.0.1; counts and durations are bounded.
//   npm run bench                       all sections
//   npm run bench -- checkout orders    only these (checkout, orders, deliveries, replay, replay-offline, instances,
//                                       statements, labels, restart)
//   npm run bench -- --no-build         use build/ as it is (default: rebuild when the sources are newer)
// BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) names the PostgreSQL server for the PostgreSQL runs
// (default postgresql://postgres@127.0.0.1:5432/postgres); a temporary database is created and dropped.
// The deliveries section also reads BENCH_JOB_CONCURRENCY, BENCH_WORKER_INSTANCES (PostgreSQL), BENCH_WORKER_SHARE
// (each worker instance's share of a core in the runs of docs/decisions/118; off: without them) and
// BENCH_CPU_PROFILE_DIR (a V8 profile of each worker instance); see bench/delivery-webhooks.ts. The replay
// section reads BENCH_REPLAY_CALLBACKS, BENCH_REPLAY_MINUTES, BENCH_REPLAY_SCALE, BENCH_REPLAY_PRICING
// (destination,weight), BENCH_REPLAY_KEYS (checkout,spill: the orders key may price checkout too) and
// BENCH_REPLAY_MODEL (off: without learned destination rates) (bench/checkout-replay.ts).
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { buildApp, buildIsStale } from "../stack/prepare-app";
import { benchCheckout } from "./checkout";
import { benchCheckoutInstances } from "./checkout-instances";
import { benchDatabaseStatements } from "./database-statements";
import { benchCheckoutReplay } from "./checkout-replay";
import { benchCheckoutReplayOffline } from "./checkout-replay-offline";
import { benchDeliveryWebhooks } from "./delivery-webhooks";
import { benchLabels } from "./labels";
import { benchOrderWebhookFloor } from "./order-webhook-floor";
import { benchOrderWebhooks } from "./order-webhooks";
import { benchRestart } from "./restart";
import { note } from "./stats";
import { printSummary } from "./summary";

const SECTIONS: Record<string, () => Promise<void>> = {
  checkout: benchCheckout,
  // Section 2, then the floor of its acknowledgement (HMAC + one insert) for the summary.
  orders: async () => {
    await benchOrderWebhooks();
    await benchOrderWebhookFloor();
  },
  deliveries: benchDeliveryWebhooks,
  replay: benchCheckoutReplay,
  "replay-offline": benchCheckoutReplayOffline,
  instances: benchCheckoutInstances,
  statements: benchDatabaseStatements,
  labels: benchLabels,
  restart: benchRestart,
};

process.chdir(fileURLToPath(new URL("..", import.meta.url)));

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith("--"));
  const unknown = names.filter((name) => !(name in SECTIONS));
  if (unknown.length > 0) {
    note(`Unknown section(s): ${unknown.join(", ")}. Sections: ${Object.keys(SECTIONS).join(", ")}.`);
    return 2;
  }
  const chosen = names.length > 0 ? names : Object.keys(SECTIONS);
  const started = Date.now();
  note("Delivery Connect benchmarks: figures from this machine, not pass/fail.");
  note(
    `Node ${process.version}, ${cpus().length} CPU(s) (${cpus()[0]?.model ?? "?"}), load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" / ")}, ${new Date().toISOString()}.`,
  );
  note(`Sections: ${chosen.join(", ")}.`);

  const stale = args.includes("--no-build") ? null : buildIsStale();
  if (stale) {
    note(`Building the app (npx remix vite:build), because ${stale}…`);
    buildApp();
  }

  let failed = 0;
  for (const name of chosen) {
    try {
      await SECTIONS[name]();
    } catch (error) {
      failed++;
      note(
        `\n  The ${name} section stopped with an error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }
  printSummary();
  note(
    `\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s${failed ? `; ${failed} section(s) could not run to the end` : ""}.`,
  );
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
