import { GraphQLError } from "graphql";
import type { OrderRecord } from "./records";

// The root `orders` connection as Shopify answers it: the `query` search syntax (shopify.dev "Search syntax":
// `field:value`, `field:>value`, `field:>=value`, `<`, `<=`, quoted values, implicit AND, `-field:` negation),
// the OrderSortKeys the app uses, `reverse`, and cursors that name the last record seen (sort value and id), so a
// record updated between two pages moves instead of shifting every later page. Unknown fields are ignored with
// a search warning, as Shopify does ("Invalid search field for this query.").

export type OrdersArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  query?: string | null;
  sortKey?: string | null;
  reverse?: boolean | null;
};

export type SearchWarning = { field: string; message: string };

type Term = { field: string; op: ":" | ">" | ">=" | "<" | "<="; value: string; negated: boolean };

const TERM = /^(-?)([a-z_]+):(>=|<=|>|<)?(.*)$/;

function tokens(query: string): string[] {
  return [...query.matchAll(/(?:[^\s'"]+|'[^']*'|"[^"]*")+/g)].map((match) => match[0]);
}

export function parseSearch(query: string): { terms: Term[]; warnings: SearchWarning[] } {
  const terms: Term[] = [];
  const warnings: SearchWarning[] = [];
  for (const token of tokens(query)) {
    if (token === "AND") continue;
    const match = TERM.exec(token);
    if (!match) {
      warnings.push({ field: "default", message: `The stand-in does not search free text ("${token}").` });
      continue;
    }
    const value = match[4].replace(/^['"]|['"]$/g, "");
    terms.push({ negated: match[1] === "-", field: match[2], op: (match[3] ?? ":") as Term["op"], value });
  }
  return { terms, warnings };
}

const DATE_FIELDS: Record<string, (order: OrderRecord) => string> = {
  updated_at: (order) => order.updatedAt,
  created_at: (order) => order.createdAt,
  processed_at: (order) => order.processedAt,
};

const byIdSign = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

function compare(actual: number, op: Term["op"], expected: number): boolean {
  if (op === ">") return actual > expected;
  if (op === ">=") return actual >= expected;
  if (op === "<") return actual < expected;
  if (op === "<=") return actual <= expected;
  return actual === expected;
}

const isClosed = (order: OrderRecord) => Boolean((order as { closedAt?: string | null }).closedAt);

function matchesStatus(order: OrderRecord, value: string): boolean {
  if (value === "any") return true;
  if (value === "cancelled") return Boolean(order.cancelledAt);
  if (value === "closed") return isClosed(order);
  if (value === "open") return !order.cancelledAt && !isClosed(order);
  return false;
}

function matchesFulfillment(order: OrderRecord, value: string): boolean {
  const status = order.displayFulfillmentStatus;
  if (value === "any") return true;
  if (value === "unshipped" || value === "unfulfilled") return status === "UNFULFILLED" || status === "ON_HOLD";
  if (value === "shipped" || value === "fulfilled") return status === "FULFILLED";
  if (value === "partial") return status === "PARTIALLY_FULFILLED";
  return false;
}

const KNOWN_FIELDS = new Set([
  ...Object.keys(DATE_FIELDS),
  "status",
  "fulfillment_status",
  "financial_status",
  "name",
  "id",
]);

function matches(order: OrderRecord, term: Term): boolean {
  const value = term.value.toLowerCase();
  let result: boolean;
  if (DATE_FIELDS[term.field]) {
    const expected = Date.parse(term.value);
    if (Number.isNaN(expected))
      throw new GraphQLError(`Invalid date "${term.value}" for ${term.field}.`, {
        extensions: { code: "BAD_REQUEST" },
      });
    result = compare(Date.parse(DATE_FIELDS[term.field](order)), term.op, expected);
  } else if (term.field === "status") {
    result = matchesStatus(order, value);
  } else if (term.field === "fulfillment_status") {
    result = matchesFulfillment(order, value);
  } else if (term.field === "financial_status") {
    result = value === "any" || order.displayFinancialStatus.toLowerCase() === value;
  } else if (term.field === "name") {
    result = order.name.toLowerCase() === value || order.name.toLowerCase() === `#${value}`;
  } else if (term.field === "id") {
    result = compare(byIdSign(order.legacyResourceId, term.value), term.op, 0);
  } else {
    return true;
  }
  return term.negated ? !result : result;
}

const SORT_VALUES: Record<string, (order: OrderRecord) => string | number> = {
  PROCESSED_AT: (order) => Date.parse(order.processedAt),
  CREATED_AT: (order) => Date.parse(order.createdAt),
  UPDATED_AT: (order) => Date.parse(order.updatedAt),
  ID: (order) => order.legacyResourceId.padStart(20, "0"),
  ORDER_NUMBER: (order) => Number(order.name.replace(/\D/g, "")),
};

type Cursor = { v: string | number; id: string };
const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decode(cursor: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Cursor;
    if (parsed && typeof parsed.id === "string" && (typeof parsed.v === "number" || typeof parsed.v === "string"))
      return parsed;
  } catch {
    // answered below as Shopify does
  }
  throw new GraphQLError("Invalid cursor for current pagination sort.", { extensions: { code: "BAD_REQUEST" } });
}

/** The `orders` connection for one shop's orders; warnings go to the response's `extensions.search`. */
export function searchOrders(orders: OrderRecord[], args: OrdersArgs, warnings: SearchWarning[]) {
  if (args.first == null && args.last == null) {
    throw new GraphQLError("you must provide one of first or last", { extensions: { code: "BAD_REQUEST" } });
  }
  const sortKey = args.sortKey ?? "PROCESSED_AT";
  const sortValue = SORT_VALUES[sortKey];
  if (!sortValue)
    throw new GraphQLError(`The stand-in does not sort orders by ${sortKey}.`, { extensions: { code: "BAD_REQUEST" } });
  const { terms: parsed, warnings: parseWarnings } = parseSearch(args.query ?? "");
  warnings.push(...parseWarnings);
  for (const term of parsed)
    if (!KNOWN_FIELDS.has(term.field))
      warnings.push({ field: term.field, message: "Invalid search field for this query." });
  const terms = parsed.filter((term) => KNOWN_FIELDS.has(term.field));
  const key = (order: OrderRecord): Cursor => ({ v: sortValue(order), id: order.legacyResourceId });
  // Ids can exceed 2^53 (as Shopify's do): compared exactly.
  const byId = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);
  const order = (a: Cursor, b: Cursor) => (a.v < b.v ? -1 : a.v > b.v ? 1 : byId(a.id, b.id));
  const direction = args.reverse ? -1 : 1;
  let list = orders
    .filter((o) => terms.every((term) => matches(o, term)))
    .sort((a, b) => direction * order(key(a), key(b)));
  if (args.after) {
    const after = decode(args.after);
    list = list.filter((o) => direction * order(key(o), after) > 0);
  }
  const hasPreviousPage = args.after ? true : false;
  if (args.before) {
    const before = decode(args.before);
    list = list.filter((o) => direction * order(key(o), before) < 0);
  }
  const total = list.length;
  if (args.first != null) list = list.slice(0, args.first);
  const dropped = total - list.length;
  if (args.last != null) list = list.slice(Math.max(0, list.length - args.last));
  const edges = list.map((node) => ({ cursor: encode(key(node)), node }));
  return {
    edges,
    nodes: list,
    pageInfo: {
      hasNextPage: dropped > 0,
      hasPreviousPage: hasPreviousPage || (args.last != null && total > list.length),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
