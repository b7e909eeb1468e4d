/**
 * Shopify addresses and cart attributes → the service's delivery and billing addresses
 * (spec §2 "Address (as sent)"; spec §4 POST /orders: deliveryAddress needs freeTextAddress,
 * city and state).
 */
import type { BillingAddressParams, DeliveryAddressParams } from "~/delivery";
import { destinationRegion, stateOfRegion } from "~/destination";
import { present, type MappingProblem } from "./mapping-problem";
import type { ShopifyAddress, ShopifyOrder } from "./shopify-order";
import { normalizeName, type SyncSettings } from "./sync-settings";

/** The delivery address with its country always stated: the mapping never lets it default to the merchant's (spec §4 POST /orders rule 1). */
export type StatedDeliveryAddress = DeliveryAddressParams & { countryCode: string };

/** address1, address2 and the postal code, in that order; the service has no postal-code field. */
function freeText(address: ShopifyAddress): string | undefined {
  const street = [present(address.address1), present(address.address2)].filter(Boolean);
  if (street.length === 0) return undefined; // a postal code alone does not find a door
  return [...street, present(address.zip)].filter(Boolean).join(", ");
}

/**
 * `state` is required (spec §2): the region of the one destination mapping the checkout uses too
 * (destination/region.ts): the province's name, else its code, else (Côte d'Ivoire, Senegal…,
 * which Shopify does not divide) the city, rather than refusing every order from those countries.
 */
function stateOf(address: ShopifyAddress): string | undefined {
  const countryCode = present(address.country_code)?.toUpperCase() ?? "";
  return stateOfRegion(
    destinationRegion({
      countryCode,
      province: address.province,
      provinceCode: address.province_code,
      city: address.city,
    }),
  );
}

/** A note attribute's value, matching the configured name ignoring case, spaces and "_". */
export function noteAttribute(order: ShopifyOrder, name: string): string | undefined {
  const wanted = normalizeName(name);
  const found = (order.note_attributes ?? []).find((a) => normalizeName(a.name) === wanted);
  const value = found?.value;
  return typeof value === "string" || typeof value === "number" ? present(String(value)) : undefined;
}

export function mapDeliveryAddress(
  order: ShopifyOrder,
  settings: SyncSettings,
): { ok: true; address: StatedDeliveryAddress } | { ok: false; problems: MappingProblem[] } {
  const source = order.shipping_address;
  if (!source) {
    return {
      ok: false,
      problems: [{ field: "shipping_address", code: "missing_address", message: "The order has no shipping address." }],
    };
  }
  const freeTextAddress = freeText(source);
  const city = present(source.city);
  const state = stateOf(source);
  const countryCode = present(source.country_code)?.toUpperCase();
  const problems: MappingProblem[] = [];
  if (!freeTextAddress)
    problems.push({
      field: "shipping_address.address1",
      code: "missing_address",
      message: "The shipping address has no street or place; add one so the rider can find the door.",
    });
  if (!city)
    problems.push({
      field: "shipping_address.city",
      code: "missing_city",
      message: "The shipping address has no city.",
    });
  if (!state)
    problems.push({
      field: "shipping_address.province",
      code: "missing_state",
      message: "The shipping address has no region, province or city.",
    });
  // Sent explicitly: an omitted country silently becomes the merchant's own (spec §4 rule 1).
  if (!countryCode)
    problems.push({
      field: "shipping_address.country_code",
      code: "missing_country",
      message: "The shipping address has no country.",
    });
  if (!freeTextAddress || !city || !state || !countryCode) return { ok: false, problems };
  const landmark = noteAttribute(order, settings.landmarkAttribute);
  const accessNotes = noteAttribute(order, settings.accessNotesAttribute);
  return {
    ok: true,
    address: {
      freeTextAddress,
      city,
      state,
      countryCode,
      ...(landmark && { landmark }),
      ...(accessNotes && { accessNotes }),
    },
  };
}

/**
 * The billing address when Shopify has a complete one, country included; otherwise omitted, and the
 * service uses the delivery address (spec §2). Without a country it is left out rather than sent:
 * the service reads a missing countryCode as the merchant's own country (§2 Address), which would
 * make a foreign buyer domestic (§4 rule 6). Never a reason to hold an order: it is optional.
 */
export function mapBillingAddress(order: ShopifyOrder): BillingAddressParams | undefined {
  const source = order.billing_address;
  const freeTextAddress = source && freeText(source);
  const city = present(source?.city);
  const countryCode = present(source?.country_code)?.toUpperCase();
  if (!freeTextAddress || !city || !countryCode) return undefined;
  return { freeTextAddress, city, countryCode };
}
