import { summarisePerformance, type DeliveryPerformance, type PerformanceOrder } from "./summarise";

/*
 * A long performance report's figures as a task of the heavy-work pool (app/heavy-work, docs/decisions/069): up to
 * MAX_REPORT_ORDERS orders summarised in a worker thread, from the rows the request read.
 */

/** This module, as the pool names it (a path from the project's root). */
export const PERFORMANCE_REPORT_TASK = "app/performance/performance-report.task.ts";

export type PerformanceReportTask = {
  orders: PerformanceOrder[];
  period: Parameters<typeof summarisePerformance>[1];
  now: Date;
  truncated: boolean;
};

export default function summarisePerformanceTask(task: PerformanceReportTask): DeliveryPerformance {
  return summarisePerformance(task.orders, task.period, task.now, task.truncated);
}
