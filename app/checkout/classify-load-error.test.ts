import { describe, expect, test } from "vitest";
import { classifyLoadError } from "./classify-load-error";

describe("classifyLoadError", () => {
  test("reads a 429 or the client's rate-limit codes as rate_limited", () => {
    expect(classifyLoadError({ statusCode: 429, code: "SOMETHING" })).toBe("rate_limited");
    expect(classifyLoadError({ status: 429 })).toBe("rate_limited");
    expect(classifyLoadError({ code: "RATE_LIMITED" })).toBe("rate_limited");
    expect(classifyLoadError({ code: "REQUEST_BUDGET_EXHAUSTED" })).toBe("rate_limited");
  });

  test("reads connection time-outs and aborts as timeout", () => {
    expect(classifyLoadError({ code: "CONNECTION_FAILED", timedOut: true })).toBe("timeout");
    expect(classifyLoadError({ code: "TIMEOUT" })).toBe("timeout");
    expect(classifyLoadError(new DOMException("aborted", "AbortError"))).toBe("timeout");
  });

  test("reads everything else as service_error", () => {
    expect(classifyLoadError({ statusCode: 503, code: "SERVER_ERROR" })).toBe("service_error");
    expect(classifyLoadError(new TypeError("fetch failed"))).toBe("service_error");
    expect(classifyLoadError("a string")).toBe("service_error");
    expect(classifyLoadError(null)).toBe("service_error");
  });
});
