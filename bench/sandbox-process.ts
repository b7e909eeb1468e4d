import { spawn } from "node:child_process";
import { freePort } from "../stack/app-process";

export type SandboxProcess = { url: string; apiUrl: string; stop(): Promise<void> };

/**
 * The sandbox as its own process (`npm run sandbox`), for comparisons where a call from the load
 * generator to an in-process sandbox would skip the process hop that the app's own call pays.
 */
export async function startSandboxProcess(options: { rateLimitPerMinute: number }): Promise<SandboxProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "sandbox/main.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      SANDBOX_PORT: String(port),
      SANDBOX_RATE_LIMIT_PER_MINUTE: String(options.rateLimitPerMinute),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/__sandbox/account`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, apiUrl: `${url}/v1/public-api`, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The sandbox process did not start:\n${output}`);
}
