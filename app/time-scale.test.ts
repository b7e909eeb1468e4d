import { describe, expect, test } from "vitest";
import { parseEnv } from "./env.server";
import { scaledMs } from "./time-scale";

describe("TIME_SCALE", () => {
  test("1 (the default, and the only value production takes) leaves every delay as it is", () => {
    expect(scaledMs(600_000, 1, 5_000)).toBe(600_000);
    expect(parseEnv({ NODE_ENV: "test" }).TIME_SCALE).toBe(1);
  });

  test("a smaller scale shrinks a delay, never below the caller's floor nor above the production delay", () => {
    expect(scaledMs(600_000, 0.02)).toBe(12_000);
    expect(scaledMs(10_000, 0.02, 2_000)).toBe(2_000);
    expect(scaledMs(500, 0.02, 2_000)).toBe(500);
    expect(scaledMs(3, 0.02)).toBe(1);
  });

  test("production refuses any other value; zero, negative and above 1 are refused everywhere", () => {
    const production = {
      NODE_ENV: "production",
      SHOPIFY_API_KEY: "k",
      SHOPIFY_API_SECRET: "s",
      SHOPIFY_APP_URL: "https://app.example.com",
      DATABASE_URL: "file:./x.db",
      DELIVERY_API_URL: "https://delivery.example.com",
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    };
    expect(() => parseEnv({ ...production, TIME_SCALE: "0.02" })).toThrow(/TIME_SCALE: test-only/);
    expect(parseEnv({ ...production, TIME_SCALE: "1" }).TIME_SCALE).toBe(1);
    for (const bad of ["0", "-1", "2", "fast"])
      expect(() => parseEnv({ NODE_ENV: "test", TIME_SCALE: bad })).toThrow(/TIME_SCALE/);
  });
});
