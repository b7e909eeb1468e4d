import { describe, expect, test } from "vitest";
import { ALL_KEY, manualClock, READONLY_KEY, useSandbox } from "./test-support";

const clock = manualClock();
const t = useSandbox(() => ({ clock: clock.now }));

async function burst(count: number, key = ALL_KEY): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await t.api("GET", "/corridors", { key })).status);
  return statuses;
}

describe("rate limit (spec §8)", () => {
  test("the 121st request of a minute is refused with 429 and a Retry-After in seconds", async () => {
    const statuses = await burst(120);
    expect(statuses.every((s) => s === 200)).toBe(true);
    clock.advance(15_000);
    const refused = await t.api("GET", "/corridors");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("45");
    expect(refused.body).toMatchObject({ error: "Too Many Requests", statusCode: 429, code: "RATE_LIMITED" });
  });

  test("the limit counts per key", async () => {
    await burst(121);
    expect((await t.api("GET", "/corridors", { key: READONLY_KEY })).status).toBe(200);
  });

  test("requests are accepted again once the minute window has passed", async () => {
    await burst(121);
    clock.advance(59_999);
    expect((await t.api("GET", "/corridors")).status).toBe(429);
    clock.advance(1);
    expect((await t.api("GET", "/corridors")).status).toBe(200);
  });
});

describe("rate limit options", () => {
  const small = useSandbox(() => ({ clock: clock.now, rateLimitPerMinute: 3, rateWindowMs: 1000 }));

  test("a smaller limit and window can be configured", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await small.api("GET", "/corridors")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await small.api("GET", "/corridors")).headers.get("retry-after")).toBe("1");
    clock.advance(1000);
    expect((await small.api("GET", "/corridors")).status).toBe(200);
  });
});
