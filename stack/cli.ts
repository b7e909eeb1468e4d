import { spawn } from "node:child_process";
import type { Stack } from "./stack";

export type CliRun = { code: number | null; stdout: string; stderr: string; json<T = Record<string, unknown>>(): T };

/** Runs `npm run cli -- ...args` as an operator would, against the stack's database and services (`env` overrides the stack's). */
export function runCli(stack: Stack, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "app/cli/main.ts", ...args], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", LOG_LEVEL: "warn", ...stack.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr, json: () => JSON.parse(stdout) }));
  });
}
