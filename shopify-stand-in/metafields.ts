import { createHash } from "node:crypto";
import type { MetafieldRecord } from "./records";
import type { Store } from "./store";

// metafieldsSet accepts at most 25 metafields per call.
const MAX_METAFIELDS_PER_CALL = 25;

export type MetafieldsSetInput = {
  ownerId: string;
  namespace?: string | null;
  key: string;
  value: string;
  type?: string | null;
  compareDigest?: string | null;
};
export type MetafieldsSetUserError = { field: string[]; message: string; code: string; elementIndex: number | null };

/** Shopify stores `$app:delivery` as `app--<app id>--delivery` and answers with that form; both read back. */
export function normalizeNamespace(store: Store, namespace: string | null | undefined): string {
  const ns = namespace ?? "$app";
  if (ns === "$app") return `app--${store.appId}`;
  if (ns.startsWith("$app:")) return `app--${store.appId}--${ns.slice(5)}`;
  return ns;
}

export function readMetafields(
  store: Store,
  ownerId: string,
  args: { namespace?: string | null; key?: string | null; keys?: string[] | null },
): MetafieldRecord[] {
  const all = store.metafields.get(ownerId) ?? [];
  if (args.key) {
    const namespace = normalizeNamespace(store, args.namespace);
    return all.filter((m) => m.namespace === namespace && m.key === args.key);
  }
  const namespace = args.namespace ? normalizeNamespace(store, args.namespace) : null;
  const keys = args.keys?.map((full) => {
    const dot = full.lastIndexOf(".");
    return `${normalizeNamespace(store, full.slice(0, dot))}.${full.slice(dot + 1)}`;
  });
  return all.filter(
    (m) => (!namespace || m.namespace === namespace) && (!keys || keys.includes(`${m.namespace}.${m.key}`)),
  );
}

function valueError(type: string, value: string): string | null {
  if (type === "json") {
    try {
      JSON.parse(value);
    } catch {
      return "Value is invalid JSON.";
    }
  }
  if (type === "number_integer" && !/^-?\d+$/.test(value)) return "Value must be an integer.";
  if (type === "boolean" && value !== "true" && value !== "false") return "Value must be true or false.";
  return null;
}

const digest = (value: string) => createHash("sha256").update(value).digest("hex");
const ownerTypeOf = (gid: string) =>
  gid
    .split("/")[3]
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .toUpperCase();

/** metafieldsSet: all or nothing, as on Shopify. */
export function setMetafields(store: Store, shopDomain: string, inputs: MetafieldsSetInput[]) {
  const userErrors: MetafieldsSetUserError[] = [];
  if (inputs.length > MAX_METAFIELDS_PER_CALL) {
    userErrors.push({
      field: ["metafields"],
      message: `Exceeded the maximum metafields input limit of ${MAX_METAFIELDS_PER_CALL}.`,
      code: "LESS_THAN_OR_EQUAL_TO",
      elementIndex: null,
    });
  }
  inputs.forEach((input, index) => {
    const field = (name: string) => ["metafields", String(index), name];
    const existing = readMetafields(store, input.ownerId, { namespace: input.namespace, key: input.key })[0];
    if (!store.find(shopDomain, input.ownerId)) {
      userErrors.push({
        field: field("ownerId"),
        message: "Owner does not exist.",
        code: "INVALID",
        elementIndex: index,
      });
    } else if (!input.type && !existing) {
      userErrors.push({ field: field("type"), message: "Type can't be blank.", code: "BLANK", elementIndex: index });
    } else if (input.compareDigest != null && input.compareDigest !== (existing ? digest(existing.value) : "")) {
      userErrors.push({
        field: field("compareDigest"),
        message: "The resource has been updated since it was loaded. Try again with an updated `compareDigest` value.",
        code: "STALE_OBJECT",
        elementIndex: index,
      });
    } else {
      const problem = valueError(input.type ?? existing!.type, input.value);
      if (problem)
        userErrors.push({ field: field("value"), message: problem, code: "INVALID_VALUE", elementIndex: index });
    }
  });
  if (userErrors.length > 0) return { metafields: null, userErrors };
  const now = store.nowIso();
  const metafields = inputs.map((input) => {
    const existing = readMetafields(store, input.ownerId, { namespace: input.namespace, key: input.key })[0];
    if (existing) {
      Object.assign(existing, { value: input.value, type: input.type ?? existing.type, updatedAt: now });
      return existing;
    }
    const record: MetafieldRecord = store.register(shopDomain, {
      __typename: "Metafield" as const,
      id: store.newGid("Metafield"),
      ownerId: input.ownerId,
      ownerType: ownerTypeOf(input.ownerId),
      namespace: normalizeNamespace(store, input.namespace),
      key: input.key,
      value: input.value,
      type: input.type!,
      createdAt: now,
      updatedAt: now,
      get compareDigest() {
        return digest(this.value);
      },
      get jsonValue() {
        return this.type === "json" ? JSON.parse(this.value) : this.value;
      },
      get owner() {
        return store.anyShopFind(this.ownerId);
      },
    });
    store.metafields.set(input.ownerId, [...(store.metafields.get(input.ownerId) ?? []), record]);
    return record;
  });
  return { metafields, userErrors };
}
