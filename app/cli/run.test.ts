import { describe, expect, test } from "vitest";
import { runCli } from "./run";

/** Runs the CLI in-process with no environment at all: help must need neither settings nor a database. */
async function cli(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, {
    env: {},
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

describe("the CLI's help", () => {
  test.each([["--help"], ["-h"], ["help"]])("%s lists the commands on stdout and exits 0", async (flag) => {
    const { code, stdout, stderr } = await cli(flag);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toMatch(/^Usage: npm run cli -- <command> \[options\]/);
    expect(stdout).toContain("orders:list");
    expect(stdout).toContain("cod:ledger");
    expect(stdout).not.toContain("Unknown command");
  });

  test("an unknown command is still a bad invocation (exit 2), with the list", async () => {
    const { code, stdout, stderr } = await cli("nope");
    expect({ code, stdout }).toEqual({ code: 2, stdout: "" });
    expect(stderr).toContain('Unknown command "nope".');
    expect(stderr).toContain("orders:list");
  });
});
