import { startServerProcess } from "./server-process";

/** How each baseline server runs: the bare one is plain JavaScript; the keyed one imports the app's TypeScript. */
const BASELINES = {
  bare: { args: ["bench/bare-callback-server.mjs"], secret: "BARE_SECRET", answer: "BARE_ANSWER" },
  keyed: {
    args: ["--import", "tsx", "bench/keyed-callback-server.ts"],
    secret: "KEYED_SECRET",
    answer: "KEYED_ANSWER",
  },
} as const;

/**
 * A baseline of the cache hit as its own process (./server-process.ts): `bare` (bench/bare-callback-server.mjs)
 * checks Shopify's HMAC with `secret` and answers `answer`; `keyed` (bench/keyed-callback-server.ts) also reads and
 * keys the cart.
 */
export async function startBareCallbackServer(
  secret: string,
  answer: string,
  kind: keyof typeof BASELINES = "bare",
): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const baseline = BASELINES[kind];
  const server = await startServerProcess(`${kind} callback server`, [...baseline.args], {
    [baseline.secret]: secret,
    [baseline.answer]: answer,
  });
  return { url: `${server.url}/carrier-service/rates`, pid: server.pid, stop: server.stop };
}
