/*
 * The app's route for this extension (app/routes/api.order-actions.tsx). In the admin, `fetch`
 * resolves a relative path against the app's URL and adds the session token itself (admin
 * extensions, "Network features"). Nothing here throws: every failure is a value to show.
 * Parsed by hand, not with zod: the bundle has a size budget.
 */

export const ORDER_ACTIONS_PATH = "/api/order-actions";

export const ACTIONS = ["send", "retry", "cancel", "paymentLink"] as const;
export type OrderAction = (typeof ACTIONS)[number];

/** Only what this extension uses of `fetch`, so a test can hand in its own transport. */
export type FetchLike = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<Response>;

export type OrderActionsView = {
  orderName: string;
  actions: OrderAction[];
  paymentLinkUrl: string | null;
};

export type Failure = { status: "error"; reason: "network" | "http" | "invalid"; httpStatus?: number };
export type ActionsLoad = { status: "ok"; view: OrderActionsView } | { status: "not_found" } | Failure;

/**
 * An order of several parcels is answered parcel by parcel (docs/decisions/092): each parcel's sentence, and
 * `partial` when the action was refused for one while done for another, and each parcel's payment link.
 */
export type ParcelAnswer = { lines: string[]; partial: boolean; links: string[] };

export type ActionRun =
  | ({ status: "done"; message: string; url: string | null } & Partial<ParcelAnswer>)
  | { status: "refused"; code: string; message: string; advice: string | null }
  | { status: "not_found" }
  | Failure;

const isString = (value: unknown): value is string => typeof value === "string";
const isAction = (value: unknown): value is OrderAction => ACTIONS.includes(value as OrderAction);

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function parseView(value: unknown): OrderActionsView | null {
  const body = record(value);
  if (!body || !isString(body.orderName) || !Array.isArray(body.actions)) return null;
  if (!body.actions.every(isAction)) return null;
  const link = body.paymentLinkUrl;
  if (link !== null && !isString(link)) return null;
  return { orderName: body.orderName, actions: body.actions, paymentLinkUrl: link };
}

/** The parcels' sentences, when the answer has them (an order of one parcel has none). */
function parseParcels(value: unknown): ParcelAnswer | null {
  if (!Array.isArray(value)) return null;
  const parcels = value.map(record);
  if (!parcels.every((parcel) => parcel && isString(parcel.text))) return null;
  return {
    lines: parcels.map((parcel) => parcel!.text as string),
    partial: parcels.some((parcel) => parcel!.ok === false),
    // Each parcel is its own service order: a payment link each, all to give the buyer.
    links: parcels.flatMap((parcel) => (isString(parcel!.url) ? [parcel!.url] : [])),
  };
}

export function parseRun(value: unknown): ActionRun | null {
  const body = record(value);
  if (!body || !isString(body.message)) return null;
  if (body.ok === true && (body.url === null || isString(body.url))) {
    const parcels = parseParcels(body.parcels);
    return { status: "done", message: body.message, url: body.url, ...parcels };
  }
  if (body.ok === false && isString(body.code) && (body.advice === null || isString(body.advice)))
    return { status: "refused", code: body.code, message: body.message, advice: body.advice };
  return null;
}

async function call<T>(
  fetchImpl: FetchLike,
  url: string,
  init: Parameters<FetchLike>[1],
  parse: (value: unknown) => T | null,
  answered: (status: number) => boolean,
): Promise<T | { status: "not_found" } | Failure> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch {
    return { status: "error", reason: "network" };
  }
  if (response.status === 404) return { status: "not_found" };
  if (!answered(response.status)) return { status: "error", reason: "http", httpStatus: response.status };
  let parsed: T | null;
  try {
    parsed = parse(await response.json());
  } catch {
    parsed = null;
  }
  return parsed ?? { status: "error", reason: "invalid" };
}

/** What the order page would offer for this order now. */
export async function loadOrderActions(
  fetchImpl: FetchLike,
  orderGid: string,
  locale: string,
  baseUrl = "",
): Promise<ActionsLoad> {
  const query = new URLSearchParams({ orderId: orderGid, locale });
  const load = await call(
    fetchImpl,
    `${baseUrl}${ORDER_ACTIONS_PATH}?${query}`,
    { headers: { Accept: "application/json" } },
    parseView,
    (status) => status === 200,
  );
  return "status" in load ? load : { status: "ok", view: load };
}

/** Runs one action the merchant confirmed; a refusal (409) comes back with why and what to do. */
export function runOrderAction(
  fetchImpl: FetchLike,
  request: { orderGid: string; action: OrderAction; reason?: string; locale: string },
  baseUrl = "",
): Promise<ActionRun> {
  const body = {
    orderId: request.orderGid,
    intent: request.action,
    reason: request.reason ?? "",
    confirmed: true,
    locale: request.locale,
  };
  return call(
    fetchImpl,
    `${baseUrl}${ORDER_ACTIONS_PATH}`,
    {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(body),
    },
    parseRun,
    (status) => status === 200 || status === 409,
  );
}
