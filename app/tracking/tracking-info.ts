/*
 * The tracking details put on a Shopify fulfillment (FACTS §2.2 FulfillmentTrackingInput). Pure.
 */
import { readSyncSettings } from "~/sync/sync-settings";

/**
 * The carrier name customers see ("Shipped via …"). The service's API does not tell its display
 * name (spec §4 has no account endpoint), so a shop may set `trackingCompany` in its settings; the
 * default names the delivery service itself, never this app. It is not one of Shopify's known
 * carriers, which is why a URL is sent whenever the merchant has a tracking page (FACTS §2.2).
 */
export const DEFAULT_TRACKING_COMPANY = "Delivery service";
const MAX_COMPANY_LENGTH = 100;

export type TrackingSettings = { company: string; urlTemplate: string | null; notifyCustomer: boolean; markCodPaidOnDelivery: boolean };

export function trackingSettings(settingsJson: string): TrackingSettings {
  let raw: unknown = {};
  try {
    raw = JSON.parse(settingsJson);
  } catch {
    // readSyncSettings below falls back to the defaults.
  }
  const settings = readSyncSettings(raw);
  const company = (raw as { trackingCompany?: unknown })?.trackingCompany;
  return {
    company: typeof company === "string" && company.trim() !== "" ? company.trim().slice(0, MAX_COMPANY_LENGTH) : DEFAULT_TRACKING_COMPANY,
    urlTemplate: settings.trackingUrlTemplate,
    notifyCustomer: settings.notifyCustomer,
    markCodPaidOnDelivery: settings.markCodPaidOnDelivery,
  };
}

export type TrackingInput = { company: string; number: string; url?: string };

/** number = shipmentId; url = the merchant's template with its placeholders filled, or none. */
export function trackingInput(settings: TrackingSettings, refs: { shipmentId: string; externalOrderRef: string }): TrackingInput {
  const input: TrackingInput = { company: settings.company, number: refs.shipmentId };
  if (settings.urlTemplate) {
    input.url = settings.urlTemplate
      .replaceAll("{shipmentId}", encodeURIComponent(refs.shipmentId))
      .replaceAll("{externalOrderRef}", encodeURIComponent(refs.externalOrderRef));
  }
  return input;
}
