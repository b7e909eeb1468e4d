import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";

const SANDBOX_DIR = import.meta.dirname;
const tsx = (script: string) => [process.execPath, ["--import", "tsx", join(SANDBOX_DIR, script)]] as const;

describe("npm run sandbox (main.ts) and the CLI", () => {
  test("starts on SANDBOX_PORT, answers the API, obeys the CLI, keeps its state in SANDBOX_STATE_FILE and stops on SIGTERM", async () => {
    const directory = mkdtempSync(join(tmpdir(), "sandbox-main-"));
    const stateFile = join(directory, "state.json");
    const [node, args] = tsx("main.ts");
    const child = spawn(node, args, {
      env: { ...process.env, SANDBOX_PORT: "0", SANDBOX_STATE_FILE: stateFile },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const base = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          const match = /API (http:\/\/127\.0\.0\.1:\d+)\/v1\/public-api/.exec(chunk.toString());
          if (match?.[1]) resolve(match[1]);
        });
        child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}`)));
      });
      const corridors = await fetch(`${base}/v1/public-api/corridors`, {
        headers: { "X-API-Key": "svc_live_sandbox_all" },
      });
      expect(corridors.status).toBe(200);

      const [cliNode, cliArgs] = tsx("cli.ts");
      const { stdout } = await promisify(execFile)(cliNode, [...cliArgs, "create-key", "orders:read"], {
        env: { ...process.env, SANDBOX_URL: base },
      });
      const key = (JSON.parse(stdout) as { key: string }).key;
      expect(
        (await fetch(`${base}/v1/public-api/corridors`, { headers: { Authorization: `Bearer ${key}` } })).status,
      ).toBe(200);

      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(existsSync(stateFile)).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
