import type { Locale } from "~/i18n";
import { performanceCsv } from "./csv";
import type { DeliveryPerformance } from "./summarise";

/* The performance report's CSV as a task of the heavy-work pool (app/heavy-work, docs/decisions/069). */

/** This module, as the pool names it (a path from the project's root). */
export const PERFORMANCE_CSV_TASK = "app/performance/performance-csv.task.ts";

export type PerformanceCsvTask = { report: DeliveryPerformance; locale: Locale };

export default function writePerformanceCsvTask({ report, locale }: PerformanceCsvTask): string {
  return performanceCsv(report, locale);
}
