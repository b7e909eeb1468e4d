// The app's one server, in production and under `shopify app dev`: the Remix build behind Express, the fast paths
// before both, and the background work that the build's entry exports (its jobs in job-worker.mjs's process).
// `npm start` runs it on PORT after migrating the database. With --dev (shopify.web.toml's dev command), Vite in
// middleware mode builds the server build from the sources on demand and serves the browser's modules and hot
// reload; every request still takes the path it takes in production: the edge (its target, the fast paths), the
// data-request guard, then Remix.
import { fork } from "node:child_process";
import { createServer } from "node:http";
import { createRequire, enableCompileCache, flushCompileCache } from "node:module";
import { fileURLToPath } from "node:url";
import express from "express";
import { createRequestHandler } from "@remix-run/express";

// V8's compiled code of the build and its packages, kept on disk from one start to the next (Node's compile cache, in
// the system's temporary directory or NODE_COMPILE_CACHE): a restart costs about a seventh less CPU
// (docs/decisions/115). Never fatal: a directory it cannot write only leaves the cache off.
enableCompileCache();

// JOB_WORKERS=process (app/env.server.ts's default; docs/decisions/088): the job worker process starts loading the
// build now, beside this one, so that after a restart it takes back its predecessor's jobs about when this process
// answers, not a whole second start later. The build's background work answers for it
// (app/job-worker-process.server.ts).
const jobWorkerScript = fileURLToPath(new URL("./job-worker.mjs", import.meta.url));
const jobWorkers = process.env.JOB_WORKERS || "process";
const jobWorker =
  !process.argv.includes("--dev") && jobWorkers === "process"
    ? fork(jobWorkerScript, [], { stdio: "inherit" })
    : undefined;

const vite = process.argv.includes("--dev")
  ? await import("vite").then(({ createServer: createViteServer }) =>
      createViteServer({ server: { middlewareMode: true } }),
    )
  : undefined;
// Required, not imported: an import of a CommonJS file has Node's ES loader lex all 1.5 MB of it for its export names
// first (docs/decisions/130), some 100 ms of every start.
const built = vite ? undefined : createRequire(import.meta.url)("./build/server/index.cjs");
// Written now rather than when the process exits: a process killed (kill -9, out of memory) never exits, and the start
// after it is the one that most needs to be quick.
flushCompileCache();
/** The server build: the built one, or Vite's current one (a changed module reloads it). */
const loadBuild = vite ? () => vite.ssrLoadModule("virtual:remix/server-build") : async () => built;
const entryOf = async () => (await loadBuild()).entry.module;
const entry = await entryOf();

const app = express();
app.disable("x-powered-by");
if (vite) app.use(vite.middlewares);
else {
  // build/client holds only what Vite writes under assets/: the app has no public/ folder, whose files would land
  // beside it. A handler of the whole folder would look on disk (a stat that finds nothing) on every request that
  // reaches Express, about a tenth of a small Remix request's CPU. A public/ folder added later needs its own handler
  // here (docs/decisions/134; test/deploy/start-command.test.ts checks there is none).
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
}
// Remix's data requests (`.data`, in turbo-stream) only for the admin pages, with a session token (docs/decisions/039).
app.use((request, response, next) =>
  (vite ? entryOf() : Promise.resolve(entry))
    .then((module) => module.guardDataRequest(request, response))
    .then((answered) => answered || next(), next),
);
// Loaders and actions are handed the app's context (`context.app`), built once by the build's entry (docs/decisions/050).
app.all(
  "*",
  createRequestHandler(
    vite
      ? { build: loadBuild, getLoadContext: async () => (await entryOf()).getLoadContext() }
      : { build: built, getLoadContext: entry.getLoadContext },
  ),
);

const port = Number(process.env.PORT ?? 3000);
// Loopback only while the admin preview is on (entry.server.tsx listenHost).
const host = entry.listenHost(process.env.HOST ?? "0.0.0.0");
/**
 * Every request's first steps: its target read as Remix's router reads it, written back for every handler below
 * (docs/decisions/070); then the hottest paths (app/fast-paths.server.ts: the carrier callback, the delivery and
 * order webhooks) before Express and Remix.
 */
function serveWith(module, request, response) {
  if (!module.admitRequest(request, response)) return;
  const serve = module.fastPathFor(request);
  return serve ? serve(request, response) : app(request, response);
}
const server = createServer(
  vite
    ? (request, response) =>
        void entryOf().then(
          (module) => serveWith(module, request, response),
          // A module that does not build: its error, on the developer's page.
          (error) => {
            vite.ssrFixStacktrace(error);
            response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(String(error?.stack ?? error));
          },
        )
    : (request, response) => serveWith(entry, request, response),
);
// Idle connections stay open longer than the proxies' and senders' own idle limits (a load balancer's 60 s):
// at Node's default 5 s, a sender that reused a connection just as the app closed it met "other side closed"
// (seen with Shopify's webhook stand-in on a loaded machine) and a proxy would answer 502.
server.keepAliveTimeout = 65_000;
// An answer that closes the connection (a 413 before the body's end) lingers until the sender closes too, at most
// 2 s, so that a sender still sending reads the answer instead of a reset (app/http/lingering-close.server.ts).
server.on("connection", entry.lingerOnClose);
server.listen(port, host, () => {
  process.stdout.write(`${JSON.stringify({ level: 30, msg: "listening", url: `http://${host}:${port}` })}\n`);
});
// Jobs run in a process of their own (job-worker.mjs) with JOB_WORKERS=process; under --dev, in this one.
const background = await entry.startBackgroundWork?.(vite ? {} : { jobWorkerScript, jobWorker });

// Stop taking requests, let running jobs finish, then exit (SIGTERM from the platform or Ctrl-C).
// Whatever hangs (a job, a lost database), the process is gone within a minute: what a job left
// unfinished is taken over after its lease (at-least-once jobs, docs/decisions/009).
const STOP_DEADLINE_MS = 60_000;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    server.close();
    await vite?.close();
    await background?.stop();
    process.exit(0);
  });
}
