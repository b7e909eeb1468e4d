import { describe, expect, test } from "vitest";
import { retryDelayMs } from "./backoff";

const backoff = { initialMs: 1000, maxMs: 30_000 };

describe("retryDelayMs", () => {
  test("doubles with each attempt, jittered between 1× and 2× the base", () => {
    expect(retryDelayMs(1, backoff, () => 0)).toBe(1000);
    expect(retryDelayMs(1, backoff, () => 0.999)).toBe(1999);
    expect(retryDelayMs(2, backoff, () => 0)).toBe(2000);
    expect(retryDelayMs(4, backoff, () => 0.5)).toBe(12_000);
  });

  test("never exceeds the cap, however many attempts failed", () => {
    expect(retryDelayMs(5, backoff, () => 0.9)).toBe(30_000);
    expect(retryDelayMs(1000, backoff, () => 0.9)).toBe(30_000);
  });
});
