import { loadavg } from "node:os";
import { ms, note, num, table, verdict } from "./stats";

/*
 * The closing table of `npm run bench` (issue 42, "Near the floor"; docs/decisions/089): each path that the
 * sections run measured, its figure, the floor measured in the same run beside it, their ratio and the goal.
 * Sections report their rows here as they measure them; main.ts prints the table once every chosen section ran,
 * so a subset of sections prints the rows it measured.
 */

export type Figure = { value: number; unit: "ms" | "/s" | "s" };

/**
 * A goal on the figure itself, in its unit; on its ratio to the floor (`ofFloor: "ratio"`); or on what it adds to
 * the floor (`ofFloor: "difference"`, in its unit: an overhead).
 */
export type Goal = ({ atLeast: number } | { atMost: number }) & { ofFloor?: "ratio" | "difference" };

export type SummaryRow = {
  path: string;
  /** "SQLite", "PostgreSQL", or one with the run's shape ("PostgreSQL, 3 workers"). */
  database: string;
  measured: Figure;
  /** What the same work costs with nothing of the app around it, measured in the same run; absent: no floor. */
  floor?: { figure: Figure; what: string };
  /** Absent where issue 42 counts the row as done and names no goal (100 labels). */
  goal?: Goal;
  /** The 1-minute load average while the figure was measured, when the section reports it later (default: now). */
  load?: number;
};

const rows: Array<SummaryRow & { load: number }> = [];

/** Called by a section once it measured a path of issue 42's table. */
export function reportRow(row: SummaryRow): void {
  rows.push({ ...row, load: row.load ?? loadavg()[0] });
}

export function figureText({ value, unit }: Figure): string {
  if (unit === "ms") return ms(value, 2);
  if (unit === "s") return `${num(value, 1)} s`;
  return `${num(value)}/s`;
}

function goalText(goal: Goal | undefined, unit: Figure["unit"]): string {
  if (!goal) return "-";
  const [sign, bound] = "atLeast" in goal ? ["≥", goal.atLeast] : ["≤", goal.atMost];
  if (goal.ofFloor === "ratio") return `${sign} ${bound.toFixed(2)}× floor`;
  if (goal.ofFloor === "difference") return `${sign} floor + ${figureText({ value: bound, unit })}`;
  return `${sign} ${figureText({ value: bound, unit })}`;
}

/** Whether a row meets its goal; NaN figures (a part that could not run) never do. */
export function goalMet(row: SummaryRow & { goal: Goal }): boolean {
  const floor = row.floor?.figure.value ?? Number.NaN;
  const value =
    row.goal.ofFloor === "ratio"
      ? ratioOf(row)
      : row.goal.ofFloor === "difference"
        ? row.measured.value - floor
        : row.measured.value;
  return "atLeast" in row.goal ? value >= row.goal.atLeast : value <= row.goal.atMost;
}

function ratioOf(row: SummaryRow): number {
  return row.floor ? row.measured.value / row.floor.figure.value : Number.NaN;
}

export function printSummary(): void {
  if (rows.length === 0) return;
  note("\n== Summary: each path of issue 42 beside its floor, both measured in this run ==");
  note(
    table(
      ["path", "database", "measured", "floor", "ratio", "goal", "", "load (1 min)", "the floor is"],
      rows.map((row) => [
        row.path,
        row.database,
        figureText(row.measured),
        row.floor ? figureText(row.floor.figure) : "-",
        Number.isFinite(ratioOf(row)) ? `${ratioOf(row).toFixed(2)}×` : "-",
        goalText(row.goal, row.measured.unit),
        row.goal ? verdict(goalMet({ ...row, goal: row.goal })) : "",
        row.load.toFixed(1),
        row.floor?.what ?? "no floor measured",
      ]),
    ),
  );
  note("  ratio = measured / floor. The machine is shared: read each ratio with the load beside it, and repeat a run.");
}
