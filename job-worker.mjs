// The job worker process (JOB_WORKERS=process, the default; docs/decisions/088): server.mjs forks it beside the web
// process. It runs the built app's job workers, reconciliation schedule and purge, and serves no requests.
import { createRequire, enableCompileCache, flushCompileCache } from "node:module";

// The web process gone without stopping it (killed, out of memory): this one ends at once too, as one instance
// whose jobs the next start takes back (app/jobs/worker-identity.ts). Left running, it would outlive every restart.
// Listened for before anything else: the web process may die while this one still loads the build.
process.on("disconnect", () => process.exit(1));
if (!process.connected) process.exit(1);

// On SQLite the service's request budget is the web process's, in its memory: this process takes its slots there, over
// this channel (app/shops/request-budget-over-ipc.server.ts, docs/decisions/094). Said before the build loads, since
// its entry wires the process (app/context.server.ts processWiring) as it loads.
globalThis.deliveryConnectWebProcess = process;
// The compile cache, as server.mjs keeps it and writes it once the build is loaded (docs/decisions/115).
enableCompileCache();
// Required, not imported, as server.mjs does (docs/decisions/130).
const built = createRequire(import.meta.url)("./build/server/index.cjs");
flushCompileCache();
const work = await built.entry.module.startJobWorkers();

// The web process tells it about the jobs it enqueues, so they start now rather than at the next poll.
process.on("message", (message) => {
  if (typeof message?.wake === "string") work.wake(message.wake);
});

// SIGTERM from the web process (or SIGINT with it, from a terminal): running jobs finish, then it exits.
const STOP_DEADLINE_MS = 60_000;
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    await work.stop();
    process.exit(0);
  });
}
