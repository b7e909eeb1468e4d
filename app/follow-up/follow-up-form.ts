/*
 * The outcomes a merchant records about a failed delivery, and the form that records them
 * (docs/decisions/046). Pure: shared by the action, the dashboard and the order page.
 */
import { z } from "zod";
import { addDays } from "~/i18n";

/** What the merchant did. NO_ANSWER keeps the order on the list; the others close the entry. */
export const FOLLOW_UP_OUTCOMES = ["CALLED", "NO_ANSWER", "NEW_DATE_AGREED", "BUYER_CANCELLED"] as const;
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number];
/** The ledger's "close" of a returned cash-on-delivery parcel, kept in the same history. */
export const RETURN_CLOSED = "RETURN_CLOSED";

export function closesEntry(outcome: FollowUpOutcome): boolean {
  return outcome !== "NO_ANSWER";
}

/** Recorded outcomes kept per order: a long story of calls, not an unbounded log. */
export const MAX_FOLLOW_UPS_PER_ORDER = 50;

/** A new delivery day is agreed for the coming weeks, not for next year. */
export const MAX_AGREED_DAYS_AHEAD = 60;

export const FollowUpFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("record"),
    outcome: z.enum(FOLLOW_UP_OUTCOMES),
    // YYYY-MM-DD in the shop's time zone; required for NEW_DATE_AGREED (checked with the shop's today).
    agreedDay: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.iso.date().optional()),
    // The event the merchant saw (followUpAt, ISO): a newer one keeps the order on the list.
    seenAt: z.iso.datetime().optional(),
  }),
  z.object({ intent: z.literal("close-return") }),
]);
export type FollowUpForm = z.infer<typeof FollowUpFormSchema>;

export type FollowUpProblem =
  | "FORM_INVALID"
  | "DAY_INVALID"
  | "DAY_REQUIRED"
  | "DAY_IN_PAST"
  | "DAY_TOO_FAR"
  | "NOTHING_TO_FOLLOW_UP"
  | "NOT_A_RETURN"
  | "TOO_MANY";

export type FollowUpResult =
  | { ok: true; intent: FollowUpForm["intent"]; stillOpen: boolean; newerEvent: boolean }
  | { ok: false; code: FollowUpProblem };

/** The agreed day's problem, if any: required for a new date, from the shop's today to MAX_AGREED_DAYS_AHEAD. */
export function agreedDayProblem(
  outcome: FollowUpOutcome,
  agreedDay: string | undefined,
  today: string,
): FollowUpProblem | null {
  if (outcome !== "NEW_DATE_AGREED") return null;
  if (!agreedDay) return "DAY_REQUIRED";
  if (agreedDay < today) return "DAY_IN_PAST";
  return agreedDay > addDays(today, MAX_AGREED_DAYS_AHEAD) ? "DAY_TOO_FAR" : null;
}

/** What is wrong with a form that does not parse: the agreed day's format is said as such. */
export function formProblem(error: z.ZodError): FollowUpProblem {
  return error.issues.some((issue) => issue.path[0] === "agreedDay") ? "DAY_INVALID" : "FORM_INVALID";
}
