import { describe, expect, test } from "vitest";
import { DEFAULT_SYNC_SETTINGS } from "~/order-mapping/sync-settings";
import { formValuesToSettings, SettingsFormValuesSchema, settingsToFormValues } from "./settings-form";

describe("the sync-rules form", () => {
  test("the defaults go through the form unchanged; every cash-on-delivery row is a cash-on-delivery name", () => {
    const result = formValuesToSettings(settingsToFormValues(DEFAULT_SYNC_SETTINGS));
    expect(result).toEqual({
      ok: true,
      settings: { ...DEFAULT_SYNC_SETTINGS, codGatewayNames: ["Cash on Delivery (COD)", "Cash"] },
    });
  });

  test("one table says which methods are cash on delivery: a stored name the table lacks becomes a row", () => {
    const values = settingsToFormValues({
      ...DEFAULT_SYNC_SETTINGS,
      codGatewayNames: ["Paiement à la livraison", "wave"],
      gatewayMapping: [
        { gateway: "Wave", paymentType: "MobileMoney", paidVia: "manual_other" },
        { gateway: "Card", paymentType: "Card", paidVia: "manual_other" },
      ],
    });
    expect(values).not.toHaveProperty("codGatewayNames");
    // Wave was cash on delivery through the old list (payment-plan.ts isCodOrder): the table says so now.
    expect(values.gatewayMapping).toEqual([
      { gateway: "Wave", paymentType: "COD", paidVia: "manual_other" },
      { gateway: "Card", paymentType: "Card", paidVia: "manual_other" },
      { gateway: "Paiement à la livraison", paymentType: "COD", paidVia: "manual_cash" },
    ]);
    const result = formValuesToSettings(values);
    expect(result.ok && result.settings.codGatewayNames).toEqual(["Wave", "Paiement à la livraison"]);
    // A row changed to another type is no longer cash on delivery.
    values.gatewayMapping[0].paymentType = "MobileMoney";
    const changed = formValuesToSettings(values);
    expect(changed.ok && changed.settings.codGatewayNames).toEqual(["Paiement à la livraison"]);
  });

  test("the phone requirement and the carrier name go through the form", () => {
    const values = settingsToFormValues(DEFAULT_SYNC_SETTINGS);
    expect(values).toMatchObject({ requirePhoneAtCheckout: true, trackingCompany: "" });
    const result = formValuesToSettings({
      ...values,
      requirePhoneAtCheckout: false,
      trackingCompany: "  Express Abidjan ",
    });
    expect(result.ok && result.settings).toMatchObject({
      requirePhoneAtCheckout: false,
      trackingCompany: "Express Abidjan",
    });
    const tooLong = formValuesToSettings({ ...values, trackingCompany: "x".repeat(81) });
    expect(tooLong).toEqual({ ok: false, errors: { trackingCompany: "settings.error.trackingCompany" } });
  });

  test("a stored fallback price is shown in its currency's precision: 2000 XOF, 12.50 EUR", () => {
    const rate = { countryCode: "CI", name: "Standard", minDays: 1, maxDays: 3 };
    const values = settingsToFormValues({
      ...DEFAULT_SYNC_SETTINGS,
      fallbackRates: [
        { ...rate, priceMinor: 200000, currency: "XOF" },
        { ...rate, priceMinor: 200050, currency: "XOF" },
        { ...rate, priceMinor: 1250, currency: "EUR" },
      ],
    });
    expect(values.fallbackRates.map((row) => row.price)).toEqual(["2000", "2000.50", "12.50"]);
    const back = formValuesToSettings(values);
    expect(back.ok && back.settings.fallbackRates.map((row) => row.priceMinor)).toEqual([200000, 200050, 1250]);
  });

  test("in French a price is shown with a decimal comma and may be typed with either mark", () => {
    const rate = { countryCode: "SN", name: "Standard", minDays: 1, maxDays: 3 };
    const values = settingsToFormValues(
      { ...DEFAULT_SYNC_SETTINGS, fallbackRates: [{ ...rate, priceMinor: 1250, currency: "EUR" }] },
      "fr",
    );
    expect(values.fallbackRates.map((row) => row.price)).toEqual(["12,50"]);
    values.fallbackRates = [
      { ...values.fallbackRates[0], price: "12,5" },
      { ...values.fallbackRates[0], price: "7.25" },
      { ...values.fallbackRates[0], price: " 3,50 " },
    ];
    const back = formValuesToSettings(values);
    expect(back.ok && back.settings.fallbackRates.map((row) => row.priceMinor)).toEqual([1250, 725, 350]);
    // A comma before three digits may be a thousands separator: refused rather than read as 1.5.
    values.fallbackRates = [{ ...values.fallbackRates[0], price: "1,500" }];
    expect(formValuesToSettings(values)).toMatchObject({
      ok: false,
      errors: { "fallbackRates.0.price": "settings.error.price" },
    });
  });

  test("a fallback price is typed in the currency and stored in the service's hundredths", () => {
    const values = settingsToFormValues(DEFAULT_SYNC_SETTINGS);
    values.fallbackRates = [
      { countryCode: "ci", name: "Standard", price: "2500", currency: "xof", minDays: "1", maxDays: "3" },
    ];
    const result = formValuesToSettings(values);
    expect(result.ok && result.settings.fallbackRates).toEqual([
      { countryCode: "CI", name: "Standard", priceMinor: 250000, currency: "XOF", minDays: 1, maxDays: 3 },
    ]);
  });

  test("the carrier name on fulfillments is saved trimmed, an empty one means the default, a long one is refused", () => {
    const values = settingsToFormValues(DEFAULT_SYNC_SETTINGS);
    expect(values.trackingCompany).toBe("");
    values.trackingCompany = "  Abidjan Express  ";
    const named = formValuesToSettings(values);
    expect(named.ok && named.settings.trackingCompany).toBe("Abidjan Express");
    expect(settingsToFormValues(named.ok ? named.settings : DEFAULT_SYNC_SETTINGS).trackingCompany).toBe(
      "Abidjan Express",
    );
    values.trackingCompany = "   ";
    const empty = formValuesToSettings(values);
    expect(empty.ok && empty.settings.trackingCompany).toBeNull();
    values.trackingCompany = "x".repeat(81);
    expect(formValuesToSettings(values)).toEqual({
      ok: false,
      errors: { trackingCompany: "settings.error.trackingCompany" },
    });
  });

  test("every wrong field is reported under the form's own field name", () => {
    const values = settingsToFormValues(DEFAULT_SYNC_SETTINGS);
    values.trackingUrlTemplate = "http://track.example.com/";
    values.landmarkAttribute = " ";
    values.fallbackRates = [
      { countryCode: "CIV", name: "Standard", price: "25,000", currency: "XOF", minDays: "4", maxDays: "2" },
    ];
    const result = formValuesToSettings(values);
    expect(result).toEqual({
      ok: false,
      errors: {
        trackingUrlTemplate: "settings.error.trackingUrlTemplate",
        landmarkAttribute: "settings.error.attributeName",
        "fallbackRates.0.countryCode": "settings.error.countryCode",
        "fallbackRates.0.price": "settings.error.price",
        "fallbackRates.0.maxDays": "settings.error.maxDays",
      },
    });
  });

  test("settings the form does not edit keep their stored value", () => {
    const stored = { ...DEFAULT_SYNC_SETTINGS, notifyCustomer: false };
    const values = settingsToFormValues(stored);
    const result = formValuesToSettings(values, { ...stored, futureSetting: "kept" } as typeof stored);
    expect(result.ok && (result.settings as Record<string, unknown>).notifyCustomer).toBe(false);
  });
});

describe("what the merchant types in the sync rules", () => {
  const DIRTY = "Livraison\u202egnp.exe\u0007\u0000\r\nX-Injected: 1";
  const PLAIN = "Livraisongnp.exe X-Injected: 1";

  test("loses its control and bidi characters, keeps every script, accent and emoji", () => {
    const values = settingsToFormValues(DEFAULT_SYNC_SETTINGS);
    values.fallbackRates = [
      { countryCode: "CI", name: DIRTY, price: "2500", currency: "XOF", minDays: "1", maxDays: "3" },
    ];
    values.gatewayMapping = [
      { gateway: "Paiement à la livraison 🚚", paymentType: "COD", paidVia: "manual_cash" },
      { gateway: "\u2066Espèces\u2069\u0000", paymentType: "COD", paidVia: "manual_cash" },
      { gateway: "Wave\u200f Sénégal\u0085", paymentType: "MobileMoney", paidVia: "manual_other" },
    ];
    values.landmarkAttribute = "repère\u0000";
    values.accessNotesAttribute = "تعليمات\u061c";
    values.trackingCompany = "Express\u202e Abidjan\u0007";
    values.trackingUrlTemplate = "https://track.example/\u202e{shipmentId}";
    const result = formValuesToSettings(values);
    expect(result.ok).toBe(true);
    expect(result.ok && result.settings).toMatchObject({
      fallbackRates: [{ name: PLAIN }],
      codGatewayNames: ["Paiement à la livraison 🚚", "Espèces"],
      gatewayMapping: [{ gateway: "Paiement à la livraison 🚚" }, { gateway: "Espèces" }, { gateway: "Wave Sénégal" }],
      landmarkAttribute: "repère",
      accessNotesAttribute: "تعليمات",
      trackingCompany: "Express Abidjan",
      trackingUrlTemplate: "https://track.example/{shipmentId}",
    });
  });

  test("too long is refused with a message saying the bound, never cut short", () => {
    const values = settingsToFormValues(DEFAULT_SYNC_SETTINGS);
    values.fallbackRates = [
      { countryCode: "CI", name: "x".repeat(101), price: "2500", currency: "XOF", minDays: "1", maxDays: "3" },
    ];
    values.gatewayMapping = [{ gateway: "z".repeat(101), paymentType: "COD", paidVia: "manual_cash" }];
    values.landmarkAttribute = "a".repeat(101);
    values.trackingUrlTemplate = `https://track.example/{shipmentId}/${"p".repeat(480)}`;
    expect(formValuesToSettings(values)).toEqual({
      ok: false,
      errors: {
        "fallbackRates.0.name": "settings.error.nameTooLong",
        "gatewayMapping.0.gateway": "settings.error.nameTooLong",
        landmarkAttribute: "settings.error.nameTooLong",
        trackingUrlTemplate: "settings.error.trackingUrlTemplateTooLong",
      },
    });
    // A name of exactly 100 characters is kept whole.
    values.fallbackRates[0].name = "x".repeat(100);
    const fits = formValuesToSettings({
      ...settingsToFormValues(DEFAULT_SYNC_SETTINGS),
      fallbackRates: values.fallbackRates,
    });
    expect(fits.ok && fits.settings.fallbackRates[0].name).toBe("x".repeat(100));
  });

  test("more names than the settings hold is refused, not emptied", () => {
    const rows = Array.from({ length: 101 }, () => ({ gateway: "Cash", paymentType: "COD", paidVia: "manual_cash" }));
    expect(
      SettingsFormValuesSchema.safeParse({ ...settingsToFormValues(DEFAULT_SYNC_SETTINGS), gatewayMapping: rows })
        .success,
    ).toBe(false);
  });
});
