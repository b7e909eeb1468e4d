import { randomBytes } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";

/*
 * Who holds a running job or an order's lease. A process id is `machine:pid:random`, new for every process, and
 * each claim adds `/random` (prisma-job-store.server.ts, the order leases); a pg-boss job's holder is the process id
 * itself (pg-boss-holders.server.ts). That is enough for a process that starts to recognise the work its dead
 * predecessor on the same machine left running, and to take it back at once instead of waiting for its lease.
 */

export type ProcessSelf = { host: string; pid: number; processId: string };

/**
 * The machine as its processes see it: the host name and, on Linux, the boot and the PID namespace. Two containers
 * may share a host name (host networking) and two machines may both be called "localhost", yet neither sees the
 * other's pids: only a process of the same boot and namespace can tell that a pid is gone. (A restarted container
 * starts in a new namespace: its predecessor's work waits out its lease, as another machine's does.)
 */
function machineName(): string {
  try {
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").replace(/-/g, "").slice(0, 8);
    const namespace = /\[(\d+)\]/.exec(readlinkSync("/proc/self/ns/pid"))?.[1];
    return boot && namespace ? `${hostname()}@${boot}-${namespace}` : hostname();
  } catch {
    return hostname();
  }
}

const MACHINE = machineName();

/** This process: `machine:pid:random`, the random part new on every start. The queue's default worker id. */
export const PROCESS_ID = `${MACHINE}:${process.pid}:${randomBytes(3).toString("hex")}`;
export const THIS_PROCESS: ProcessSelf = { host: MACHINE, pid: process.pid, processId: PROCESS_ID };

/** A claim token for this process (an order's tracking lease): PROCESS_ID plus one random part per claim. */
export function processClaim(): string {
  return `${PROCESS_ID}/${randomBytes(3).toString("hex")}`;
}

/** True while a process with this id runs on this machine (EPERM: it runs, as another user). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * True when a process id (`machine:pid:random`) names a process of this machine that is gone: its pid no longer
 * runs, or it is this process's own pid under another random part (a restarted container runs the app under the
 * same pid every time). Other machines' processes, live processes (the CLI, another server) and this very process
 * are never gone: their work is left to its lease.
 */
export function isGoneProcess(
  processId: string,
  self: ProcessSelf = THIS_PROCESS,
  isAlive: (pid: number) => boolean = processIsAlive,
): boolean {
  const match = /^(.*):(\d+):([0-9a-f]+)$/.exec(processId);
  if (!match) return false;
  const [, host, pidText] = match;
  if (host !== self.host || processId === self.processId) return false;
  const pid = Number(pidText);
  return pid === self.pid || !isAlive(pid);
}

/** True when a claim (`machine:pid:random/claim`) was made by a process of this machine that is gone (isGoneProcess). */
export function isOrphanedClaim(
  lockedBy: string,
  self: ProcessSelf = THIS_PROCESS,
  isAlive: (pid: number) => boolean = processIsAlive,
): boolean {
  const match = /^(.*)\/[0-9a-f]+$/.exec(lockedBy);
  return match ? isGoneProcess(match[1], self, isAlive) : false;
}
