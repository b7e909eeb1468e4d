import { refillWaitMs, type AdminGraphqlWithCost } from "./admin-graphql.server";
import { ShopifyOrderSchema, type ShopifyOrder } from "~/order-mapping";
import type * as Admin from "~/types/admin.generated";
import { SNAPSHOT_ORDER_FIELDS, snapshotFromGraphqlOrder } from "./order-snapshot";

/**
 * Reading orders back from Shopify for the sweep and the import, within Shopify's query cost.
 * A page lists only ids and update times (about 2 + 100 points), so the common case — every order
 * already known from its webhooks — costs one cheap query; only orders the app lacks, or holds at
 * an older version, are read whole, one by one (well under Shopify's 1 000-point limit each).
 * Between calls the bucket is left to refill as the cost extension says (refillWaitMs), so a long
 * read slows down rather than being refused.
 */

/** Without read_all_orders, Shopify gives the last 60 days of orders only (shopify.dev, read_orders). */
export const READ_ORDERS_WINDOW_MS = 60 * 24 * 60 * 60_000;
export const ORDER_PAGE_SIZE = 100;

const ORDER_PAGE = `#graphql
  query DeliveryOrderPage($first: Int!, $after: String, $query: String!, $sortKey: OrderSortKeys!) {
    orders(first: $first, after: $after, query: $query, sortKey: $sortKey) {
      nodes { id updatedAt }
      pageInfo { hasNextPage endCursor }
    }
  }`;

const ORDER_SNAPSHOT = `#graphql
  query DeliveryOrderSnapshot($id: ID!) {
    order(id: $id) { ...SnapshotOrder }
  }
  ${SNAPSHOT_ORDER_FIELDS}`;

export type OrderStub = { id: string; updatedAt: string };
export type OrderPage = { orders: OrderStub[]; endCursor: string | null; hasNextPage: boolean };
type Sleep = (ms: number) => Promise<unknown>;

/** Shopify's search syntax takes an ISO date in quotes (`updated_at:>'2026-11-20T10:00:00Z'`). */
export const searchDate = (date: Date) => `'${date.toISOString()}'`;

/** The earliest moment the app may ask about: 60 days back, less a minute so a query sent late is not refused. */
export const oldestReadable = (now: Date) => new Date(now.getTime() - READ_ORDERS_WINDOW_MS + 60_000);

export function createOrderReader(
  graphql: AdminGraphqlWithCost,
  sleep: Sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
) {
  let lastCost: Parameters<typeof refillWaitMs>[0] = null;
  // Before a call, wait until the bucket holds what the previous call cost (our best guess of the next).
  const paced = async <T>(document: string, variables: Record<string, unknown>) => {
    const wait = refillWaitMs(lastCost);
    if (wait) await sleep(wait);
    const answer = await graphql<T>(document, variables);
    lastCost = answer.cost;
    return answer.data;
  };
  return {
    async page(query: string, sortKey: "UPDATED_AT" | "CREATED_AT", after: string | null): Promise<OrderPage> {
      const variables: Admin.DeliveryOrderPageQueryVariables = { first: ORDER_PAGE_SIZE, after, query, sortKey };
      const data = await paced<Admin.DeliveryOrderPageQuery>(ORDER_PAGE, variables);
      return {
        orders: data.orders.nodes,
        endCursor: data.orders.pageInfo.endCursor ?? null,
        hasNextPage: data.orders.pageInfo.hasNextPage,
      };
    },
    /** The order in the webhook's REST shape, or null when Shopify no longer has it (deleted). */
    async snapshot(id: string): Promise<{ order: ShopifyOrder; raw: unknown } | null> {
      const data = await paced<Admin.DeliveryOrderSnapshotQuery>(ORDER_SNAPSHOT, {
        id,
      } satisfies Admin.DeliveryOrderSnapshotQueryVariables);
      if (!data.order) return null;
      const raw = snapshotFromGraphqlOrder(data.order);
      return { order: ShopifyOrderSchema.parse(raw), raw };
    },
  };
}

export type OrderReader = ReturnType<typeof createOrderReader>;
