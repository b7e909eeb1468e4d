import { describe, expect, test } from "vitest";
import {
  attentionText,
  carrierServiceShopifySaid,
  carrierServiceText,
  lastErrorText,
  syncPausedText,
} from "./problem-text";
import {
  carrierServiceProblem,
  NO_ORDER_ATTENTION,
  orderAttention,
  orderError,
  orderMappingError,
  orderWaitsForShop,
  ShopPauseCode,
  shopSyncStopped,
} from "./stored-problems";

describe("stored problems are codes, rendered in the reader's language", () => {
  test("a mapping problem is stored without text and read in English or French", () => {
    const stored = orderMappingError([
      { field: "shipping_address.phone", code: "missing_phone", message: "The order has no phone number." },
    ]);
    expect(stored.lastErrorMessage).toBeNull();
    expect(stored.lastErrorParamsJson).not.toContain("phone number");
    expect(lastErrorText(stored, "en")).toBe(
      "shipping_address.phone: The order has no phone number; the delivery code is sent by phone. Add one to the shipping address.",
    );
    expect(lastErrorText(stored, "fr-FR")).toMatch(
      /^shipping_address\.phone: La commande n'a pas de numéro de téléphone/,
    );
  });

  test("a mapping problem's params fill its text", () => {
    const stored = orderMappingError([
      { field: "currency", code: "presentment_currency_differs", message: "", params: { paid: "EUR", shop: "XOF" } },
    ]);
    expect(lastErrorText(stored, "fr")).toBe(
      "currency: L'acheteur a payé en EUR mais les montants sont en XOF\u202f; encaissez le paiement vous-même.",
    );
  });

  test("a service's own message stays data, its guidance follows the reader", () => {
    const error = orderError("CUSTOMER_PHONE_INVALID", "phone is not reachable");
    expect(lastErrorText(error, "fr")).toBe("phone is not reachable");
    const attention = orderAttention("CUSTOMER_PHONE_INVALID");
    expect(attentionText(attention, "en")).toMatch(/^The phone number cannot be rung/);
    expect(attentionText(attention, "fr")).toMatch(/^Le numéro ne peut pas être appelé/);
    expect(attentionText(orderAttention("SOMETHING_NEW"), "en")).toMatch(/^The delivery service refused this/);
  });

  test("a skip reason reads as its reason text", () => {
    expect(attentionText(orderAttention("not_our_shipping"), "en")).toMatch(/^The buyer chose another shipping method/);
    expect(attentionText(NO_ORDER_ATTENTION, "en")).toBeNull();
  });

  test("a paused shop's reason, and an order waiting on it, read the same", () => {
    const refused = shopSyncStopped("PAUSED", "API_KEY_INVALID");
    expect(syncPausedText(refused, "en")).toMatch(
      /^API_KEY_INVALID: The delivery service no longer accepts the API key/,
    );
    expect(attentionText(orderWaitsForShop(refused), "fr")).toBe(syncPausedText(refused, "fr"));
    expect(syncPausedText(shopSyncStopped("PAUSED", ShopPauseCode.DISCONNECTED), "fr")).toMatch(
      /^Déconnecté par le marchand/,
    );
    expect(syncPausedText(shopSyncStopped("UNINSTALLED", ShopPauseCode.UNINSTALLED), "fr")).toBe(
      "L'application a été désinstallée.",
    );
    expect(attentionText(orderWaitsForShop({ syncPausedCode: null, syncPausedReason: null }), "en")).toMatch(
      /^The shop is not connected/,
    );
  });

  test("rows written before codes show their stored text as it is", () => {
    const old = { attentionCode: null, attentionParamsJson: null, attentionReason: "Corrigez les champs indiqués." };
    expect(attentionText(old, "en")).toBe("Corrigez les champs indiqués.");
    expect(attentionText({ ...old, attentionReason: "unpaid" }, "fr")).toMatch(/^La commande n'est pas encore payée/);
    expect(
      lastErrorText(
        { lastErrorCode: "MAPPING_PROBLEM", lastErrorMessage: "phone: missing", lastErrorParamsJson: null },
        "fr",
      ),
    ).toBe("phone: missing");
    expect(syncPausedText({ syncPausedCode: null, syncPausedReason: "The app was uninstalled." }, "fr")).toBe(
      "The app was uninstalled.",
    );
    const waiting = orderWaitsForShop({ syncPausedCode: null, syncPausedReason: "API_KEY_INVALID: old text" });
    expect(attentionText(waiting, "fr")).toBe("API_KEY_INVALID: old text");
  });
});

describe("the carrier service's problem", () => {
  test("Shopify's words are data; the explanation follows the reader", () => {
    const refused = carrierServiceProblem("REFUSED", "Carrier calculated shipping must be enabled");
    expect(carrierServiceShopifySaid(refused)).toBe("Carrier calculated shipping must be enabled");
    expect(carrierServiceText(refused, "en")).toMatch(
      /Advanced plan.*\(Shopify: Carrier calculated shipping must be enabled\)$/,
    );
    expect(carrierServiceText(refused, "fr")).toMatch(/^Shopify a refusé le service de transport/);
    expect(carrierServiceText(carrierServiceProblem("ERROR", "timeout"), "en")).toBe(
      "Could not register the carrier service: timeout. Try connecting again.",
    );
  });

  test("an old row's English text is shown as it is, Shopify's words taken from it", () => {
    const old = {
      carrierServiceState: "REFUSED",
      carrierServiceParamsJson: null,
      carrierServiceMessage: "Shopify refused the carrier service. (Shopify: not on this plan)",
    };
    expect(carrierServiceText(old, "fr")).toBe(old.carrierServiceMessage);
    expect(carrierServiceShopifySaid(old)).toBe("not on this plan");
  });
});
