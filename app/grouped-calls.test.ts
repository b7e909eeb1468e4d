import { describe, expect, test } from "vitest";
import { GroupedCalls } from "./grouped-calls";

/**
 * A group runner that records each group it ran and answers each item doubled. A negative item is refused for its
 * data (PostgreSQL's SQLSTATE 22P05), a zero as a lost connection would be.
 */
function doubling() {
  const groups: number[][] = [];
  let release: (() => void) | undefined;
  const held = { hold: false };
  const calls = new GroupedCalls<number, number>(async (_, items) => {
    groups.push(items);
    if (held.hold) await new Promise<void>((resolve) => (release = resolve));
    if (items.some((item) => item < 0)) throw Object.assign(new Error(`refused ${items.join(",")}`), { code: "22P05" });
    if (items.includes(0)) throw Object.assign(new Error("Connection terminated unexpectedly"), { code: undefined });
    return items.map((item) => item * 2);
  }, 3);
  return { calls, groups, held, release: () => release?.() };
}

describe("GroupedCalls", () => {
  test("calls made in one turn go as one group, each answered with its own result", async () => {
    const { calls, groups } = doubling();
    const results = await Promise.all([1, 2, 3].map((item) => calls.call("kind", item)));
    expect(results).toEqual([2, 4, 6]);
    expect(groups).toEqual([[1, 2, 3]]);
  });

  test("calls made while a group is out wait for it and then go together, at most maxItems a group", async () => {
    const { calls, groups, held, release } = doubling();
    held.hold = true;
    const first = calls.call("kind", 1);
    while (groups.length === 0) await new Promise((resolve) => setImmediate(resolve)); // the first group is out
    held.hold = false;
    const later = [2, 3, 4, 5].map((item) => calls.call("kind", item));
    release();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8, 10]);
    expect(groups).toEqual([[1], [2, 3, 4], [5]]);
  });

  test("kinds are grouped apart", async () => {
    const { calls, groups } = doubling();
    await Promise.all([calls.call("a", 1), calls.call("b", 2), calls.call("a", 3)]);
    expect(groups).toEqual([[1, 3], [2]]);
  });

  test("a refused group goes again call by call: only the refused call fails", async () => {
    const { calls, groups } = doubling();
    const settled = await Promise.allSettled([1, -2, 3].map((item) => calls.call("kind", item)));
    expect(settled.map((result) => (result.status === "fulfilled" ? result.value : "refused"))).toEqual([
      2,
      "refused",
      6,
    ]);
    expect(groups).toEqual([[1, -2, 3], [1], [-2], [3]]);
    // The kind is free again: the next call goes at once.
    expect(await calls.call("kind", 4)).toBe(8);
  });

  test("a group that failed for another reason (a lost connection) fails each of its calls, without trying them again", async () => {
    const { calls, groups } = doubling();
    const settled = await Promise.allSettled([1, 0, 3].map((item) => calls.call("kind", item)));
    expect(settled.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(groups).toEqual([[1, 0, 3]]);
  });
});
