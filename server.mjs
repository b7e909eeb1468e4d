// The production server: the Remix build behind Express, plus the background workers that the
// build's entry exports. `npm start` runs it on PORT after migrating the database.
import { createServer } from "node:http";
import express from "express";
import { createRequestHandler } from "@remix-run/express";

const build = await import("./build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
// Remix's data requests (`.data`, in turbo-stream) only for the admin pages, with a session token (docs/decisions/039).
app.use((request, response, next) =>
  build.entry.module.guardDataRequest(request, response).then((answered) => answered || next(), next),
);
// Loaders and actions are handed the app's context (`context.app`), built once by the build's entry (docs/decisions/050).
app.all("*", createRequestHandler({ build, getLoadContext: build.entry.module.getLoadContext }));

const port = Number(process.env.PORT ?? 3000);
// Loopback only while the admin preview is on (entry.server.tsx listenHost).
const host = build.entry.module.listenHost(process.env.HOST ?? "0.0.0.0");
// The hottest paths (checkout's carrier callback, the delivery webhooks) are served before Express and Remix.
const { admitRequest, fastPathFor } = build.entry.module;
const server = createServer((request, response) => {
  // First the target is read as Remix's router reads it, and every handler below reads that (docs/decisions/070).
  if (!admitRequest(request, response)) return;
  const serve = fastPathFor(request);
  return serve ? serve(request, response) : app(request, response);
});
// Idle connections stay open longer than the proxies' and senders' own idle limits (a load balancer's 60 s):
// at Node's default 5 s, a sender that reused a connection just as the app closed it met "other side closed"
// (seen with Shopify's webhook stand-in on a loaded machine) and a proxy would answer 502.
server.keepAliveTimeout = 65_000;
// An answer that closes the connection (a 413 before the body's end) lingers until the sender closes too, at most
// 2 s, so that a sender still sending reads the answer instead of a reset (app/http/lingering-close.server.ts).
server.on("connection", build.entry.module.lingerOnClose);
server.listen(port, host, () => {
  process.stdout.write(`${JSON.stringify({ level: 30, msg: "listening", url: `http://${host}:${port}` })}\n`);
});
const background = await build.entry.module.startBackgroundWork?.();

// Stop taking requests, let running jobs finish, then exit (SIGTERM from the platform or Ctrl-C).
// Whatever hangs (a job, a lost database), the process is gone within a minute: what a job left
// unfinished is taken over after its lease (at-least-once jobs, docs/decisions/009).
const STOP_DEADLINE_MS = 60_000;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    server.close();
    await background?.stop();
    process.exit(0);
  });
}
