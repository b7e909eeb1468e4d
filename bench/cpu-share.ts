import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/*
 * A process held to a share of one core, as a container's CPU limit holds it (Linux cgroups: cpu.cfs_quota_us under
 * cgroup v1, cpu.max under v2). On a 2-core machine this is how the bench shows that worker instances on added cores
 * add throughput: each instance gets a share of its own, all shares together stay under the machine, and the backlog
 * is timed with one instance and with several. Needs root and a writable cgroup tree; without them it says why.
 */

const V1_CPU = "/sys/fs/cgroup/cpu";
const V2_ROOT = "/sys/fs/cgroup";
const PERIOD_US = 100_000;

export type CpuShare = { release(): void };

type Group = { path: string; rootProcs: string };

/** Holds `pid` (and the processes it starts afterwards) to `cores` of CPU; a string says why it cannot. */
export function holdToCpuShare(pid: number, cores: number, name: string): CpuShare | string {
  const group = makeGroup(name, cores);
  if (typeof group === "string") return group;
  try {
    writeFileSync(join(group.path, "cgroup.procs"), String(pid));
  } catch (error) {
    leave(group);
    return `the process could not join a CPU group here (${(error as Error).message})`;
  }
  return { release: () => leave(group) };
}

/** Why a process cannot be held to a share here, or null when it can (a group made and removed, no process moved). */
export function cpuShareRefusal(): string | null {
  const group = makeGroup(`bench-cpu-share-probe-${process.pid}`, 1);
  if (typeof group === "string") return group;
  leave(group);
  return null;
}

/** A CPU group of `cores` (cgroup v1's cpu.cfs_quota_us, or v2's cpu.max), or why there is none. */
function makeGroup(name: string, cores: number): Group | string {
  const quotaUs = Math.max(1_000, Math.round(cores * PERIOD_US));
  try {
    if (existsSync(join(V1_CPU, "cpu.cfs_quota_us"))) {
      const path = join(V1_CPU, name);
      mkdirSync(path, { recursive: true });
      writeFileSync(join(path, "cpu.cfs_period_us"), String(PERIOD_US));
      writeFileSync(join(path, "cpu.cfs_quota_us"), String(quotaUs));
      return { path, rootProcs: join(V1_CPU, "cgroup.procs") };
    }
    if (readFileSync(join(V2_ROOT, "cgroup.controllers"), "utf8").split(/\s+/).includes("cpu")) {
      writeFileSync(join(V2_ROOT, "cgroup.subtree_control"), "+cpu");
      const path = join(V2_ROOT, name);
      mkdirSync(path, { recursive: true });
      writeFileSync(join(path, "cpu.max"), `${quotaUs} ${PERIOD_US}`);
      return { path, rootProcs: join(V2_ROOT, "cgroup.procs") };
    }
    return "this machine's cgroups have no CPU controller";
  } catch (error) {
    return `the CPU controller of this machine's cgroups is not writable here (${(error as Error).message})`;
  }
}

/** Moves what is still in the group back to the root, then removes it (a group with processes cannot go). */
function leave({ path, rootProcs }: Group): void {
  try {
    const left = readFileSync(join(path, "cgroup.procs"), "utf8").split("\n").filter(Boolean);
    for (const pid of left) writeFileSync(rootProcs, pid);
    rmdirSync(path);
  } catch {
    // A group left behind holds no process and costs nothing; the next run reuses its name.
  }
}
