import { spawn } from "node:child_process";

export type JobFloorFigures = {
  /** The floor process's own CPU per delivery applied, over the timed part. */
  cpuMs: number;
  /** The same over the deliveries applied after the first half (its code compiled by then). */
  warmCpuMs: number;
  /** Its wall time for the whole backlog: the pace the stand-in and the database allow at this concurrency. */
  wallMs: number;
  applied: number;
  failures: number;
};

/**
 * The floor of the delivery job (bench/delivery-job-floor-worker.ts): the same backlog size and concurrency as the
 * app's workers, each delivery one statement, one Admin GraphQL call and one statement, sent with Node's fetch
 * ("fetch") or with Shopify's own client ("library"). Measured in its own process, as the app's worker is.
 */
export async function measureDeliveryJobFloor(options: {
  client: "fetch" | "library";
  databaseUrl: string;
  shopifyOrigin: string;
  shop: string;
  accessToken: string;
  fulfillments: string[];
  deliveries: number;
  concurrency: number;
}): Promise<JobFloorFigures> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/delivery-job-floor-worker.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      FLOOR_CLIENT: options.client,
      FLOOR_DATABASE_URL: options.databaseUrl,
      FLOOR_SHOPIFY_ORIGIN: options.shopifyOrigin,
      FLOOR_SHOP: options.shop,
      FLOOR_ACCESS_TOKEN: options.accessToken,
      FLOOR_FULFILLMENTS: JSON.stringify(options.fulfillments),
      FLOOR_DELIVERIES: String(options.deliveries),
      FLOOR_CONCURRENCY: String(options.concurrency),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  const line = output.trim().split("\n").pop() ?? "";
  if (code !== 0 || !line.startsWith("{")) throw new Error(`The delivery job floor exited (${code}): ${output}`);
  const { warmApplied, ...result } = JSON.parse(line) as Omit<JobFloorFigures, "warmCpuMs"> & {
    warmCpuMs: number;
    warmApplied: number;
  };
  return {
    ...result,
    cpuMs: result.cpuMs / Math.max(1, result.applied),
    warmCpuMs: result.warmCpuMs / Math.max(1, warmApplied),
  };
}
