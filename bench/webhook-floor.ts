import { createBenchClient } from "./http-client";
import { startServerProcess } from "./server-process";
import { cpuSecondsOf, perSecond, runLoad, statusList } from "./stats";

/** A request prepared (signed, serialised) before any timer starts; `path` is appended to the floor's origin. */
export type FloorRequest = { path: string; headers: Record<string, string>; body: string };

export type FloorFigures = {
  /** The floor server's own CPU per request (user + system, from /proc), as the app's is read. */
  cpuMs: number;
  perSecond: number;
  failures: string | null;
};

/**
 * The floor of a webhook path measured as the app is measured: the same prepared requests, the same
 * concurrency and the same node:http client, sent to bench/webhook-floor-server.ts (HMAC + one insert on
 * `databaseUrl`). Its CPU per request and its rate are the floor beside the app's (docs/decisions/089).
 */
export async function measureWebhookFloor(options: {
  kind: "shopify" | "delivery";
  secret: string;
  databaseUrl: string;
  requests: FloorRequest[];
  concurrency: number;
  /** Requests sent before the measure (connections opened, statements prepared, code warmed). */
  warmup: number;
}): Promise<FloorFigures> {
  const { requests, concurrency, warmup } = options;
  const server = await startServerProcess(
    "webhook floor server",
    ["--import", "tsx", "bench/webhook-floor-server.ts"],
    { FLOOR_KIND: options.kind, FLOOR_SECRET: options.secret, FLOOR_DATABASE_URL: options.databaseUrl },
  );
  const client = createBenchClient(concurrency);
  const send = async (request: FloorRequest) =>
    (await client.post(`${server.url}${request.path}`, request.headers, request.body)).status;
  try {
    const warm = requests.slice(0, warmup);
    const timed = requests.slice(warmup);
    await runLoad(warm.length, concurrency, (index) => send(warm[index]));
    const cpuBefore = cpuSecondsOf(server.pid);
    const load = await runLoad(timed.length, concurrency, (index) => send(timed[index]));
    const cpuMs = ((cpuSecondsOf(server.pid) - cpuBefore) * 1000) / timed.length;
    return {
      cpuMs,
      perSecond: perSecond(timed.length, load.wallMs),
      failures: load.failures ? statusList(load.statuses) : null,
    };
  } finally {
    client.close();
    await server.stop();
  }
}
