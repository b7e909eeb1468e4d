import { spawn } from "node:child_process";

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
 * A baseline of the cache hit as its own process (the app is one too, so all cross the same process
 * boundary from the load generator): `bare` (bench/bare-callback-server.mjs) checks Shopify's HMAC with
 * `secret` and answers `answer`; `keyed` (bench/keyed-callback-server.ts) also reads and keys the cart.
 */
export async function startBareCallbackServer(
  secret: string,
  answer: string,
  kind: keyof typeof BASELINES = "bare",
): Promise<{ url: string; stop(): Promise<void> }> {
  const baseline = BASELINES[kind];
  const child = spawn(process.execPath, [...baseline.args], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", [baseline.secret]: secret, [baseline.answer]: answer },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`The ${kind} callback server exited (${code}) before listening.`)));
  });
  return {
    url: `http://127.0.0.1:${port}/carrier-service/rates`,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
