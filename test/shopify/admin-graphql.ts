import {
  execute,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
} from "graphql";
import { ADMIN_API_VERSION, loadAdminSchema } from "./admin-schema";
import type { RequestLogEntry } from "./records";
import { collectRequirements, unmetRequirements } from "./required-scopes";
import { fieldResolver, rootValue, type ExecutionContext } from "./resolvers";
import { estimateQueryCost, THROTTLE_MAXIMUM_AVAILABLE, THROTTLE_RESTORE_RATE } from "./query-cost";
import { accessTokenIsValid } from "./shops";
import type { Store } from "./store";

export type HttpReply = { status: number; body: unknown };
export type AdminGraphqlRequest = { shopDomain: string; apiVersion: string; accessToken: string | undefined; body: string };

// Shopify's exact body for a missing, wrong or expired token.
export const INVALID_TOKEN_BODY = { errors: "[API] Invalid API key or access token (unrecognized login or wrong password)" };
const ACCESS_SCOPES_DOCS = "https://shopify.dev/api/usage/access-scopes";

function costExtension(requested: number, actual: number | null, currentlyAvailable: number) {
  return {
    cost: {
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: { maximumAvailable: THROTTLE_MAXIMUM_AVAILABLE, currentlyAvailable, restoreRate: THROTTLE_RESTORE_RATE },
    },
  };
}

function describe(document: DocumentNode | null, operationName: string | null) {
  const operation = document?.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  return {
    operation: operation?.operation ?? null,
    operationName: operationName ?? operation?.name?.value ?? null,
    rootFields: operation?.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])) ?? [],
  };
}

function accessDenied(node: FieldNode, requiredAccess: string, anyOf: string[]): GraphQLError {
  const required = requiredAccess || anyOf.map((scope) => `\`${scope}\` access scope`).join(" or ") + ".";
  return new GraphQLError(`Access denied for ${node.name.value} field. Required access: ${required}`, {
    nodes: [node],
    extensions: { code: "ACCESS_DENIED", documentation: ACCESS_SCOPES_DOCS, requiredAccess: required },
  });
}

/** POST /{shop}/admin/api/{version}/graphql.json, as Shopify answers it. */
export async function handleAdminGraphql(store: Store, request: AdminGraphqlRequest): Promise<HttpReply> {
  const shop = store.shops.get(request.shopDomain);
  if (!shop) return { status: 404, body: { errors: "Not Found" } };
  if (request.apiVersion !== ADMIN_API_VERSION) {
    // Shopify would fall forward to a supported version; the app is pinned to 2026-10, so anything else is a bug.
    return { status: 404, body: { errors: `Not Found: the Shopify stand-in serves Admin API ${ADMIN_API_VERSION} only, not ${request.apiVersion}` } };
  }
  let payload: { query?: unknown; variables?: unknown; operationName?: unknown };
  try {
    payload = JSON.parse(request.body);
  } catch {
    payload = {};
  }
  const query = typeof payload.query === "string" ? payload.query : "";
  const variables = (payload.variables && typeof payload.variables === "object" ? payload.variables : {}) as Record<string, unknown>;
  const operationName = typeof payload.operationName === "string" ? payload.operationName : null;
  const log = (document: DocumentNode | null, outcome: RequestLogEntry["outcome"]) =>
    store.requests.push({ shop: shop.myshopifyDomain, apiVersion: request.apiVersion, query, variables, outcome, ...describe(document, operationName) });

  if (!accessTokenIsValid(store, shop, request.accessToken)) {
    log(null, "unauthorized");
    return { status: 401, body: INVALID_TOKEN_BODY };
  }
  if (!query) return { status: 400, body: { errors: { query: "Required parameter missing or invalid" } } };
  if (store.throttleRemaining > 0) {
    store.throttleRemaining -= 1;
    log(null, "throttled");
    return {
      status: 200,
      body: {
        errors: [{ message: "Throttled", extensions: { code: "THROTTLED", documentation: "https://shopify.dev/api/usage/rate-limits" } }],
        extensions: costExtension(0, null, 0),
      },
    };
  }

  const admin = await loadAdminSchema();
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    const syntax = error as GraphQLError;
    store.invalidDocuments.push({ shop: shop.myshopifyDomain, operationName, query, messages: [syntax.message] });
    log(null, "invalid");
    return { status: 200, body: { errors: [{ message: syntax.message, locations: syntax.locations, extensions: { code: "GRAPHQL_PARSE_FAILED" } }] } };
  }
  const validationErrors = validate(admin.schema, document);
  if (validationErrors.length > 0) {
    const { operationName: named } = describe(document, operationName);
    store.invalidDocuments.push({ shop: shop.myshopifyDomain, operationName: named, query, messages: validationErrors.map((e) => e.message) });
    log(document, "invalid");
    const errors = validationErrors.map((e) => ({ message: e.message, locations: e.locations, extensions: { code: "GRAPHQL_VALIDATION_FAILED" } }));
    return { status: 200, body: { errors } };
  }

  const denied = new Map<FieldNode, GraphQLError>();
  for (const unmet of unmetRequirements(collectRequirements(admin, document), shop.scopes)) {
    for (const node of unmet.fieldNodes) if (!denied.has(node)) denied.set(node, accessDenied(node, unmet.requiredAccess, unmet.anyOf));
  }
  const contextValue: ExecutionContext = { store, shop, denied, raised: new Set() };
  const result = await execute({
    schema: admin.schema, document, rootValue, contextValue, variableValues: variables, operationName, fieldResolver,
  });
  // Denied fields under a null parent were never reached; report them anyway so a scope gap never hides.
  const unraised = [...new Set(denied.values())].filter((error) => !contextValue.raised.has(error));
  const errors = [...(result.errors ?? []), ...unraised].map((error) => error.toJSON());
  const cost = estimateQueryCost(admin.schema, document, operationName, variables);
  log(document, denied.size > 0 ? "access-denied" : errors.length > 0 ? "errors" : "ok");
  const body: Record<string, unknown> = { data: result.data ?? null };
  if (errors.length > 0) body.errors = errors;
  body.extensions = costExtension(cost, cost, THROTTLE_MAXIMUM_AVAILABLE - cost);
  return { status: 200, body };
}
