/*
 * The tracking details put on a Shopify fulfillment (docs/reference/shopify-facts.md §2.2 FulfillmentTrackingInput). Pure.
 */
import type { TrackingInput } from "~/shopify";
import { readStoredSyncSettings } from "~/order-mapping";

/**
 * The carrier name customers see ("Shipped via …"). The service's API does not tell its display
 * name (spec §4 has no account endpoint), so a shop may set `trackingCompany` in its settings; the
 * default names the delivery service itself, never this app. It is not one of Shopify's known
 * carriers, which is why a URL is sent whenever the merchant has a tracking page (docs/reference/shopify-facts.md §2.2).
 */
export const DEFAULT_TRACKING_COMPANY = "Delivery service";
/** The same default in the shop's own language (Shop.locale), as the buyers read Shopify's emails. */
const DEFAULT_TRACKING_COMPANY_FR = "Service de livraison";

export type TrackingSettings = {
  company: string;
  urlTemplate: string | null;
  notifyCustomer: boolean;
  markCodPaidOnDelivery: boolean;
};

/*
 * Every delivery applied reads its shop's tracking settings out of the stored settings: validating them (zod) was a
 * visible share of the delivery job's CPU (issue 42). The answer depends on the stored text and the locale alone, so
 * it is kept per text, frozen, for as many shops as the Shopify sessions kept per instance (offline-admin-cache) and
 * within a bound on the texts' length (a shop's settings are a kilobyte or two, at most about 50 with every list
 * full); a changed setting is another text, and the least recently used goes first.
 */
export const TRACKING_SETTINGS_KEPT = 1_000;
export const TRACKING_SETTINGS_KEPT_CHARACTERS = 2_000_000;
const kept = new Map<string, Readonly<TrackingSettings>>();
let keptCharacters = 0;

export function trackingSettings(settingsJson: string, shopLocale?: string | null): Readonly<TrackingSettings> {
  const french = /^fr(?:$|[-_])/i.test(shopLocale ?? "");
  const key = `${french ? "fr" : "en"}${settingsJson}`;
  const known = kept.get(key);
  if (known) {
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const settings = readStoredSyncSettings(settingsJson);
  const answer = Object.freeze({
    company: settings.trackingCompany ?? (french ? DEFAULT_TRACKING_COMPANY_FR : DEFAULT_TRACKING_COMPANY),
    urlTemplate: settings.trackingUrlTemplate,
    notifyCustomer: settings.notifyCustomer,
    markCodPaidOnDelivery: settings.markCodPaidOnDelivery,
  });
  kept.set(key, answer);
  keptCharacters += key.length;
  while (kept.size > TRACKING_SETTINGS_KEPT || keptCharacters > TRACKING_SETTINGS_KEPT_CHARACTERS) {
    const oldest = kept.keys().next().value!;
    kept.delete(oldest);
    keptCharacters -= oldest.length;
  }
  return answer;
}

/** What trackingSettings keeps now: answers, and the characters of their texts (both bounded above). */
export function trackingSettingsKept(): { answers: number; characters: number } {
  return { answers: kept.size, characters: keptCharacters };
}

export type { TrackingInput };

/**
 * number = shipmentId; url = the merchant's template with its placeholders filled, else the app's
 * own tracking page for the buyer (app/tracking-page), else none.
 */
export function trackingInput(
  settings: TrackingSettings,
  refs: { shipmentId: string; externalOrderRef: string; trackingPageUrl?: string },
): TrackingInput {
  const input: TrackingInput = { company: settings.company, number: refs.shipmentId };
  if (!settings.urlTemplate && refs.trackingPageUrl) input.url = refs.trackingPageUrl;
  if (settings.urlTemplate) {
    input.url = settings.urlTemplate
      .replaceAll("{shipmentId}", encodeURIComponent(refs.shipmentId))
      .replaceAll("{externalOrderRef}", encodeURIComponent(refs.externalOrderRef));
  }
  return input;
}
