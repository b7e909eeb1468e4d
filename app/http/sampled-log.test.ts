import { expect, test } from "vitest";
import { createSampledLog } from "./sampled-log";

test("a kind is logged once per window, with the count of those not logged", () => {
  let now = 0;
  const lines: Array<[object, string]> = [];
  const logger = { warn: (details: object, message: string) => void lines.push([details, message]) };
  const log = createSampledLog(1_000, () => now);
  for (let i = 0; i < 100; i++) log(logger, "flood", {}, "refused");
  log(logger, "other", {}, "refused");
  now = 1_000;
  log(logger, "flood", {}, "refused");
  expect(lines).toEqual([
    [{ securityEvent: "flood", notLoggedSinceLast: 0 }, "refused"],
    [{ securityEvent: "other", notLoggedSinceLast: 0 }, "refused"],
    [{ securityEvent: "flood", notLoggedSinceLast: 99 }, "refused"],
  ]);
});

test("what a client sent is cut short in the line; an info sampler logs at info", () => {
  const lines: Array<[string, object]> = [];
  const logger = {
    warn: (details: object) => void lines.push(["warn", details]),
    info: (details: object) => void lines.push(["info", details]),
  };
  createSampledLog()(logger, "long", { path: `/${"a".repeat(15_000)}`, status: 404 }, "refused");
  createSampledLog(1_000, Date.now, "info")(logger, "probe", { path: "/x" }, "not found");
  const [[level, details], [probeLevel]] = lines as [[string, { path: string; status: number }], [string]];
  expect([level, probeLevel]).toEqual(["warn", "info"]);
  expect(details.path.length).toBeLessThan(250);
  expect(details.path).toMatch(/^\/a+… \(15001 characters\)$/);
  expect(details.status).toBe(404);
});
