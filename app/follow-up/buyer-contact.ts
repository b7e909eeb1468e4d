/*
 * The buyer's phone (E.164) and language, read from the order as the app holds it (decrypted by
 * the caller). Pure.
 */
import { localeFromTag, type Locale } from "~/i18n";
import { chooseCustomerPhone, toE164 } from "~/order-mapping";

type Address = { phone?: unknown; country_code?: unknown } | null | undefined;
type Snapshot = {
  shipping_address?: Address;
  billing_address?: Address;
  customer?: { phone?: unknown } | null;
  phone?: unknown;
  customer_locale?: unknown;
};

export type BuyerContact = { phoneE164: string | null; locale: Locale };

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * The number to call: the first that can be rung of the numbers the order sync chooses from
 * (map-customer.ts: shipping address, customer, billing address, order), read in the shipping
 * country; then the phone stored on the order. The language: the buyer's checkout language
 * (`customer_locale`) when it is English or French, else the shop's (docs/decisions/046).
 */
export function buyerContactOf(
  snapshotJson: string | null,
  storedPhone: string | null,
  shopLocale: Locale,
): BuyerContact {
  const snapshot = parseSnapshot(snapshotJson);
  const country = text(snapshot.shipping_address?.country_code) ?? text(snapshot.billing_address?.country_code);
  const choice = chooseCustomerPhone(
    [
      { field: "shipping_address.phone", value: text(snapshot.shipping_address?.phone) },
      { field: "customer.phone", value: text(snapshot.customer?.phone) },
      { field: "billing_address.phone", value: text(snapshot.billing_address?.phone) },
      { field: "phone", value: text(snapshot.phone) },
    ],
    country,
  );
  const phoneE164 = choice.ok ? choice.phoneE164 : storedPhone ? toE164(storedPhone, country) : null;
  return { phoneE164, locale: localeFromTag(text(snapshot.customer_locale)) ?? shopLocale };
}

function parseSnapshot(json: string | null): Snapshot {
  try {
    const value = JSON.parse(json ?? "null") as unknown;
    return value && typeof value === "object" ? (value as Snapshot) : {};
  } catch {
    return {};
  }
}
