import { describe, expect, test } from "vitest";
import { advancesState, furthestState } from "./shipment-states";

const at = (iso: string) => new Date(iso);

describe("shipment state order", () => {
  test("a later state replaces an earlier one, never the reverse, whatever order they arrive in", () => {
    const delivered = { state: "delivered", at: at("2026-05-01T12:00:00Z") };
    const inTransit = { state: "in_transit", at: at("2026-05-01T10:00:00Z") };
    expect(advancesState(inTransit, delivered)).toBe(true);
    expect(advancesState(delivered, inTransit)).toBe(false);
    expect(furthestState({ state: "assigned", at: at("2026-05-01T09:00:00Z") }, [delivered, inTransit])).toBe(
      delivered,
    );
  });

  test("a reassignment in transit does not move the state back, a cancellation always wins", () => {
    const inTransit = { state: "in_transit", at: at("2026-05-01T10:00:00Z") };
    expect(advancesState(inTransit, { state: "assigned", at: at("2026-05-01T11:00:00Z") })).toBe(false);
    expect(
      advancesState(
        { state: "delivered", at: at("2026-05-01T12:00:00Z") },
        { state: "returning", at: at("2026-05-02T09:00:00Z") },
      ),
    ).toBe(true);
    expect(advancesState(inTransit, { state: "cancelled", at: at("2026-05-01T09:00:00Z") })).toBe(true);
  });

  test("after a failed attempt the rider may be arriving again, but only later", () => {
    const failed = { state: "failed_attempt", at: at("2026-05-01T15:00:00Z") };
    expect(advancesState(failed, { state: "arriving", at: at("2026-05-02T09:00:00Z") })).toBe(true);
    expect(advancesState(failed, { state: "arriving", at: at("2026-05-01T14:00:00Z") })).toBe(false);
  });

  test("an unknown state is kept only while nothing is known", () => {
    expect(advancesState({ state: null, at: null }, { state: "on_the_moon", at: at("2026-05-01T10:00:00Z") })).toBe(
      true,
    );
    expect(
      advancesState(
        { state: "created", at: at("2026-05-01T09:00:00Z") },
        { state: "on_the_moon", at: at("2026-05-01T10:00:00Z") },
      ),
    ).toBe(false);
  });
});
