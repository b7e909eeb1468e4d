import { describe, expect, test } from "vitest";
import {
  DEFAULT_TRACKING_COMPANY,
  TRACKING_SETTINGS_KEPT,
  TRACKING_SETTINGS_KEPT_CHARACTERS,
  trackingInput,
  trackingSettings,
  trackingSettingsKept,
} from "./tracking-info";

describe("tracking put on the fulfillment", () => {
  test("number is the shipment id, the url fills the merchant's template, the company is the shop's choice", () => {
    const settings = trackingSettings(
      JSON.stringify({
        trackingUrlTemplate: "https://track.example/{shipmentId}?ref={externalOrderRef}",
        trackingCompany: "Sandbox Express",
        notifyCustomer: false,
      }),
    );
    expect(trackingInput(settings, { shipmentId: "shp_1", externalOrderRef: "shop#1001" })).toEqual({
      company: "Sandbox Express",
      number: "shp_1",
      url: "https://track.example/shp_1?ref=shop%231001",
    });
    expect(settings.notifyCustomer).toBe(false);
  });

  test("without a template there is no url, and without a name the default company", () => {
    const settings = trackingSettings("{}");
    expect(trackingInput(settings, { shipmentId: "shp_1", externalOrderRef: "r" })).toEqual({
      company: DEFAULT_TRACKING_COMPANY,
      number: "shp_1",
    });
    expect(settings).toMatchObject({ notifyCustomer: true, markCodPaidOnDelivery: true });
  });

  test("the buyer's tracking page is the url unless the merchant set a template", () => {
    const page = "https://shop.myshopify.com/apps/delivery/abc";
    expect(
      trackingInput(trackingSettings("{}"), { shipmentId: "shp_1", externalOrderRef: "r", trackingPageUrl: page }).url,
    ).toBe(page);
    const templated = trackingSettings(JSON.stringify({ trackingUrlTemplate: "https://track.example/{shipmentId}" }));
    expect(trackingInput(templated, { shipmentId: "shp_1", externalOrderRef: "r", trackingPageUrl: page }).url).toBe(
      "https://track.example/shp_1",
    );
  });
});

describe("the carrier name comes from the settings schema", () => {
  test("a name the settings page would refuse, or damaged settings, give the default name", () => {
    expect(trackingSettings(JSON.stringify({ trackingCompany: "y".repeat(81) })).company).toBe(
      DEFAULT_TRACKING_COMPANY,
    );
    expect(trackingSettings("{damaged").company).toBe(DEFAULT_TRACKING_COMPANY);
    expect(trackingSettings(JSON.stringify({ trackingCompany: " Rapide " })).company).toBe("Rapide");
  });
});

test("the default carrier name is in the shop's language", () => {
  expect(trackingSettings("{}", "fr").company).toBe("Service de livraison");
  expect(trackingSettings("{}", "fr-CI").company).toBe("Service de livraison");
  expect(trackingSettings("{}", "en").company).toBe(DEFAULT_TRACKING_COMPANY);
  expect(trackingSettings(JSON.stringify({ trackingCompany: "Express Abidjan" }), "fr").company).toBe(
    "Express Abidjan",
  );
});

describe("tracking settings are read once per stored text", () => {
  test("the same text answers the same frozen settings; a changed setting or locale answers anew", () => {
    const stored = JSON.stringify({ trackingCompany: "Express Dakar", notifyCustomer: false });
    const first = trackingSettings(stored, "fr");
    expect(trackingSettings(stored, "fr")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(trackingSettings(JSON.stringify({ trackingCompany: "Express Thiès" }), "fr").company).toBe("Express Thiès");
    expect(trackingSettings("{}", "fr").company).toBe("Service de livraison");
    expect(trackingSettings("{}", "en").company).toBe(DEFAULT_TRACKING_COMPANY);
  });

  test("as many texts as the bound are kept, the least recently used going first", () => {
    const recent = JSON.stringify({ trackingCompany: "Kept in use" });
    const answer = trackingSettings(recent);
    for (let shop = 0; shop < TRACKING_SETTINGS_KEPT + 10; shop++) {
      trackingSettings(JSON.stringify({ trackingCompany: `Shop ${shop}` }));
      if (shop % 100 === 0) expect(trackingSettings(recent)).toBe(answer);
    }
    expect(trackingSettingsKept().answers).toBe(TRACKING_SETTINGS_KEPT);
    expect(trackingSettings(JSON.stringify({ trackingCompany: "Shop 0" })).company).toBe("Shop 0");
  });

  test("long texts are kept within the bound on their characters, a kept one's answer unchanged", () => {
    const long = (shop: number) => JSON.stringify({ trackingCompany: `Shop ${shop}`, note: "x".repeat(50_000) });
    for (let shop = 0; shop < 100; shop++) expect(trackingSettings(long(shop)).company).toBe(`Shop ${shop}`);
    const { answers, characters } = trackingSettingsKept();
    expect(characters).toBeLessThanOrEqual(TRACKING_SETTINGS_KEPT_CHARACTERS);
    expect(answers).toBeLessThan(TRACKING_SETTINGS_KEPT_CHARACTERS / 50_000);
    expect(trackingSettings(long(99))).toBe(trackingSettings(long(99)));
  });
});
