import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  type FieldNode,
  type GraphQLFieldResolver,
} from "graphql";
import { readMetafields } from "./metafields";
import { carrierServiceMutations } from "./mutations-carrier-services";
import { fulfillmentMutations } from "./mutations-fulfillments";
import { flowMutations } from "./mutations-flow";
import { holdMutations } from "./mutations-holds";
import { orderMutations } from "./mutations-orders";
import { searchOrders, type OrdersArgs, type SearchWarning } from "./order-search";
import type { FulfillmentOrderRecord, OrderRecord } from "./records";
import type { ResolverContext } from "./store";

export type ExecutionContext = ResolverContext & {
  /** Field nodes the token's scopes do not reach, with the ACCESS_DENIED error each one raises. */
  denied: Map<FieldNode, GraphQLError>;
  /** Denials already raised during execution (the rest are appended after it). */
  raised: Set<GraphQLError>;
  /** Search fields the stand-in ignored, answered in `extensions.search` as Shopify does. */
  searchWarnings: SearchWarning[];
};

type PageArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
};

const encodeCursor = (position: number) => Buffer.from(JSON.stringify({ position })).toString("base64url");

function decodeCursor(cursor: string): number {
  try {
    const position = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")).position;
    if (Number.isInteger(position)) return position;
  } catch {
    // fall through to the Shopify-like error below
  }
  throw new GraphQLError(`Invalid cursor for current pagination sort.`, { extensions: { code: "BAD_REQUEST" } });
}

/** Arrays in the store become Relay connections, paged like Shopify's (which insists on first or last). */
function paginate<T>(items: T[], args: PageArgs) {
  if (args.first == null && args.last == null) {
    throw new GraphQLError("you must provide one of first or last", { extensions: { code: "BAD_REQUEST" } });
  }
  const list = args.reverse ? [...items].reverse() : items;
  const start = args.after ? decodeCursor(args.after) + 1 : 0;
  const end = args.before ? Math.min(decodeCursor(args.before), list.length) : list.length;
  let from = start;
  let to = Math.max(start, end);
  if (args.first != null) to = Math.min(to, from + args.first);
  if (args.last != null) from = Math.max(from, to - args.last);
  const edges = list.slice(from, to).map((node, offset) => ({ cursor: encodeCursor(from + offset), node }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: to < list.length,
      hasPreviousPage: from > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

const hasId = (value: unknown): value is { id: string } =>
  typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";

export const fieldResolver: GraphQLFieldResolver<unknown, ExecutionContext> = (source, args, context, info) => {
  const denial = info.fieldNodes.map((node) => context.denied.get(node)).find(Boolean);
  if (denial) {
    context.raised.add(denial);
    throw denial;
  }
  // Any HasMetafields owner reads its metafields from the one metafield table, as metafieldsSet writes them.
  if ((info.fieldName === "metafield" || info.fieldName === "metafields") && hasId(source)) {
    const found = readMetafields(context.store, source.id, args);
    return info.fieldName === "metafield" ? (found[0] ?? null) : paginate(found, args);
  }
  const value = defaultFieldResolver(source, args, context, info);
  if (!Array.isArray(value)) return value;
  if (getNamedType(info.returnType).name.endsWith("Connection")) return paginate(value, args);
  // Plain lists with a `first` argument (Order.fulfillments, Fulfillment.trackingInfo) are truncated.
  if (isListType(getNullableType(info.returnType)) && typeof args.first === "number") return value.slice(0, args.first);
  return value;
};

const queries = {
  shop: (_args: unknown, { shop }: ResolverContext) => shop,
  // The installation the token belongs to: what this shop has granted the app.
  currentAppInstallation: (_args: unknown, { shop }: ResolverContext) => ({
    accessScopes: [...shop.scopes].map((handle) => ({ handle })),
  }),
  order: ({ id }: { id: string }, { store, shop }: ResolverContext) => store.find(shop.myshopifyDomain, id, "Order"),
  fulfillmentOrder: ({ id }: { id: string }, { store, shop }: ResolverContext) =>
    store.find(shop.myshopifyDomain, id, "FulfillmentOrder"),
  fulfillment: ({ id }: { id: string }, { store, shop }: ResolverContext) =>
    store.find(shop.myshopifyDomain, id, "Fulfillment"),
  // location() without an id is the shop's primary location, as on Shopify.
  location: ({ id }: { id?: string }, { store, shop }: ResolverContext) =>
    id ? store.find(shop.myshopifyDomain, id, "Location") : shop.locations[0],
  locations: (_args: unknown, { shop }: ResolverContext) => shop.locations,
  carrierService: ({ id }: { id: string }, { store, shop }: ResolverContext) =>
    store.find(shop.myshopifyDomain, id, "DeliveryCarrierService"),
  carrierServices: (_args: unknown, { store, shop }: ResolverContext) =>
    store.carrierServices.filter((service) => service.shopDomain === shop.myshopifyDomain),
  // Search syntax, sort keys and cursors as Shopify's (order-search.ts).
  orders: (args: OrdersArgs, context: ExecutionContext) =>
    searchOrders(context.store.all<OrderRecord>(context.shop.myshopifyDomain, "Order"), args, context.searchWarnings),
  fulfillmentOrders: ({ includeClosed }: { includeClosed?: boolean }, { store, shop }: ResolverContext) =>
    store
      .all<FulfillmentOrderRecord>(shop.myshopifyDomain, "FulfillmentOrder")
      .filter((fo) => includeClosed || (fo.status !== "CLOSED" && fo.status !== "CANCELLED")),
  node: ({ id }: { id: string }, { store, shop }: ResolverContext) => store.find(shop.myshopifyDomain, id),
  nodes: ({ ids }: { ids: string[] }, { store, shop }: ResolverContext) =>
    ids.map((id) => store.find(shop.myshopifyDomain, id)),
};

/** Root fields of QueryRoot and Mutation; graphql-js calls them as methods of the root value. */
export const rootValue = {
  ...queries,
  ...carrierServiceMutations,
  ...fulfillmentMutations,
  ...holdMutations,
  ...orderMutations,
  ...flowMutations(),
};
