import { describe, expect, test } from "vitest";
import { isGoneProcess, isOrphanedClaim, PROCESS_ID, processIsAlive, THIS_PROCESS } from "./worker-identity";

const self = { host: "web-1", pid: 4242, processId: "web-1:4242:abc123" };
const alive = (pids: number[]) => (pid: number) => pids.includes(pid);

describe("which RUNNING jobs a starting process may take back at once", () => {
  test("a claim of a process of this machine that no longer runs is orphaned", () => {
    expect(isOrphanedClaim("web-1:1000:0a0b0c/d1e2f3", self, alive([]))).toBe(true);
  });

  test("a claim made under this process's own pid by an earlier run (a restarted container) is orphaned", () => {
    expect(isOrphanedClaim("web-1:4242:ffffff/d1e2f3", self, alive([4242]))).toBe(true);
  });

  test("this process's own claims, live processes' claims and other machines' claims are left to their lease", () => {
    expect(isOrphanedClaim("web-1:4242:abc123/d1e2f3", self, alive([4242]))).toBe(false);
    expect(isOrphanedClaim("web-1:1000:0a0b0c/d1e2f3", self, alive([1000]))).toBe(false);
    expect(isOrphanedClaim("web-2:1000:0a0b0c/d1e2f3", self, alive([]))).toBe(false);
    expect(isOrphanedClaim("custom-worker/d1e2f3", self, alive([]))).toBe(false);
  });

  test("the process id names this machine and process, and this process is alive", () => {
    expect(PROCESS_ID).toMatch(new RegExp(`:${process.pid}:[0-9a-f]{6}$`));
    expect(isOrphanedClaim(`${PROCESS_ID}/d1e2f3`)).toBe(false);
    expect(processIsAlive(process.pid)).toBe(true);
  });

  test("a pg-boss job's holder is a process id, gone under the same rules as a claim's", () => {
    expect(isGoneProcess("web-1:1000:0a0b0c", self, alive([]))).toBe(true);
    expect(isGoneProcess("web-1:4242:ffffff", self, alive([4242]))).toBe(true);
    expect(isGoneProcess("web-1:4242:abc123", self, alive([4242]))).toBe(false);
    expect(isGoneProcess("web-1:1000:0a0b0c", self, alive([1000]))).toBe(false);
    expect(isGoneProcess("web-2:1000:0a0b0c", self, alive([]))).toBe(false);
    expect(isGoneProcess("web-1:1000:0a0b0c/d1e2f3", self, alive([]))).toBe(false);
  });

  test("the machine part names the boot and PID namespace, so containers or machines sharing a host name differ", () => {
    const host = "web-1@0a1b2c3d-4026531836";
    const namespaced = { ...self, host, processId: `${host}:4242:abc123` };
    expect(isGoneProcess("web-1@0a1b2c3d-4026532000:1000:0a0b0c", namespaced, alive([]))).toBe(false);
    expect(isGoneProcess("web-1@99999999-4026531836:1000:0a0b0c", namespaced, alive([]))).toBe(false);
    expect(isGoneProcess(`${host}:1000:0a0b0c`, namespaced, alive([]))).toBe(true);
    expect(PROCESS_ID.startsWith(`${THIS_PROCESS.host}:`)).toBe(true);
  });
});
