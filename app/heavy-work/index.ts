/**
 * Heavy work off the request path: a bounded pool of worker threads running the app's task modules (`*.task.ts`).
 * The front door of app/heavy-work (docs/decisions/052, 069).
 */
export type { HeavyWork, HeavyWorkStats } from "./heavy-work";
export {
  HeavyWorkBusyError,
  createHeavyWork,
  isHeavyWorkBusy,
  busyResponse,
  type HeavyWorkOptions,
  type HeavyWorkPool,
} from "./pool.server";
