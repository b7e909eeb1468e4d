import { z } from "zod";
import { newId } from "./ids";

// Fault injection (docs/reference/house-style.md §5.5 "scenarios"): each fault applies to the next `count` matching requests
// (or, for duplicate_delivery, webhook deliveries). State is per sandbox instance. "hold" is a latency that clearing
// the faults (DELETE /__sandbox/faults) cuts short: a test keeps a request out for exactly as long as it needs.
// "hold_answer" does the request first (writes it, emits its webhooks) and holds only its answer so: a slow
// network on the way back, where the service's webhooks about the request arrive before its answer does.
export const FaultSchema = z.object({
  kind: z.enum(["latency", "hold", "hold_answer", "error", "drop", "lose_answer", "rate_limit", "duplicate_delivery"]),
  count: z.int().min(1).default(1),
  latencyMs: z.int().min(0).max(120_000).default(1000),
  status: z.int().min(400).max(599).default(500),
  code: z.string().min(1).optional(),
  retryAfterSeconds: z.int().min(0).default(1),
  path: z.string().startsWith("/").optional(), // prefix of the full path, e.g. /v1/public-api/checkout/rates
  method: z.string().toUpperCase().optional(),
});
export type FaultInput = z.infer<typeof FaultSchema>;
export type Fault = FaultInput & { id: string; remaining: number };

export interface FaultBook {
  add(input: FaultInput): Fault;
  list(): Fault[];
  clear(): void;
  takeForRequest(method: string, path: string): Fault | null;
  takeDuplicateDelivery(): boolean;
  /** Waits `ms`, or less once the faults are cleared. */
  hold(ms: number): Promise<void>;
}

export function createFaultBook(): FaultBook {
  let faults: Fault[] = [];
  const holds = new Set<() => void>();
  const take = (predicate: (f: Fault) => boolean): Fault | null => {
    const fault = faults.find((f) => f.remaining > 0 && predicate(f));
    if (!fault) return null;
    fault.remaining -= 1;
    faults = faults.filter((f) => f.remaining > 0);
    return fault;
  };
  return {
    add(input) {
      const fault = { ...input, id: newId("flt", 4), remaining: input.count };
      faults.push(fault);
      return fault;
    },
    list: () => faults,
    clear: () => {
      faults = [];
      for (const release of holds) release();
    },
    takeForRequest: (method, path) =>
      take(
        (f) =>
          f.kind !== "duplicate_delivery" && (!f.path || path.startsWith(f.path)) && (!f.method || f.method === method),
      ),
    takeDuplicateDelivery: () => take((f) => f.kind === "duplicate_delivery") !== null,
    hold: (ms) =>
      new Promise<void>((resolve) => {
        const release = () => {
          clearTimeout(timer);
          holds.delete(release);
          resolve();
        };
        const timer = setTimeout(release, ms);
        holds.add(release);
      }),
  };
}
