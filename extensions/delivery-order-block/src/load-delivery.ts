import { parseDeliveryPayload, type DeliveryPayload } from "./delivery-payload";

/** The app route the block reads (app/routes/api.order-delivery.tsx). */
export const DELIVERY_API_PATH = "/api/order-delivery";

/** Only what the block uses of `fetch`, so a test can hand in its own transport. */
export type FetchLike = (url: string, init?: { headers?: Record<string, string> }) => Promise<Response>;

export type DeliveryLoad =
  | { status: "ok"; payload: DeliveryPayload }
  | { status: "error"; reason: "network" | "http" | "invalid"; httpStatus?: number };

/**
 * Reads one order's delivery from the app. In the admin, `fetch` resolves the relative path
 * against the app's URL and adds the session token itself (admin extensions, "Network features"),
 * so no token is handled here. `locale` asks for the app's advice in the block's language.
 * Never throws: every failure is a value the block can show.
 */
export async function loadDelivery(
  fetchImpl: FetchLike,
  orderGid: string,
  locale: string,
  baseUrl = "",
): Promise<DeliveryLoad> {
  const query = new URLSearchParams({ orderId: orderGid, locale });
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${DELIVERY_API_PATH}?${query}`, { headers: { Accept: "application/json" } });
  } catch {
    return { status: "error", reason: "network" };
  }
  if (!response.ok) return { status: "error", reason: "http", httpStatus: response.status };
  let payload: DeliveryPayload | null;
  try {
    payload = parseDeliveryPayload(await response.json());
  } catch {
    payload = null;
  }
  return payload ? { status: "ok", payload } : { status: "error", reason: "invalid" };
}
