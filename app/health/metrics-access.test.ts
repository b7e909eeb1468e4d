import { describe, expect, test } from "vitest";
import { metricsAccess } from "./metrics-access";

const TOKEN = "metrics-token-0123456789";

describe("metricsAccess", () => {
  test("production without METRICS_TOKEN refuses metrics to everyone, whatever they present", () => {
    expect(metricsAccess({ NODE_ENV: "production" }, null)).toBe("not-configured");
    expect(metricsAccess({ NODE_ENV: "production" }, "Bearer anything")).toBe("not-configured");
  });

  test("with METRICS_TOKEN set, only the exact bearer token is let in, in production and outside it", () => {
    for (const NODE_ENV of ["production", "development"]) {
      expect(metricsAccess({ NODE_ENV, METRICS_TOKEN: TOKEN }, `Bearer ${TOKEN}`)).toBe("allowed");
      expect(metricsAccess({ NODE_ENV, METRICS_TOKEN: TOKEN }, null)).toBe("unauthorized");
      expect(metricsAccess({ NODE_ENV, METRICS_TOKEN: TOKEN }, `Bearer ${TOKEN}x`)).toBe("unauthorized");
      expect(metricsAccess({ NODE_ENV, METRICS_TOKEN: TOKEN }, TOKEN)).toBe("unauthorized");
    }
  });

  test("outside production an unset token leaves metrics open (demo and tests)", () => {
    expect(metricsAccess({ NODE_ENV: "development" }, null)).toBe("allowed");
    expect(metricsAccess({ NODE_ENV: "test" }, null)).toBe("allowed");
  });
});
