import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";
import type { OrderRecord } from "./records";
import type { ResolverContext } from "./store";

// flowTriggerReceive(handle, payload): Shopify Flow starts the workflows of the app's trigger extension
// `handle` with `payload`. The stand-in knows the app's triggers as the Shopify CLI would deploy them (every
// extensions/*/shopify.extension.toml of type "flow_trigger") and checks a payload against the trigger's
// fields: reference fields by their payload key (order_reference → order_id, an order of the shop), custom
// fields by their `key`. Accepted triggers are recorded for tests (state.flowTriggers).

export type FlowTriggerRecord = {
  shopDomain: string;
  handle: string;
  payload: Record<string, unknown>;
  receivedAt: string;
};

type TriggerField = { type: string; key?: string };
type TriggerDefinition = { handle: string; fields: TriggerField[] };

const EXTENSIONS_DIR = fileURLToPath(new URL("../extensions", import.meta.url));
const REFERENCE_KEYS: Record<string, string> = {
  order_reference: "order_id",
  customer_reference: "customer_id",
  product_reference: "product_id",
};

export function appFlowTriggers(dir = EXTENSIONS_DIR): Map<string, TriggerDefinition> {
  const triggers = new Map<string, TriggerDefinition>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name, "shopify.extension.toml");
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const toml = parse(readFileSync(file, "utf8")) as {
      extensions?: Array<{ type?: string; handle?: string }>;
      settings?: { fields?: TriggerField[] };
    };
    for (const extension of toml.extensions ?? []) {
      if (extension.type === "flow_trigger" && extension.handle)
        triggers.set(extension.handle, { handle: extension.handle, fields: toml.settings?.fields ?? [] });
    }
  }
  return triggers;
}

/** The payload key each field of a trigger expects. */
export function payloadKeys(definition: TriggerDefinition): string[] {
  return definition.fields.map((field) => REFERENCE_KEYS[field.type] ?? field.key ?? "");
}

type UserError = { field: string[]; message: string };

export function flowMutations(triggers: Map<string, TriggerDefinition> = appFlowTriggers()) {
  return {
    flowTriggerReceive(
      { handle, payload }: { handle?: string | null; payload?: unknown },
      { store, shop }: ResolverContext,
    ) {
      const definition = handle ? triggers.get(handle) : undefined;
      if (!definition)
        return {
          userErrors: [
            { field: ["handle"], message: `No Flow trigger with handle "${handle ?? ""}" exists for this app.` },
          ],
        };
      const errors = payloadErrors(definition, payload, (orderId) =>
        Boolean(store.find<OrderRecord>(shop.myshopifyDomain, `gid://shopify/Order/${orderId}`, "Order")),
      );
      if (errors.length > 0) return { userErrors: errors };
      store.flowTriggers.push({
        shopDomain: shop.myshopifyDomain,
        handle: definition.handle,
        payload: payload as Record<string, unknown>,
        receivedAt: store.nowIso(),
      });
      return { userErrors: [] };
    },
  };
}

function payloadErrors(
  definition: TriggerDefinition,
  payload: unknown,
  orderExists: (id: string) => boolean,
): UserError[] {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload))
    return [{ field: ["payload"], message: "The payload must be a JSON object." }];
  const values = payload as Record<string, unknown>;
  const expected = payloadKeys(definition);
  const errors: UserError[] = [];
  for (const key of expected)
    if (!(key in values)) errors.push({ field: ["payload", key], message: `"${key}" is missing.` });
  for (const key of Object.keys(values))
    if (!expected.includes(key))
      errors.push({ field: ["payload", key], message: `"${key}" is not a field of the ${definition.handle} trigger.` });
  for (const field of definition.fields) {
    const key = REFERENCE_KEYS[field.type] ?? field.key ?? "";
    const value = values[key];
    if (value === undefined) continue;
    if (field.type === "order_reference" && !(/^\d+$/.test(String(value)) && orderExists(String(value))))
      errors.push({ field: ["payload", key], message: `Order ${String(value)} does not exist.` });
    if (field.type === "single_line_text_field" && (typeof value !== "string" || value.includes("\n")))
      errors.push({ field: ["payload", key], message: `"${key}" must be a single line of text.` });
  }
  return errors;
}
