import { expect, test } from "vitest";
import { inShopDays, OrderActionFormSchema } from "./order-action-form";

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
