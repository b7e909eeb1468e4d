import { expect, test } from "vitest";
import { parcelLines, parcelLinesText, type ParcelOutcome } from "./parcel-outcomes";

const NNBSP = "\u202f";

test("each parcel of the order is told what the action did to it, in English and in French", () => {
  const cancelled: ParcelOutcome = { parcelNumber: 1, ok: true, url: null };
  const refused = { parcelNumber: 2, ok: false as const, code: "ORDER_NOT_CANCELLABLE" };
  const outcomes = [cancelled, { ...refused, reason: "The shipment is too far along to be cancelled." }];
  expect(parcelLinesText(parcelLines("en", "cancel", outcomes))).toBe(
    "Parcel 1 of 2 cancelled. Parcel 2 of 2 not cancelled: The shipment is too far along to be cancelled. (code ORDER_NOT_CANCELLABLE)",
  );
  const french = parcelLines("fr", "cancel", [cancelled, { ...refused, reason: "Trop tard : déjà enlevé." }]);
  expect(french.map((line) => line.text)).toEqual([
    "Colis 1 sur 2 annulé.",
    // The narrow no-break space goes into the template only: the reason keeps its own characters.
    `Colis 2 sur 2 non annulé${NNBSP}: Trop tard : déjà enlevé. (code ORDER_NOT_CANCELLABLE)`,
  ]);
  expect(french[1]).toMatchObject({ parcelNumber: 2, ok: false, code: "ORDER_NOT_CANCELLABLE" });
});

test("every action asked of an order has a sentence for a parcel done and for one refused, in both languages", () => {
  for (const locale of ["en", "fr"] as const)
    for (const intent of ["send", "retry", "cancel", "paymentLink"] as const) {
      const [done, refused] = parcelLines(locale, intent, [
        { parcelNumber: 1, ok: true, url: null },
        { parcelNumber: 2, ok: false, code: "X", reason: "why" },
      ]);
      expect(done.text).toMatch(/^(Parcel|Colis) 1 (of|sur) 2\b/);
      expect(refused.text).toMatch(/^(Parcel|Colis) 2 (of|sur) 2\b.*why \(code X\)$/);
    }
});
