/**
 * One destination key for the checkout's rate request and for the order it becomes (lateness.ts
 * destinationKey), both read through destination/region.ts so a province code at checkout and the
 * same province on the order are one place. Pure.
 */
import { destinationRegion } from "~/destination";
import { destinationKey } from "./lateness";

export type OrderDestination = { country: string; region: string | null; city: string | null; key: string };

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

function destinationOf(
  countryCode: string | null,
  province: string | null,
  provinceCode: string | null,
  city: string | null,
) {
  if (!countryCode) return null;
  const { region } = destinationRegion({ countryCode, province, provinceCode, city });
  const country = countryCode.toUpperCase();
  return { country, region: region ?? null, city, key: destinationKey({ countryCode: country, region, city }) };
}

/** The destination of Shopify's carrier-service callback body (`rate.destination`, province as a code); null when unreadable. */
export function callbackDestination(body: unknown): OrderDestination | null {
  const destination = (body as { rate?: { destination?: Record<string, unknown> } } | null)?.rate?.destination;
  if (!destination) return null;
  return destinationOf(text(destination.country), null, text(destination.province), text(destination.city));
}

/** The destination of an order's shipping address (REST shape); null without one. */
export function orderDestination(
  address:
    | { country_code?: string | null; province?: string | null; province_code?: string | null; city?: string | null }
    | null
    | undefined,
): OrderDestination | null {
  if (!address) return null;
  return destinationOf(
    text(address.country_code),
    text(address.province),
    text(address.province_code),
    text(address.city),
  );
}
