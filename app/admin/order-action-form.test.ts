import { expect, test } from "vitest";
import { inShopDays, invalidFormOutcome, OrderActionFormSchema } from "./order-action-form";

test("a payment recorded on a day of a Nairobi shop is stated at that day's Nairobi midnight; other forms are left alone", () => {
  const form = OrderActionFormSchema.parse({
    intent: "recordPayment",
    paidVia: "manual_bank_transfer",
    reference: "VIR-1",
    paidAt: "2026-11-27",
  });
  expect(inShopDays(form, "Africa/Nairobi")).toMatchObject({ paidAt: "2026-11-26T21:00:00.000Z" });
  expect(inShopDays(form, "UTC")).toMatchObject({ paidAt: "2026-11-27T00:00:00.000Z" });
  const cancel = OrderActionFormSchema.parse({ intent: "cancel", reason: "no" });
  expect(inShopDays(cancel, "Africa/Nairobi")).toBe(cancel);
});

test("a cancel reason and a payment reference are made plain: no control or bidi character, every script kept", () => {
  const cancel = OrderActionFormSchema.parse({
    intent: "cancel",
    reason: "ok\u202egnp.exe\u0007\u0000\r\nX-Injected: 1",
  });
  expect(cancel).toEqual({ intent: "cancel", reason: "okgnp.exe X-Injected: 1" });
  const payment = OrderActionFormSchema.parse({
    intent: "recordPayment",
    paidVia: "manual_cash",
    reference: " Reçu n°12 — الدفع 🧾\u2066\u0000 ",
    paidAt: "2026-11-27",
  });
  expect(payment).toMatchObject({ reference: "Reçu n°12 — الدفع 🧾" });
});

test("a too-long cancel reason or reference is refused with its own code, never cut short", () => {
  const reason = OrderActionFormSchema.safeParse({ intent: "cancel", reason: "r".repeat(501) });
  expect(reason.success).toBe(false);
  expect(invalidFormOutcome(reason.error!)).toMatchObject({ code: "REASON_TOO_LONG", fields: ["reason"] });
  const reference = OrderActionFormSchema.safeParse({
    intent: "recordPayment",
    paidVia: "manual_cash",
    reference: "f".repeat(201),
    paidAt: "2026-11-27",
  });
  expect(invalidFormOutcome(reference.error!)).toMatchObject({ code: "REFERENCE_TOO_LONG", fields: ["reference"] });
  // Only control characters: nothing is left of the reference, which is required.
  const empty = OrderActionFormSchema.safeParse({
    intent: "recordPayment",
    paidVia: "manual_cash",
    reference: "\u0000\u202e",
    paidAt: "2026-11-27",
  });
  expect(invalidFormOutcome(empty.error!)).toMatchObject({ code: "FORM_INVALID", fields: ["reference"] });
  expect(OrderActionFormSchema.parse({ intent: "cancel", reason: "r".repeat(500) })).toMatchObject({
    reason: "r".repeat(500),
  });
});
