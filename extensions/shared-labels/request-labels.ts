/*
 * Shared by the two print actions (extensions/delivery-labels-order, extensions/delivery-labels-selection):
 * asks the app for a link to the selected orders' labels. Not an extension itself (no toml).
 */

/** The app route the print actions call (app/routes/api.labels.tsx). */
export const LABELS_API_PATH = "/api/labels";

export type LabelFormat = "thermal" | "a4";

/** Only what is used of `fetch`, so a test can hand in its own transport. */
export type FetchLike = (
  url: string,
  init: { method: "POST"; headers: Record<string, string>; body: string },
) => Promise<Response>;

export type LabelsLoad =
  | { status: "ok"; url: string; count: number }
  /** The app's own words: not sent yet, not in this store… in the asked language. */
  | { status: "refused"; message: string }
  | { status: "error"; reason: "network" | "http" | "invalid"; httpStatus?: number };

/**
 * POSTs the selected order GIDs; the app checks them and answers a short-lived link to the PDF,
 * which the print action gives Shopify's preview as its `src`. In the admin, `fetch` resolves the
 * relative path against the app's URL and adds the session token itself. Never throws.
 */
export async function requestLabels(
  fetchImpl: FetchLike,
  orderIds: string[],
  format: LabelFormat,
  locale: string,
  baseUrl = "",
): Promise<LabelsLoad> {
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${LABELS_API_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ orderIds, format, locale }),
    });
  } catch {
    return { status: "error", reason: "network" };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (response.ok) {
    return typeof fields.url === "string" && typeof fields.count === "number"
      ? { status: "ok", url: fields.url, count: fields.count }
      : { status: "error", reason: "invalid" };
  }
  // 404 (not this store's), 409 (not sent yet, cancelled) and 400 carry a message for the merchant.
  if ([400, 404, 409].includes(response.status) && typeof fields.error === "string")
    return { status: "refused", message: fields.error };
  return { status: "error", reason: "http", httpStatus: response.status };
}
