import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

/*
 * lowerJobWorkerPriority changes the priority of the process it runs in, so each case runs it in a child process of
 * its own (through tsx, as the sources are) and reads the niceness that child ends with.
 */
function nicenessAfter(wanted: number, startAt = 0): { niceness: number; logged: string } {
  const script = `
    import { getPriority, setPriority } from "node:os";
    import { lowerJobWorkerPriority } from "./app/job-worker-priority.server.ts";
    setPriority(0, ${startAt});
    const lines = [];
    const logger = { info: (fields, message) => lines.push(message), warn: (fields, message) => lines.push(message) };
    lowerJobWorkerPriority({ env: { JOB_WORKER_NICENESS: ${wanted} }, logger });
    console.log(JSON.stringify({ niceness: getPriority(0), logged: lines.join("; ") }));`;
  const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: process.cwd(),
    encoding: "utf8",
  });
  if (child.status !== 0) throw new Error(`the child failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1)!) as { niceness: number; logged: string };
}

test("the job worker process takes the niceness it is given, so that the kernel runs its web process first", () => {
  expect(nicenessAfter(10)).toEqual({ niceness: 10, logged: "job worker process priority set" });
});

test("a niceness of 0 leaves the process as it is, and one already higher is never lowered", () => {
  expect(nicenessAfter(0).niceness).toBe(0);
  expect(nicenessAfter(5, 12).niceness).toBe(12);
});
