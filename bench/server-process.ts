import { spawn } from "node:child_process";

export type ServerProcess = { url: string; pid: number | undefined; stop(): Promise<void> };

/**
 * A baseline or floor server of the bench as its own process (the app is one too, so all cross the same process
 * boundary from the load generator): started with `args` and only `env` (plus PATH), it prints "listening <port>"
 * once it listens on 127.0.0.1. `url` is its origin; SIGTERM stops it.
 */
export async function startServerProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
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
    child.once("exit", (code) => reject(new Error(`The ${name} exited (${code}) before listening.`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
