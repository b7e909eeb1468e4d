import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { createMemoryBudgetStore } from "~/delivery";
import { answerBudgetTakes, BudgetChannelClosedError, createParentBudgetStore } from "./request-budget-over-ipc.server";

/*
 * The budget's IPC protocol (docs/decisions/094) over a real channel: the other end is a forked process
 * (test/support/budget-channel-peer.mjs) playing the web process or the job worker process.
 */
const PEER = fileURLToPath(new URL("../../test/support/budget-channel-peer.mjs", import.meta.url));
const peers: ChildProcess[] = [];
afterEach(() => {
  for (const peer of peers.splice(0)) if (peer.exitCode === null) peer.kill();
});

function peer(...args: string[]): ChildProcess {
  const child = fork(PEER, args, { stdio: "inherit" });
  peers.push(child);
  return child;
}

/** The next message from `child` that has `field`. */
function nextMessage<T>(child: ChildProcess, field: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if (typeof message !== "object" || message === null || !(field in message)) return;
      child.off("message", listener);
      resolve((message as Record<string, T>)[field]);
    };
    child.on("message", listener);
  });
}

describe("the job worker process's budget store", () => {
  test("matches each answer to its take by id, whatever order the answers come in", async () => {
    const store = createParentBudgetStore(peer("reversed", "5"));
    const results = await Promise.all([1, 2, 3, 4, 5].map((now) => store.take("k", 120, 60_000, now)));
    expect(results).toEqual([1, 2, 3, 4, 5].map((now) => ({ ok: false, retryAfterMs: now })));
  });

  test("has at most its bound of takes out at once; the others wait for a place and are sent later", async () => {
    const web = peer("counting");
    const store = createParentBudgetStore(web, { maxInFlight: 2 });
    const takes = Promise.all([1, 2, 3, 4, 5, 6].map((now) => store.take("k", 120, 60_000, now)));
    // The takes that could go are sent once this turn's promises have run; the question follows them on the channel.
    await new Promise(setImmediate);
    const received = nextMessage<number>(web, "received");
    web.send({ count: true });
    expect(await received).toBe(2);
    expect(await takes).toEqual(Array(6).fill({ ok: true }));
  });

  test("says when a granted slot is used, naming it by the time the web process dated it", async () => {
    const web = peer("dating");
    const used = nextMessage<unknown>(web, "usedReport");
    const store = createParentBudgetStore(web, { clock: () => 5_000 });
    expect(await store.take("k", 120, 60_000, 4_000)).toEqual({ ok: true });
    expect(await used).toEqual({ key: "k", at: 3_000, usedAt: 5_000 });
  });

  test("fails its waiting takes at once when the web process is gone, and every take after", async () => {
    const web = peer("dying");
    const store = createParentBudgetStore(web);
    await expect(store.take("k", 120, 60_000, 1)).rejects.toBeInstanceOf(BudgetChannelClosedError);
    await expect(store.take("k", 120, 60_000, 2)).rejects.toBeInstanceOf(BudgetChannelClosedError);
  });
});

describe("the web process", () => {
  test("answers its job worker process's takes from its own store, each with the take's id", async () => {
    const worker = peer("worker");
    const report = nextMessage<unknown[]>(worker, "report");
    answerBudgetTakes(worker, createMemoryBudgetStore());
    // One slot a window: the first take has it, the second waits for the window's end.
    expect(await report).toEqual([
      { id: 1, result: { ok: true }, at: expect.any(Number) },
      { id: 2, result: { ok: false, retryAfterMs: expect.any(Number) }, at: expect.any(Number) },
    ]);
  });

  test("counts a slot from when the worker used it: a minute after its grant, it is still taken", async () => {
    const worker = peer("late-worker");
    const report = nextMessage<unknown[]>(worker, "report");
    answerBudgetTakes(worker, createMemoryBudgetStore());
    // Used 30 s after it was granted: free again only 30 s after the grant's minute (and margin) has passed.
    expect(await report).toEqual([
      { id: 1, result: { ok: true }, at: expect.any(Number) },
      { id: 2, result: { ok: false, retryAfterMs: 30_000 - 1 }, at: expect.any(Number) },
    ]);
  });
});
