import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { note, pct, table } from "./stats";

/*
 * Where a process spent its CPU: reads the V8 profiles that `node --cpu-prof` writes (one per
 * process, on exit) and prints self time by where the code lives (a package, the app's build,
 * Node itself, the garbage collector) and the busiest functions. This is how a bench names its
 * bottleneck; open the same files in Chrome DevTools for the call trees.
 */

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** NODE_OPTIONS for a process whose profile goes to `directory` (written when it exits). */
export function profilingOptions(directory: string | undefined): Record<string, string> {
  return directory ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${directory}` } : {};
}

/** The profiles in `directory` of the processes `pids` (CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile), summarized under `title`. */
export function summarizeProfiles(directory: string, pids: Array<number | undefined>, title: string): void {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith(".cpuprofile") && pids.includes(Number(name.split(".")[3])))
    .map((name) => join(directory, name));
  if (files.length === 0) return note(`  ${title}: no CPU profile was written to ${directory}.`);
  const self = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const path of files) {
    const profile = JSON.parse(readFileSync(path, "utf8")) as CpuProfile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const node = byId.get(id);
      if (!node || node.callFrame.functionName === "(idle)") return;
      const micros = profile.timeDeltas[index] ?? 0;
      busy += micros;
      const place = placeOf(node.callFrame.url, node.callFrame.functionName);
      self.set(place, (self.get(place) ?? 0) + micros);
      const name = `${node.callFrame.functionName || "(anonymous)"} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
      functions.set(name, (functions.get(name) ?? 0) + micros);
    });
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => [name, `${(micros / 1000).toFixed(0)} ms`, pct(micros / busy)]);
  note(`\n  ${title}: ${(busy / 1e6).toFixed(2)} CPU s busy in ${files.length} profile(s) (${directory})`);
  note(table(["where (self time)", "CPU", "share"], top(self, 12)));
  note(table(["busiest functions (self time)", "CPU", "share"], top(functions, 12)));
}

function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return `node: ${url.slice(5).split("/")[0]}`;
  const packages = url.split("node_modules/");
  if (packages.length > 1) {
    const parts = packages.at(-1)!.split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.includes("/build/server/")) return "the app (build/server)";
  return shortUrl(url);
}

function shortUrl(url: string): string {
  const packages = url.split("node_modules/");
  if (packages.length > 1) return packages.at(-1)!;
  return url.replace(/^file:\/\//, "").replace(`${process.cwd()}/`, "");
}
