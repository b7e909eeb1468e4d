import { describe, expect, test } from "vitest";
import { DEFAULT_SCOPES, DEVELOPMENT_ENCRYPTION_KEY, EnvError, parseEnv } from "./env.server";
import { readFileSync } from "node:fs";
import { PRODUCTION_ENV as production } from "./env-production.fixture";

describe("environment", () => {
  test("development works with no configuration at all", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      DATABASE_URL: "file:./prisma/dev.db",
      DELIVERY_API_URL: "http://127.0.0.1:4010",
    });
  });

  test("jobs run in a worker process beside the web process on both databases, unless told otherwise", () => {
    const postgres = "postgresql://app@127.0.0.1:5432/app";
    expect(parseEnv({}).JOB_WORKERS).toBe("process");
    expect(parseEnv({ DATABASE_URL: postgres }).JOB_WORKERS).toBe("process");
    expect(parseEnv({ JOB_WORKERS: "on" }).JOB_WORKERS).toBe("on");
    expect(parseEnv({ DATABASE_URL: postgres, JOB_WORKERS: "off" }).JOB_WORKERS).toBe("off");
  });

  test("a complete production environment is accepted", () => {
    expect(parseEnv(production).SHOPIFY_APP_URL).toBe("https://app.example.com");
  });

  test("production names every missing variable in one message", () => {
    let message = "";
    try {
      parseEnv({ NODE_ENV: "production" });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    for (const name of [
      "SHOPIFY_API_KEY",
      "SHOPIFY_API_SECRET",
      "SHOPIFY_APP_URL",
      "DATABASE_URL",
      "DELIVERY_API_URL",
      "ENCRYPTION_KEY",
    ]) {
      expect(message).toContain(name);
    }
  });

  test("production refuses the development key, test switches and plain http", () => {
    expect(() => parseEnv({ ...production, ENCRYPTION_KEY: DEVELOPMENT_ENCRYPTION_KEY })).toThrow(/development key/);
    expect(() => parseEnv({ ...production, SHOPIFY_ADMIN_ORIGIN: "http://127.0.0.1:4020" })).toThrow(
      /SHOPIFY_ADMIN_ORIGIN/,
    );
    expect(() => parseEnv({ ...production, ADMIN_PREVIEW: "on" })).toThrow(/ADMIN_PREVIEW/);
    expect(() => parseEnv({ ...production, DELIVERY_API_URL: "http://delivery.example.com" })).toThrow(/https/);
  });

  test("bad values say what they expect", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with file:/);
    expect(() => parseEnv({ ENCRYPTION_KEY: "short" })).toThrow(/ENCRYPTION_KEY: must be 32 bytes/);
    expect(() => parseEnv({ PORT: "http" })).toThrow(/PORT/);
  });

  test("a bad previous key is named with what it expects, beside the other bad variables", () => {
    const good = Buffer.alloc(32, 3).toString("base64");
    expect(parseEnv({ ENCRYPTION_KEYS_PREVIOUS: `${good}, ${good}` }).ENCRYPTION_KEYS_PREVIOUS).toBe(
      `${good}, ${good}`,
    );
    let message = "";
    try {
      parseEnv({ ...production, ENCRYPTION_KEYS_PREVIOUS: `${good},not-a-key`, PORT: "http" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/ENCRYPTION_KEYS_PREVIOUS: must be comma-separated keys of 32 bytes each/);
    expect(message).toContain("PORT");
  });

  test("an empty optional value is unset, in production too; an empty required one is named as required", () => {
    const env = parseEnv({ ...production, METRICS_TOKEN: "", ENCRYPTION_KEYS_PREVIOUS: "", LOG_LEVEL: "" });
    expect(env).toMatchObject({ ENCRYPTION_KEYS_PREVIOUS: "", LOG_LEVEL: "info" });
    expect(env.METRICS_TOKEN).toBeUndefined();
    expect(() => parseEnv({ ...production, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => parseEnv({ ...production, SHOPIFY_API_SECRET: "" })).toThrow(/SHOPIFY_API_SECRET: required/);
  });

  test("the Shopify-side sweep's interval is a setting between a minute and a day, 10 minutes by default", () => {
    expect(parseEnv({}).SHOPIFY_SWEEP_INTERVAL_MS).toBe(600_000);
    expect(parseEnv({ ...production, SHOPIFY_SWEEP_INTERVAL_MS: "120000" }).SHOPIFY_SWEEP_INTERVAL_MS).toBe(120_000);
    expect(() => parseEnv({ SHOPIFY_SWEEP_INTERVAL_MS: "59999" })).toThrow(/SHOPIFY_SWEEP_INTERVAL_MS/);
    expect(() => parseEnv({ SHOPIFY_SWEEP_INTERVAL_MS: "86400001" })).toThrow(/SHOPIFY_SWEEP_INTERVAL_MS/);
  });

  test("the default scopes are exactly those shopify.app.toml declares", () => {
    const toml = readFileSync("shopify.app.toml", "utf8");
    const declared = /^scopes = "([^"]+)"/m.exec(toml)![1];
    expect(DEFAULT_SCOPES.split(",").sort()).toEqual(declared.split(",").sort());
  });
});
