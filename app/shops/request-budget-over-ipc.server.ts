import type { BudgetTakeResult, RequestBudgetStore } from "~/delivery";
import { AppError } from "~/errors";

/*
 * spec §8 gives each API key 120 requests a minute, whatever sends them. On SQLite the budget lives in the web
 * process's memory (docs/decisions/013), and the job worker process beside it (JOB_WORKERS=process,
 * docs/decisions/088) takes its slots from that same store over the IPC channel between the two
 * (docs/decisions/094): a take is a message with an id, answered by the web process with the same id. A second
 * memory store in the worker would let the two processes send twice the key's limit together.
 *
 * The web process dates a slot when it takes it; the worker, when the answer reaches it, says when the slot is
 * used (`budgetUsed`), and the web process dates it again then (decision 100): on a busy worker the answer can wait
 * longer than the window's margin before the request leaves, and a slot dated at its grant was freed too soon.
 *
 * The worker's take waits for the answer. At most MAX_BUDGET_TAKES_IN_FLIGHT are out at once; more wait here, so a
 * burst of jobs cannot fill the web process's channel. When the web process is gone (the channel closes) every
 * take fails at once: the worker ends anyway (job-worker.mjs), and its jobs are taken back by the next start.
 */

/** The IPC channel as each side sees it: the worker's `process`, or the web process's ChildProcess. */
export type BudgetChannel = {
  readonly connected: boolean;
  send(message: BudgetMessage, callback: (error: Error | null) => void): boolean;
  on(event: "message", listener: (message: unknown) => void): unknown;
  on(event: "disconnect", listener: () => void): unknown;
};

type BudgetTake = { id: number; key: string; limit: number; windowMs: number; now: number };
/** `at`: when the web process dated the slot it granted. */
type BudgetAnswer = { id: number; result: BudgetTakeResult; at?: number } | { id: number; failed: string };
/** The slot granted at `at` leaves the worker at `usedAt`. */
type BudgetUsed = { key: string; at: number; usedAt: number };
export type BudgetMessage = { budgetTake: BudgetTake } | { budgetAnswer: BudgetAnswer } | { budgetUsed: BudgetUsed };

/** Takes out at once from one worker; jobs of every kind together run a few dozen at most (JOB_CONCURRENCY each). */
export const MAX_BUDGET_TAKES_IN_FLIGHT = 32;

/** The web process is gone, or could not answer: the worker ends too, and the job is tried again. */
export class BudgetChannelClosedError extends AppError {
  readonly code = "BUDGET_CHANNEL_CLOSED";
  readonly retryable = true;
}

type Pending = { resolve: (result: BudgetTakeResult) => void; reject: (error: Error) => void };

/** The job worker process's budget store: every slot is taken from the web process's store (answerBudgetTakes). */
export function createParentBudgetStore(
  channel: BudgetChannel,
  { maxInFlight = MAX_BUDGET_TAKES_IN_FLIGHT, clock = Date.now }: { maxInFlight?: number; clock?: () => number } = {},
): RequestBudgetStore {
  const pending = new Map<number, Pending & { key: string }>();
  const waiting: Array<() => void> = [];
  let inFlight = 0;
  let nextId = 1;
  let closed = false;

  channel.on("message", (message) => {
    const answer = isRecord(message) && isRecord(message.budgetAnswer) ? message.budgetAnswer : undefined;
    const taker = typeof answer?.id === "number" ? pending.get(answer.id) : undefined;
    if (!answer || !taker) return;
    pending.delete(answer.id as number);
    // The request leaves as soon as this take resolves: now is when the slot is used.
    if (isRecord(answer.result) && answer.result.ok === true && typeof answer.at === "number" && channel.connected)
      channel.send({ budgetUsed: { key: taker.key, at: answer.at, usedAt: clock() } }, () => undefined);
    if (isRecord(answer.result)) taker.resolve(answer.result as BudgetTakeResult);
    else taker.reject(new BudgetChannelClosedError(`The web process could not take a slot: ${String(answer.failed)}`));
  });
  channel.on("disconnect", () => {
    closed = true;
    for (const taker of pending.values()) taker.reject(gone());
    pending.clear();
    for (const next of waiting.splice(0)) next();
  });

  // A place freed goes straight to the oldest waiting take, so a take begun meanwhile cannot pass the bound.
  const acquire = () =>
    inFlight < maxInFlight ? (inFlight++, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  };

  return {
    async take(key, limit, windowMs, now) {
      await acquire();
      try {
        if (closed || !channel.connected) throw gone();
        const id = nextId++;
        return await new Promise<BudgetTakeResult>((resolve, reject) => {
          pending.set(id, { resolve, reject, key });
          channel.send({ budgetTake: { id, key, limit, windowMs, now } }, (error) => {
            if (error && pending.delete(id)) reject(new BudgetChannelClosedError(gone().message, { cause: error }));
          });
        });
      } finally {
        release();
      }
    },
  };
}

const gone = () =>
  new BudgetChannelClosedError("The web process is gone: the job worker process has no request budget to take from.");

/**
 * The web process's side: answers its job worker process's takes from `store`, the web process's own. A slot is
 * dated when it is taken here, not when the worker asked (decision 028), and again when the worker uses it
 * (`budgetUsed`, decision 100): the messages' travel must not date a slot early and free its place too soon.
 */
export function answerBudgetTakes(channel: BudgetChannel, store: RequestBudgetStore, clock: () => number = Date.now) {
  channel.on("message", (message) => {
    const used = isRecord(message) && isBudgetUsed(message.budgetUsed) ? message.budgetUsed : undefined;
    if (used) return store.redate?.(used.key, used.at, used.usedAt);
    const take = isRecord(message) && isBudgetTake(message.budgetTake) ? message.budgetTake : undefined;
    if (!take) return;
    const at = Math.max(take.now, clock());
    store
      .take(take.key, take.limit, take.windowMs, at)
      .then(
        (result): BudgetAnswer => ({ id: take.id, result, at }),
        (error: unknown): BudgetAnswer => ({ id: take.id, failed: error instanceof Error ? error.message : "?" }),
      )
      // An answer lost to a worker that is ending costs nothing: its pending takes fail when its channel closes.
      .then((answer) => channel.connected && channel.send({ budgetAnswer: answer }, () => undefined));
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isBudgetTake(value: unknown): value is BudgetTake {
  return (
    isRecord(value) &&
    ["id", "limit", "windowMs", "now"].every((field) => typeof value[field] === "number") &&
    typeof value.key === "string"
  );
}

function isBudgetUsed(value: unknown): value is BudgetUsed {
  return (
    isRecord(value) && typeof value.key === "string" && typeof value.at === "number" && typeof value.usedAt === "number"
  );
}
