// The production server: the Remix build behind Express, plus the background workers that the
// build's entry exports. `npm start` runs it on PORT after migrating the database.
import { Readable } from "node:stream";
import express from "express";
import { createRequestHandler } from "@remix-run/express";

const build = await import("./build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
// Checkout's carrier callback is the hottest path: it skips Remix's pipeline (same handler).
app.post("/carrier-service/rates", async (req, res, next) => {
  try {
    const request = new Request(new URL(req.originalUrl, `http://${req.headers.host ?? "localhost"}`), {
      method: "POST",
      headers: Object.entries(req.headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : value === undefined ? [] : [[name, value]])),
      body: Readable.toWeb(req),
      duplex: "half",
    });
    const reply = await build.entry.module.answerCarrierCallback(request);
    // The rest of an oversized body was never read: the connection cannot be reused.
    if (reply.status === 413) res.set("Connection", "close");
    res.status(reply.status).json(reply.body);
  } catch (error) {
    next(error);
  }
});
app.all("*", createRequestHandler({ build }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  process.stdout.write(`${JSON.stringify({ level: 30, msg: "listening", url: `http://${host}:${port}` })}\n`);
});
const background = await build.entry.module.startBackgroundWork?.();

// Stop taking requests, let running jobs finish, then exit (SIGTERM from the platform or Ctrl-C).
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    server.close();
    await background?.stop();
    process.exit(0);
  });
}
