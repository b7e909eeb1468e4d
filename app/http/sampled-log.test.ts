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
