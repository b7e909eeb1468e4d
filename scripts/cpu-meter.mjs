// What a part of `npm test` costs the machine in CPU: every process it started, including those no parent waited for.
// /usr/bin/time and the kernel's children's times count a process only once its parent has waited for it; Chromium's
// renderers, a stack's job worker left by a killed web process and the apps of a worker that exited first were
// orphaned and never counted. Linux's cpuacct control group counts every process that ever ran in it.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const CPUACCT_ROOT = "/sys/fs/cgroup/cpuacct";

/**
 * A cpuacct control group named `name` under `parent` (or the hierarchy's root), or null where none can be made
 * (no cgroup v1 cpuacct hierarchy, or no right to write it): the caller then counts as before.
 */
export function cpuGroup(name, parent, root = CPUACCT_ROOT) {
  const dir = join(parent?.dir ?? root, name);
  try {
    mkdirSync(dir);
  } catch {
    return null;
  }
  if (!existsSync(join(dir, "cpuacct.usage"))) {
    rmdirSync(dir);
    return null;
  }
  return {
    dir,
    /** Puts a running process (and the processes it starts from now on) in the group. */
    join(pid) {
      writeFileSync(join(dir, "cgroup.procs"), String(pid));
    },
    /**
     * `command args…` as a command line that joins the group first, so that nothing it starts is left out. The command
     * runs even if joining fails: a measure never stops the tests.
     * @param {string} command
     * @param {string[]} args
     * @returns {[string, string[]]}
     */
    wrap(command, args) {
      return [
        "sh",
        ["-c", `{ echo $$ > "${join(dir, "cgroup.procs")}"; } 2>/dev/null; exec "$@"`, "sh", command, ...args],
      ];
    },
    /** The CPU every process in the group has used, in seconds (a group's usage includes its groups'). */
    seconds() {
      return Number(readFileSync(join(dir, "cpuacct.usage"), "utf8")) / 1e9;
    },
    /** Removes the group once no process is left in it; false while one is (it stays, empty groups cost nothing). */
    remove() {
      try {
        rmdirSync(dir);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Moves a process back to the hierarchy's root group, so that its own group can be removed. */
export function leaveGroups(pid, root = CPUACCT_ROOT) {
  try {
    writeFileSync(join(root, "cgroup.procs"), String(pid));
  } catch {
    // Not in a group of ours.
  }
}
