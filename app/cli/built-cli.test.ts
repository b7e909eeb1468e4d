import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { cliBuildIsFresh } from "../../scripts/cli-build.mjs";

describe("npm run cli", () => {
  test("runs the built CLI (built first when missing or stale): --help exits 0 with the commands", () => {
    const run = spawnSync(process.execPath, ["scripts/cli.mjs", "--help"], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test" },
      encoding: "utf8",
    });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: "" });
    expect(run.stdout).toMatch(/^Usage: npm run cli -- <command> \[options\]/);
    expect(cliBuildIsFresh()).toBe(true);
  });
});

describe("the CLI's build", () => {
  const root = mkdtempSync(join(tmpdir(), "cli-build-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
  mkdirSync(join(root, "build/cli"), { recursive: true });
  writeFileSync(join(root, "app.ts"), "");
  writeFileSync(join(root, "build/cli/main.mjs"), "");
  writeFileSync(join(root, "build/cli/inputs.json"), JSON.stringify(["app.ts"]));

  test("is fresh while every file it was built from is older, stale once one is edited after it", () => {
    utimesSync(join(root, "build/cli/main.mjs"), at(10), at(10));
    utimesSync(join(root, "app.ts"), at(5), at(5));
    expect(cliBuildIsFresh(root)).toBe(true);
    utimesSync(join(root, "app.ts"), at(20), at(20));
    expect(cliBuildIsFresh(root)).toBe(false);
  });

  test("is stale when a file it was built from is gone, or it was never built", () => {
    utimesSync(join(root, "app.ts"), at(5), at(5));
    writeFileSync(join(root, "build/cli/inputs.json"), JSON.stringify(["app.ts", "gone.ts"]));
    expect(cliBuildIsFresh(root)).toBe(false);
    rmSync(join(root, "build/cli/main.mjs"));
    expect(cliBuildIsFresh(root)).toBe(false);
  });
});
