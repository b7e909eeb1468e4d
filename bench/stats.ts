import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";

/*
 * The benchmarks' shared arithmetic and printing: timers, percentiles, a bounded worker pool and
 * plain-text tables. Figures only: nothing here asserts a time.
 */

export type Summary = { count: number; p50: number; p99: number; mean: number; max: number };

/** Nearest-rank percentile of an ascending list (p in 0–100). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: total / (sorted.length || 1),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Milliseconds since the call, with sub-millisecond resolution. */
export function startTimer(): () => number {
  const started = performance.now();
  return () => performance.now() - started;
}

export type LoadResult = {
  latencies: number[];
  wallMs: number;
  failures: number;
  statuses: Map<number, number>;
  /** p99 of this process's event-loop delay during the run: how much the measuring itself may have lagged. */
  loopDelayP99Ms: number;
};

/**
 * Runs `count` tasks with at most `concurrency` in flight; each task returns its HTTP status.
 * A status outside 2xx, or a throw, counts as a failure (its latency is still recorded).
 */
export async function runLoad(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<number>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let failures = 0;
  let next = 0;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const wall = startTimer();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const elapsed = startTimer();
      let status = 0;
      try {
        status = await task(index);
      } catch {
        status = 0;
      }
      latencies.push(elapsed());
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status < 200 || status > 299) failures++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const wallMs = wall();
  loop.disable();
  return { latencies, wallMs, failures, statuses, loopDelayP99Ms: loop.percentile(99) / 1e6 };
}

/** Two runs of the same requests as one: their requests, their time and their statuses added up. */
export function joinLoads(first: LoadResult, second: LoadResult): LoadResult {
  const statuses = new Map(first.statuses);
  for (const [status, count] of second.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  return {
    latencies: [...first.latencies, ...second.latencies],
    wallMs: first.wallMs + second.wallMs,
    failures: first.failures + second.failures,
    statuses,
    loopDelayP99Ms: Math.max(first.loopDelayP99Ms, second.loopDelayP99Ms),
  };
}

export function perSecond(count: number, wallMs: number): number {
  return wallMs > 0 ? (count * 1000) / wallMs : Number.NaN;
}

export function ms(value: number, digits = 1): string {
  return Number.isFinite(value) ? `${value.toFixed(digits)} ms` : "-";
}

export function num(value: number, digits = 0): string {
  return Number.isFinite(value)
    ? value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : "-";
}

export function pct(share: number, digits = 0): string {
  return Number.isFinite(share) ? `${(share * 100).toFixed(digits)} %` : "-";
}

/** A task's status for "answered 200 but without the content expected" (e.g. no rates). */
export const EMPTY_ANSWER = -1;

export function statusList(statuses: Map<number, number>): string {
  const name = (status: number) => (status === 0 ? "error" : status === EMPTY_ANSWER ? "empty" : String(status));
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${name(status)}×${n}`)
    .join(" ");
}

/** A table with a header row; the first column left-aligned, the figures right-aligned. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const cell = (text: string, column: number) =>
    column > 0 ? text.padStart(widths[column]) : text.padEnd(widths[column]);
  const line = (cells: string[]) => `  ${cells.map(cell).join("  ").trimEnd()}`;
  return [line(headers), `  ${widths.map((width) => "-".repeat(width)).join("  ")}`, ...rows.map(line)].join("\n");
}

export function heading(title: string, setup: string[]): void {
  process.stdout.write(`\n${"=".repeat(title.length + 6)}\n== ${title} ==\n${"=".repeat(title.length + 6)}\n`);
  for (const line of setup) process.stdout.write(`  ${line}\n`);
  process.stdout.write(`  Machine load average when the section started: ${loadNow()} (1 / 5 / 15 min).\n\n`);
}

/** The machine's load average now (1 / 5 / 15 min): printed beside figures, since the machine is shared. */
export function loadNow(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");
}

export function note(line = ""): void {
  process.stdout.write(`${line}\n`);
}

/** "met" / "not met" for a target, as information. */
export function verdict(met: boolean): string {
  return met ? "met" : "NOT met";
}

/** Polls `check` every `intervalMs` until it returns true or `timeoutMs` passes; returns whether it held. */
export async function pollUntil(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return check();
}

/** User + system CPU seconds a process has used (Linux /proc; NaN elsewhere). */
export function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return Number.NaN;
  }
}
