import { describe, expect, it } from "vitest";
import { isTransientDbError, retryTransientDbErrors } from "./transient-db-error";

/** A database call that always fails with `error`, counting how often it was made. */
function alwaysFailing(error: Error) {
  const call = () => {
    call.calls++;
    return Promise.reject(error);
  };
  call.calls = 0;
  return call;
}

describe("a database busy for a moment", () => {
  it("is retried, and anything else is not", async () => {
    let calls = 0;
    const busyTwice = () =>
      ++calls <= 2
        ? Promise.reject(Object.assign(new Error("Operation has timed out"), { code: "P1008" }))
        : Promise.resolve("done");
    expect(await retryTransientDbErrors(busyTwice, 5, 1)).toBe("done");
    expect(calls).toBe(3);

    const refused = alwaysFailing(new Error("Unique constraint failed"));
    await expect(retryTransientDbErrors(refused, 5, 1)).rejects.toThrow("Unique");
    expect(refused.calls).toBe(1);
    expect(isTransientDbError({ code: "P2002", message: "x" })).toBe(false);
  });

  it("gives up after its attempts", async () => {
    const timingOut = alwaysFailing(new Error("Operation has timed out"));
    await expect(retryTransientDbErrors(timingOut, 3, 1)).rejects.toThrow("timed out");
    expect(timingOut.calls).toBe(3);
  });
});
