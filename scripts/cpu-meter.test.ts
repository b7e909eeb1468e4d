import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { until } from "../test/support/eventually";
import { cpuGroup, leaveGroups } from "./cpu-meter.mjs";

// A child that starts a grandchild nobody waits for (it is detached, and its parent exits first), as Chromium's
// renderers and a killed web process's job worker are: the grandchild burns some CPU, then writes what it used.
const ORPHAN_SCRIPT = `
const { spawn } = require("node:child_process");
const grandchild = \`
let x = 0;
for (let i = 0; i < 1.5e8; i++) x += i;
const { user, system } = process.cpuUsage();
require("node:fs").writeFileSync(process.argv[1], String((user + system) / 1e6));
\`;
spawn(process.execPath, ["-e", grandchild, process.argv[1]], { detached: true, stdio: "ignore" }).unref();
`;

test("a group counts the CPU of a process its parent never waited for", async () => {
  const group = cpuGroup(`cpu-meter-test-${process.pid}`);
  if (!group) {
    // No cpuacct hierarchy this process may write (not Linux's cgroup v1, or not root): `npm test` counts the
    // processes waited for instead, and says so. Nothing is left behind.
    expect(existsSync(`/sys/fs/cgroup/cpuacct/cpu-meter-test-${process.pid}`)).toBe(false);
    return;
  }
  const done = join(mkdtempSync(join(tmpdir(), "cpu-meter-")), "grandchild-cpu");
  try {
    const [command, args] = group.wrap(process.execPath, ["-e", ORPHAN_SCRIPT, done]);
    const child = spawn(command, args, { stdio: "ignore" });
    await new Promise((resolve) => child.once("exit", resolve));
    const grandchildSeconds = Number(
      await until(() => existsSync(done) && readFileSync(done, "utf8"), "the grandchild"),
    );

    expect(grandchildSeconds).toBeGreaterThan(0.05);
    // The grandchild's CPU is in the group's, though no process of the group waited for it.
    expect(group.seconds()).toBeGreaterThanOrEqual(grandchildSeconds);
  } finally {
    await until(() => group.remove(), "the group's processes to end");
  }
});

test("where no cpuacct group can be made, the meter says so and leaves nothing", () => {
  const notAHierarchy = mkdtempSync(join(tmpdir(), "not-cgroup-"));

  expect(cpuGroup("part", undefined, notAHierarchy)).toBeNull();
  expect(readdirSync(notAHierarchy)).toEqual([]);
  expect(cpuGroup("part", undefined, join(notAHierarchy, "missing"))).toBeNull();
  // Leaving groups one is not in is harmless.
  expect(() => leaveGroups(process.pid, notAHierarchy)).not.toThrow();
});
