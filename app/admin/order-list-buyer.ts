/**
 * Who the orders list names and where the parcel goes: the shipping address of the latest Shopify order the app
 * received, else the create request sent to the service (what is left of an order whose Shopify payload was not
 * kept), else the city recorded at handoff (kept after the personal data is erased, docs/decisions/047).
 * Read loosely: a row the app could not read still lists, with "—" where the name was.
 */
export function orderListBuyer(row: {
  shopifyOrderJson: string | null;
  requestJson: string | null;
  destCity: string | null;
}): { buyerName: string | null; city: string | null } {
  const shopify = record(parse(row.shopifyOrderJson));
  const address = record(shopify?.shipping_address) ?? record(shopify?.billing_address);
  const request = record(parse(row.requestJson));
  const customer = record(request?.customer);
  const delivery = record(request?.deliveryAddress);
  const fullName = text(address?.name) ?? joined(text(address?.first_name), text(address?.last_name));
  return {
    buyerName: fullName ?? text(address?.company) ?? text(customer?.fullName) ?? text(customer?.businessName),
    city: text(address?.city) ?? text(delivery?.city) ?? text(row.destCity),
  };
}

function parse(json: string | null): unknown {
  if (!json) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function joined(...parts: Array<string | null>): string | null {
  return parts.filter(Boolean).join(" ") || null;
}
