import { describe, expect, test } from "vitest";
import { agreedDayProblem, closesEntry, FollowUpFormSchema, formProblem } from "./follow-up-form";

describe("the follow-up form", () => {
  test("reads an outcome, an optional day and the event seen", () => {
    expect(
      FollowUpFormSchema.parse({
        intent: "record",
        outcome: "NEW_DATE_AGREED",
        agreedDay: "2026-11-28",
        seenAt: "2026-11-26T09:00:00.000Z",
      }),
    ).toEqual({
      intent: "record",
      outcome: "NEW_DATE_AGREED",
      agreedDay: "2026-11-28",
      seenAt: "2026-11-26T09:00:00.000Z",
    });
    expect(FollowUpFormSchema.parse({ intent: "record", outcome: "NO_ANSWER", agreedDay: "" })).toEqual({
      intent: "record",
      outcome: "NO_ANSWER",
    });
    expect(FollowUpFormSchema.parse({ intent: "record", outcome: "CALLED" })).toEqual({
      intent: "record",
      outcome: "CALLED",
    });
    expect(FollowUpFormSchema.parse({ intent: "close-return" })).toEqual({ intent: "close-return" });
  });

  test("refuses an unknown outcome or a day that is not a date, saying which", () => {
    const shrug = FollowUpFormSchema.safeParse({ intent: "record", outcome: "SHRUG" });
    expect(shrug.success).toBe(false);
    expect(formProblem(shrug.error!)).toBe("FORM_INVALID");
    const day = FollowUpFormSchema.safeParse({ intent: "record", outcome: "NEW_DATE_AGREED", agreedDay: "28/11/2026" });
    expect(formProblem(day.error!)).toBe("DAY_INVALID");
    expect(FollowUpFormSchema.safeParse({ intent: "record", outcome: "CALLED", agreedDay: "28/11/2026" }).success).toBe(
      false,
    );
  });

  test("only no answer keeps the order on the list", () => {
    expect(closesEntry("NO_ANSWER")).toBe(false);
    expect(closesEntry("CALLED")).toBe(true);
    expect(closesEntry("NEW_DATE_AGREED")).toBe(true);
    expect(closesEntry("BUYER_CANCELLED")).toBe(true);
  });

  test("a new date is required, from the shop's today up to 60 days ahead", () => {
    expect(agreedDayProblem("NEW_DATE_AGREED", undefined, "2026-11-26")).toBe("DAY_REQUIRED");
    expect(agreedDayProblem("NEW_DATE_AGREED", "2026-11-25", "2026-11-26")).toBe("DAY_IN_PAST");
    expect(agreedDayProblem("NEW_DATE_AGREED", "2026-11-26", "2026-11-26")).toBeNull();
    expect(agreedDayProblem("NEW_DATE_AGREED", "2027-01-25", "2026-11-26")).toBeNull();
    expect(agreedDayProblem("NEW_DATE_AGREED", "2027-01-26", "2026-11-26")).toBe("DAY_TOO_FAR");
    expect(agreedDayProblem("NO_ANSWER", undefined, "2026-11-26")).toBeNull();
  });
});
