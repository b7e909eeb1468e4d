import { describe, expect, test } from "vitest";
import { UTC_TERMS } from "~/i18n";
import { paymentTruth, type PaymentRecord } from "~/payments";
import { amountToCollect, callMessage, telLink, whatsAppLink } from "./call-message";

/** A West African shop: its prices read "31 500 F CFA", not the service's "XOF". */
const CFA_SHOP = { ...UTC_TERMS, currency: "XOF", moneyFormat: "{{amount_no_decimals}} F CFA" };

describe("the message to the buyer", () => {
  test("names the order and the exact amount to have ready, in French", () => {
    const message = callMessage({
      locale: "fr",
      event: "shipment.failed_attempt",
      orderName: "#1042",
      toCollect: { amountMinor: 1_500_050, currency: "XOF" },
      terms: { ...CFA_SHOP, moneyFormat: "{{amount}} XOF" },
    });
    expect(message).toBe(
      "Bonjour, nous vous contactons au sujet de votre commande #1042. Notre livreur n'a pas pu vous la livrer. " +
        "Quand pouvons-nous vous l'apporter\u202f? Merci de préparer 15\u202f000,50 XOF pour le livreur.",
    );
  });

  test("writes the amount with the shop's money format, in the buyer's language's separators", () => {
    const toCollect = { amountMinor: 3_150_000, currency: "XOF" };
    const fr = callMessage({
      locale: "fr",
      event: "shipment.failed_attempt",
      orderName: "#9",
      toCollect,
      terms: CFA_SHOP,
    });
    const en = callMessage({
      locale: "en",
      event: "shipment.failed_attempt",
      orderName: "#9",
      toCollect,
      terms: CFA_SHOP,
    });
    expect(fr.endsWith("Merci de préparer 31\u202f500 F CFA pour le livreur.")).toBe(true);
    expect(en.endsWith("Please have 31,500 F CFA ready for the rider.")).toBe(true);
    expect(`${fr} ${en}`).not.toContain("XOF");
  });

  test("in English, for a return, in another currency than the shop's: its code and its own decimals", () => {
    const message = callMessage({
      locale: "en",
      event: "shipment.return_initiated",
      orderName: "#7",
      toCollect: { amountMinor: 250_000, currency: "KES" },
      terms: CFA_SHOP,
    });
    expect(message).toContain("your order #7");
    expect(message).toContain("on its way back to us");
    expect(message.endsWith("Please have 2,500.00 KES ready for the rider.")).toBe(true);
  });

  test("says nothing about money when the order is paid", () => {
    const message = callMessage({
      locale: "en",
      event: "shipment.returned",
      orderName: "#8",
      toCollect: null,
      terms: CFA_SHOP,
    });
    expect(message).toBe(
      "Hello, this is about your order #8. It could not be delivered and has come back to us. Do you still want it? Tell us when we can deliver it.",
    );
  });
});

describe("the links", () => {
  test("tel: keeps the + of E.164; wa.me takes the digits and the text, encoded", () => {
    expect(telLink("+2250707123456")).toBe("tel:+2250707123456");
    const link = whatsAppLink("+2250707123456", "Bonjour, commande #12 ? 15\u202f000 XOF & plus");
    expect(link).toBe(
      "https://wa.me/2250707123456?text=Bonjour%2C%20commande%20%2312%20%3F%2015%E2%80%AF000%20XOF%20%26%20plus",
    );
    expect(new URL(link).searchParams.get("text")).toBe("Bonjour, commande #12 ? 15\u202f000 XOF & plus");
  });
});

describe("the amount to have ready", () => {
  const cod: PaymentRecord = {
    serviceOrderId: "svc_1",
    paymentPlan: "COD",
    paymentState: "COD_PENDING",
    codAmountMinor: 500_000,
    currency: "xof",
    shopifyPaidAt: null,
    paymentHoldAt: null,
    flaggedReason: null,
    syncState: "SENT",
    shipmentState: "failed_attempt",
  };
  const toCollect = (record: PaymentRecord) => amountToCollect(paymentTruth(record, null));
  test("is a cash-on-delivery order's amount while it is still owed", () => {
    expect(toCollect(cod)).toEqual({ amountMinor: 500_000, currency: "XOF" });
  });
  test("is never more than the buyer owes now", () => {
    const edited = { ...cod, owedNowMinor: 350_000, flaggedReason: "AMOUNT_DIFFERS" };
    expect(toCollect(edited)).toEqual({ amountMinor: 350_000, currency: "XOF" });
  });
  test("is nothing once paid, collected, cancelled, for a prepaid order, or for a zero amount", () => {
    expect(toCollect({ ...cod, paymentState: "PAID_RECORDED" })).toBeNull();
    expect(toCollect({ ...cod, paymentState: "COD_COLLECTED" })).toBeNull();
    expect(toCollect({ ...cod, syncState: "CANCELLED" })).toBeNull();
    expect(toCollect({ ...cod, paymentPlan: "PAID" })).toBeNull();
    expect(toCollect({ ...cod, codAmountMinor: 0 })).toBeNull();
  });
});
