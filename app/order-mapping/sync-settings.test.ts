import { describe, expect, it } from "vitest";
import {
  DEFAULT_SYNC_SETTINGS,
  normalizeName,
  parseSyncSettings,
  readStoredSyncSettings,
  readSyncSettings,
} from "./sync-settings";

describe("parseSyncSettings", () => {
  it("fills every default from an empty or absent value", () => {
    for (const input of [{}, null, undefined]) {
      const result = parseSyncSettings(input);
      expect(result).toEqual({ ok: true, settings: DEFAULT_SYNC_SETTINGS });
    }
    expect(DEFAULT_SYNC_SETTINGS).toMatchObject({
      orderSelection: "carrier_service",
      unpaidOrders: "wait_for_payment",
      codGatewayNames: ["Cash on Delivery (COD)"],
      landmarkAttribute: "landmark",
      notifyCustomer: true,
      markCodPaidOnDelivery: true,
      trackingUrlTemplate: null,
      fallbackRates: [],
      requirePhoneAtCheckout: true,
    });
  });

  it("drops keys that older versions stored instead of refusing them", () => {
    const result = parseSyncSettings({ unpaidOrders: "payment_link", autoSendLegacy: true });
    expect(result).toEqual({ ok: true, settings: { ...DEFAULT_SYNC_SETTINGS, unpaidOrders: "payment_link" } });
  });

  it("lists every invalid field with its path for the settings form", () => {
    const result = parseSyncSettings({
      orderSelection: "everything",
      trackingUrlTemplate: "http://track.example.com/{shipmentId}",
      fallbackRates: [
        { countryCode: "CI", name: "Standard", priceMinor: 250000, currency: "XOF", minDays: 3, maxDays: 1 },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.path).sort()).toEqual([
      "fallbackRates.0.maxDays",
      "orderSelection",
      "trackingUrlTemplate",
    ]);
  });

  it("accepts a tracking address with a shipment placeholder and refuses one without", () => {
    expect(parseSyncSettings({ trackingUrlTemplate: "https://track.example.com/{shipmentId}" }).ok).toBe(true);
    expect(parseSyncSettings({ trackingUrlTemplate: "https://track.example.com/" }).ok).toBe(false);
  });
});

describe("readSyncSettings", () => {
  it("replaces only the invalid fields by their defaults and keeps the valid ones", () => {
    const settings = readSyncSettings({ orderSelection: "all_shipping", unpaidOrders: 42, codGatewayNames: "COD" });
    expect(settings.orderSelection).toBe("all_shipping");
    expect(settings.unpaidOrders).toBe("wait_for_payment");
    expect(settings.codGatewayNames).toEqual(["Cash on Delivery (COD)"]);
  });

  it("returns the defaults for a value that is not an object", () => {
    expect(readSyncSettings("garbage")).toEqual(DEFAULT_SYNC_SETTINGS);
    expect(readSyncSettings([1, 2])).toEqual(DEFAULT_SYNC_SETTINGS);
  });

  it("gives each caller its own default lists, so one caller's change cannot leak into another", () => {
    const mappingCount = readSyncSettings({}).gatewayMapping.length;
    const first = readSyncSettings({});
    first.gatewayMapping.pop();
    first.codGatewayNames.push("Paiement à la livraison");
    const lenient = readSyncSettings({});
    const strict = parseSyncSettings({});
    expect(lenient.gatewayMapping).toHaveLength(mappingCount);
    expect(lenient.codGatewayNames).toEqual(["Cash on Delivery (COD)"]);
    expect(strict.ok && strict.settings.codGatewayNames).toEqual(["Cash on Delivery (COD)"]);
  });
});

describe("normalizeName", () => {
  it("matches names that differ only in case, accents, spaces and punctuation", () => {
    expect(normalizeName("shopify_payments")).toBe(normalizeName("Shopify Payments"));
    expect(normalizeName("Paiement à la livraison")).toBe(normalizeName("PAIEMENT A LA LIVRAISON"));
    expect(normalizeName("Delivery Instructions")).toBe(normalizeName("delivery_instructions"));
    expect(normalizeName("M-Pesa")).not.toBe(normalizeName("MTN MoMo"));
  });
});

describe("readStoredSyncSettings: the one reader of Shop.settingsJson", () => {
  it("reads damaged or absent text as the defaults, never throwing", () => {
    for (const stored of ["{not json", "", null, undefined, "[]", "42", "null"]) {
      expect(readStoredSyncSettings(stored)).toEqual(DEFAULT_SYNC_SETTINGS);
    }
  });

  it("keeps the valid fields and gives an invalid one its default", () => {
    const stored = JSON.stringify({
      unpaidOrders: "payment_link",
      trackingCompany: "x".repeat(200),
      notifyCustomer: "yes",
    });
    expect(readStoredSyncSettings(stored)).toMatchObject({
      unpaidOrders: "payment_link",
      trackingCompany: DEFAULT_SYNC_SETTINGS.trackingCompany,
      notifyCustomer: DEFAULT_SYNC_SETTINGS.notifyCustomer,
    });
    expect(readStoredSyncSettings(JSON.stringify({ trackingCompany: "  Sandbox Express " })).trackingCompany).toBe(
      "Sandbox Express",
    );
  });
});
