import { describe, expect, test } from "vitest";
import { retryDelayMs, scaledBackoff } from "./backoff";

const backoff = { initialMs: 1000, maxMs: 30_000 };

describe("retryDelayMs", () => {
  test("doubles with each attempt, jittered between 1× and 2× the base", () => {
    expect(retryDelayMs(1, backoff, () => 0)).toBe(1000);
    expect(retryDelayMs(1, backoff, () => 0.999)).toBe(1999);
    expect(retryDelayMs(2, backoff, () => 0)).toBe(2000);
    expect(retryDelayMs(4, backoff, () => 0.5)).toBe(12_000);
  });

  test("TIME_SCALE shrinks the curve and its cap alike; 1 leaves the production delays as they are", () => {
    expect(scaledBackoff(backoff, 1)).toEqual(backoff);
    expect(scaledBackoff(backoff, 0.02)).toEqual({ initialMs: 20, maxMs: 600 });
    expect(retryDelayMs(6, scaledBackoff(backoff, 0.02), () => 0.9)).toBe(600);
  });

  test("never exceeds the cap, however many attempts failed", () => {
    expect(retryDelayMs(5, backoff, () => 0.9)).toBe(30_000);
    expect(retryDelayMs(1000, backoff, () => 0.9)).toBe(30_000);
  });
});
