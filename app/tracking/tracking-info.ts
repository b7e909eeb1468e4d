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

export function trackingSettings(settingsJson: string, shopLocale?: string | null): TrackingSettings {
  const settings = readStoredSyncSettings(settingsJson);
  const fallback = /^fr(?:$|[-_])/i.test(shopLocale ?? "") ? DEFAULT_TRACKING_COMPANY_FR : DEFAULT_TRACKING_COMPANY;
  return {
    company: settings.trackingCompany ?? fallback,
    urlTemplate: settings.trackingUrlTemplate,
    notifyCustomer: settings.notifyCustomer,
    markCodPaidOnDelivery: settings.markCodPaidOnDelivery,
  };
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
