import { spawn } from "node:child_process";
import { runCli as runCliEntry } from "~/cli/run";
import type { Stack } from "./stack";

export type CliRun = { code: number | null; stdout: string; stderr: string; json<T = Record<string, unknown>>(): T };

/**
 * Runs an operator command against the stack's database and services (`env` overrides the stack's), in this
 * process, through the CLI's own entry point (app/cli/run.ts): what `npm run cli -- ...args` runs, without
 * starting a process each time. `spawnCli` runs the real command, for the tests of the command itself.
 */
export async function runCli(stack: Stack, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await runCliEntry(args, {
    env: { NODE_ENV: "test", LOG_LEVEL: "warn", ...stack.env, ...env },
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr, json: () => jsonOf(args, code, stdout, stderr) };
}

/** The command's JSON output; when it printed none, an error that says what it printed instead and how it ended. */
function jsonOf<T>(args: string[], code: number | null, stdout: string, stderr: string): T {
  try {
    return JSON.parse(stdout) as T;
  } catch {
    throw new Error(
      `cli ${args.join(" ")} exited ${code} without JSON; stdout: ${stdout.slice(0, 500) || "(empty)"}; stderr: ${stderr.slice(0, 2000) || "(empty)"}`,
    );
  }
}

/**
 * Runs what `npm run cli -- ...args` runs (scripts/cli.mjs: the built CLI, built first when missing or stale) in its
 * own process, as an operator would.
 */
export function spawnCli(stack: Stack, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/cli.mjs", ...args], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", LOG_LEVEL: "warn", ...stack.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr, json: () => jsonOf(args, code, stdout, stderr) }));
  });
}
