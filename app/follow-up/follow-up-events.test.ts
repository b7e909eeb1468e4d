import { describe, expect, test } from "vitest";
import { failureReasonOf, followUpEventOf, followUpUpdate } from "./follow-up-events";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));
const event = (eventType: string, minute: number, reason: string | null = null) => ({
  eventType,
  occurredAt: at(minute),
  newState: null,
  reason,
});

describe("which events put an order on the list", () => {
  test("a failed attempt, a return started and a return; by event or by the state a tracking read gives", () => {
    expect(followUpEventOf("shipment.failed_attempt", null)).toBe("shipment.failed_attempt");
    expect(followUpEventOf("shipment.returned", "returned")).toBe("shipment.returned");
    expect(followUpEventOf("shipment.status_changed", "returning")).toBe("shipment.return_initiated");
    expect(followUpEventOf("shipment.delivered", "delivered")).toBeNull();
    expect(followUpEventOf("shipment.arriving", null)).toBeNull();
  });
});

describe("the follow-up columns", () => {
  test("a failed attempt opens the entry with its reason", () => {
    expect(followUpUpdate({ followUpAt: null }, [event("shipment.failed_attempt", 5, "Buyer absent")])).toEqual({
      followUpEvent: "shipment.failed_attempt",
      followUpAt: at(5),
      followUpReason: "Buyer absent",
      followUpOpen: true,
    });
  });

  test("the same event again, or an older one, changes nothing (a closed entry stays closed)", () => {
    expect(followUpUpdate({ followUpAt: at(5) }, [event("shipment.failed_attempt", 5)])).toBeNull();
    expect(followUpUpdate({ followUpAt: at(5) }, [event("shipment.failed_attempt", 3)])).toBeNull();
    expect(followUpUpdate({ followUpAt: null }, [event("shipment.in_transit", 3)])).toBeNull();
  });

  test("a newer one opens it again; the newest of several wins; a return has no failure reason", () => {
    expect(followUpUpdate({ followUpAt: at(5) }, [event("shipment.failed_attempt", 9)])?.followUpAt).toEqual(at(9));
    expect(
      followUpUpdate({ followUpAt: null }, [
        event("shipment.failed_attempt", 1, "x"),
        event("shipment.return_initiated", 7, "x"),
        event("shipment.in_transit", 8),
      ]),
    ).toEqual({
      followUpEvent: "shipment.return_initiated",
      followUpAt: at(7),
      followUpReason: null,
      followUpOpen: true,
    });
  });
});

describe("the failure reason", () => {
  test("is read when the delivery gives one, trimmed and cut to a line", () => {
    expect(failureReasonOf({ reason: "  Customer not home " })).toBe("Customer not home");
    expect(failureReasonOf({ failureReason: "Wrong address" })).toBe("Wrong address");
    expect(failureReasonOf({ reason: 42 })).toBeNull();
    expect(failureReasonOf({})).toBeNull();
    expect(failureReasonOf({ reason: "x".repeat(500) })).toHaveLength(200);
  });
});
