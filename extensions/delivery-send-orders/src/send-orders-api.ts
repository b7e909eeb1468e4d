/*
 * The app's route for this extension (app/routes/api.send-orders.tsx). In the admin, `fetch`
 * resolves a relative path against the app's URL and adds the session token itself. Never throws:
 * every failure is a value to show. Parsed by hand (the bundle has a size budget).
 */

export const SEND_ORDERS_PATH = "/api/send-orders";

/** The app refuses more in one request (app/admin/admin-extension-request.ts, MAX_SELECTED_ORDERS). */
export const MAX_SELECTED_ORDERS = 100;

export type FetchLike = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<Response>;

export type OrderResult = {
  orderId: string;
  orderName: string | null;
  outcome: "queued" | "skipped";
  /** Why an order was skipped (ALREADY_SENT, NOT_IN_APP, …); absent when queued. */
  code?: string;
  message: string;
};

export type SendResult = { queued: number; skipped: number; results: OrderResult[] };

export type SendRun =
  | { status: "ok"; result: SendResult }
  | { status: "error"; reason: "network" | "http" | "invalid"; httpStatus?: number };

const isString = (value: unknown): value is string => typeof value === "string";

function parseOrderResult(value: unknown): OrderResult | null {
  const row = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  if (!isString(row.orderId) || !isString(row.message)) return null;
  if (row.orderName !== null && !isString(row.orderName)) return null;
  if (row.outcome !== "queued" && row.outcome !== "skipped") return null;
  if (row.outcome === "skipped" && !isString(row.code)) return null;
  return {
    orderId: row.orderId,
    orderName: row.orderName,
    outcome: row.outcome,
    ...(isString(row.code) ? { code: row.code } : {}),
    message: row.message,
  };
}

export function parseSendResult(value: unknown): SendResult | null {
  const body = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof body.queued !== "number" || typeof body.skipped !== "number" || !Array.isArray(body.results)) return null;
  const results = body.results.map(parseOrderResult);
  if (results.some((result) => result === null)) return null;
  return { queued: body.queued, skipped: body.skipped, results: results as OrderResult[] };
}

/** Sends the selected orders (GIDs, as the admin's `data.selected` gives them) once the merchant confirmed. */
export async function sendOrders(
  fetchImpl: FetchLike,
  orderGids: string[],
  locale: string,
  baseUrl = "",
): Promise<SendRun> {
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${SEND_ORDERS_PATH}`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ orderIds: orderGids, confirmed: true, locale }),
    });
  } catch {
    return { status: "error", reason: "network" };
  }
  if (!response.ok) return { status: "error", reason: "http", httpStatus: response.status };
  let result: SendResult | null;
  try {
    result = parseSendResult(await response.json());
  } catch {
    result = null;
  }
  return result ? { status: "ok", result } : { status: "error", reason: "invalid" };
}
