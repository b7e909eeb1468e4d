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
import { ADMIN_API_VERSION, loadAdminSchema, type AdminSchema } from "./admin-schema";
import type { RequestLogEntry, ShopRecord } from "./records";
import { collectRequirements, unmetRequirements } from "./required-scopes";
import { fieldResolver, rootValue, type ExecutionContext } from "./resolvers";
import { estimateQueryCost, THROTTLE_MAXIMUM_AVAILABLE, THROTTLE_RESTORE_RATE } from "./query-cost";
import { accessTokenIsValid } from "./shops";
import type { Store } from "./store";

export type HttpReply = { status: number; body: unknown };
export type AdminGraphqlRequest = {
  shopDomain: string;
  apiVersion: string;
  accessToken: string | undefined;
  body: string;
};

// Shopify's exact body for a missing, wrong or expired token.
export const INVALID_TOKEN_BODY = {
  errors: "[API] Invalid API key or access token (unrecognized login or wrong password)",
};
const ACCESS_SCOPES_DOCS = "https://shopify.dev/api/usage/access-scopes";

function costExtension(requested: number, actual: number | null, currentlyAvailable: number) {
  return {
    cost: {
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: {
        maximumAvailable: THROTTLE_MAXIMUM_AVAILABLE,
        currentlyAvailable,
        restoreRate: THROTTLE_RESTORE_RATE,
      },
    },
  };
}

function describe(document: DocumentNode | null, operationName: string | null) {
  const operation = document?.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
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

type Call = {
  store: Store;
  shop: ShopRecord;
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
  log: (document: DocumentNode | null, outcome: RequestLogEntry["outcome"]) => void;
};

function readPayload(body: string) {
  let payload: { query?: unknown; variables?: unknown; operationName?: unknown };
  try {
    payload = JSON.parse(body);
  } catch {
    payload = {};
  }
  return {
    query: typeof payload.query === "string" ? payload.query : "",
    variables: (payload.variables && typeof payload.variables === "object" ? payload.variables : {}) as Record<
      string,
      unknown
    >,
    operationName: typeof payload.operationName === "string" ? payload.operationName : null,
  };
}

/*
 * Documents that parsed and validated are kept by their text (admin.validDocuments). The app sends the same few
 * documents again and again, and validating one against the whole Admin schema costs the stand-in's process about half
 * a millisecond; in the bench that process is also the one timing the app. A text valid once stays valid: the schema
 * does not change in a process, and graphql-js never changes a document it parsed. Invalid texts are not kept, so each
 * is recorded and answered.
 */
const MAX_VALID_DOCUMENTS = 500;

/** Parses and validates against the 2026-10 schema; a failure is recorded in invalidDocuments and answered. */
function checkDocument(call: Call, admin: AdminSchema): { document: DocumentNode } | { reply: HttpReply } {
  const valid = admin.validDocuments;
  const known = valid.get(call.query);
  if (known) return { document: known };
  const record = (document: DocumentNode | null, messages: string[]) => {
    call.store.invalidDocuments.push({
      shop: call.shop.myshopifyDomain,
      operationName: describe(document, call.operationName).operationName,
      query: call.query,
      messages,
    });
    call.log(document, "invalid");
  };
  let document: DocumentNode;
  try {
    document = parse(call.query);
  } catch (error) {
    const syntax = error as GraphQLError;
    record(null, [syntax.message]);
    return {
      reply: {
        status: 200,
        body: {
          errors: [
            { message: syntax.message, locations: syntax.locations, extensions: { code: "GRAPHQL_PARSE_FAILED" } },
          ],
        },
      },
    };
  }
  const invalid = validate(admin.schema, document);
  if (invalid.length === 0) {
    if (valid.size < MAX_VALID_DOCUMENTS) valid.set(call.query, document);
    return { document };
  }
  record(
    document,
    invalid.map((e) => e.message),
  );
  const errors = invalid.map((e) => ({
    message: e.message,
    locations: e.locations,
    extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
  }));
  return { reply: { status: 200, body: { errors } } };
}

/** Executes against the store; fields beyond the granted scopes raise ACCESS_DENIED and resolve to null. */
async function run(call: Call, admin: AdminSchema, document: DocumentNode): Promise<HttpReply> {
  const denied = new Map<FieldNode, GraphQLError>();
  for (const unmet of unmetRequirements(collectRequirements(admin, document), call.shop.scopes)) {
    for (const node of unmet.fieldNodes)
      if (!denied.has(node)) denied.set(node, accessDenied(node, unmet.requiredAccess, unmet.anyOf));
  }
  const contextValue: ExecutionContext = {
    store: call.store,
    shop: call.shop,
    denied,
    raised: new Set(),
    searchWarnings: [],
  };
  const result = await execute({
    schema: admin.schema,
    document,
    rootValue,
    contextValue,
    variableValues: call.variables,
    operationName: call.operationName,
    fieldResolver,
  });
  // Denied fields under a null parent were never reached; report them anyway so a scope gap never hides.
  const unraised = [...new Set(denied.values())].filter((error) => !contextValue.raised.has(error));
  const errors = [...(result.errors ?? []), ...unraised].map((error) => error.toJSON());
  const cost = estimateQueryCost(admin.schema, document, call.operationName, call.variables);
  call.log(document, denied.size > 0 ? "access-denied" : errors.length > 0 ? "errors" : "ok");
  const body: Record<string, unknown> = { data: result.data ?? null };
  if (errors.length > 0) body.errors = errors;
  body.extensions = {
    ...costExtension(cost, cost, THROTTLE_MAXIMUM_AVAILABLE - cost),
    ...(contextValue.searchWarnings.length > 0
      ? {
          search: [
            {
              path: describe(document, call.operationName).rootFields.slice(0, 1),
              warnings: contextValue.searchWarnings,
            },
          ],
        }
      : {}),
  };
  return { status: 200, body };
}

/** POST /{shop}/admin/api/{version}/graphql.json, as Shopify answers it. */
export async function handleAdminGraphql(store: Store, request: AdminGraphqlRequest): Promise<HttpReply> {
  const shop = store.shops.get(request.shopDomain);
  if (!shop) return { status: 404, body: { errors: "Not Found" } };
  if (request.apiVersion !== ADMIN_API_VERSION) {
    // Shopify would fall forward to a supported version; the app is pinned to 2026-10, so anything else is a bug.
    return {
      status: 404,
      body: {
        errors: `Not Found: the Shopify stand-in serves Admin API ${ADMIN_API_VERSION} only, not ${request.apiVersion}`,
      },
    };
  }
  const payload = readPayload(request.body);
  const call: Call = {
    store,
    shop,
    ...payload,
    log: (document, outcome) =>
      store.requests.push({
        shop: shop.myshopifyDomain,
        apiVersion: request.apiVersion,
        query: payload.query,
        variables: payload.variables,
        outcome,
        ...describe(document, payload.operationName),
      }),
  };
  if (!accessTokenIsValid(store, shop, request.accessToken)) {
    call.log(null, "unauthorized");
    return { status: 401, body: INVALID_TOKEN_BODY };
  }
  if (!call.query) return { status: 400, body: { errors: { query: "Required parameter missing or invalid" } } };
  const admin = await loadAdminSchema();
  const checked = checkDocument(call, admin);
  if ("reply" in checked) return checked.reply;
  if (store.throttleRemaining > 0 && (!store.throttleShop || store.throttleShop === shop.myshopifyDomain)) {
    // Shopify's THROTTLED answer carries what the query would cost and what the bucket holds, so a
    // client can wait exactly (requested - available) / restoreRate seconds.
    store.throttleRemaining -= 1;
    call.log(checked.document, "throttled");
    const requested = estimateQueryCost(admin.schema, checked.document, call.operationName, call.variables);
    const errors = [
      {
        message: "Throttled",
        extensions: { code: "THROTTLED", documentation: "https://shopify.dev/api/usage/rate-limits" },
      },
    ];
    return {
      status: 200,
      body: {
        errors,
        extensions: costExtension(requested, null, Math.min(store.throttleAvailable, Math.max(0, requested - 1))),
      },
    };
  }
  return run(call, admin, checked.document);
}
