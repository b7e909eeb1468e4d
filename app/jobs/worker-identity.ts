import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

/*
 * Who holds a running job on SQLite. A worker id is `host:pid:random`, new for every process, and
 * each claim adds `/random` (prisma-job-store.server.ts). That is enough for a process that starts
 * to recognise the jobs its dead predecessor on the same machine left RUNNING, and to take them
 * back at once instead of waiting for their lease to run out.
 */

export type ProcessSelf = { host: string; pid: number; processId: string };

/** This process: `host:pid:random`, the random part new on every start. The queue's default worker id. */
export const PROCESS_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
export const THIS_PROCESS: ProcessSelf = { host: hostname(), pid: process.pid, processId: PROCESS_ID };

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
 * True when a claim (`host:pid:random/claim`) was made by a process of this machine that is gone:
 * its pid no longer runs, or it is this process's own pid under another random part (a restarted
 * container runs the app under the same pid every time). Claims of other machines, of live
 * processes (the CLI, another server) and of this very process are left to their lease.
 */
export function isOrphanedClaim(
  lockedBy: string,
  self: ProcessSelf = THIS_PROCESS,
  isAlive: (pid: number) => boolean = processIsAlive,
): boolean {
  const match = /^(.*):(\d+):([0-9a-f]+)\/[0-9a-f]+$/.exec(lockedBy);
  if (!match) return false;
  const [, host, pidText, random] = match;
  if (host !== self.host || `${host}:${pidText}:${random}` === self.processId) return false;
  const pid = Number(pidText);
  return pid === self.pid || !isAlive(pid);
}
