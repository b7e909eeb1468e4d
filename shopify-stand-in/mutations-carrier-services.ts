import type { CarrierServiceRecord } from "./records";
import type { ResolverContext } from "./store";

// Wording of Shopify's refusal when the plan lacks carrier-calculated shipping (REST-era message, still what
// merchants report); the only GraphQL code is CARRIER_SERVICE_CREATE_FAILED (docs/reference/shopify-facts.md §1.6).
export const PLAN_REFUSAL =
  "Carrier Calculated Shipping must be enabled for your store before registering a CarrierService";
const NOT_FOUND = "The carrier or app could not be found.";

type CreateInput = { name: string; callbackUrl: string; active: boolean; supportsServiceDiscovery: boolean };
type UpdateInput = Partial<CreateInput> & { id: string };

function invalidUrl(url: string): boolean {
  try {
    return !/^https?:$/.test(new URL(url).protocol);
  } catch {
    return true;
  }
}

function validate(input: Partial<CreateInput>, own: CarrierServiceRecord[], self?: CarrierServiceRecord) {
  const problems: Array<{ field: string[]; message: string }> = [];
  if (input.name !== undefined && input.name.trim() === "")
    problems.push({ field: ["input", "name"], message: "Name can't be blank" });
  if (input.name && own.some((service) => service !== self && service.name === input.name)) {
    problems.push({ field: ["input", "name"], message: `${input.name} is already configured` });
  }
  if (input.callbackUrl !== undefined && invalidUrl(input.callbackUrl)) {
    problems.push({ field: ["input", "callbackUrl"], message: "Callback url is not a valid URL" });
  }
  return problems;
}

export const carrierServiceMutations = {
  carrierServiceCreate({ input }: { input: CreateInput }, { store, shop }: ResolverContext) {
    const code = "CARRIER_SERVICE_CREATE_FAILED";
    if (!shop.plan.carrierCalculatedShipping) {
      return { carrierService: null, userErrors: [{ field: null, message: PLAN_REFUSAL, code }] };
    }
    const own = store.carrierServices.filter((service) => service.shopDomain === shop.myshopifyDomain);
    const problems = validate(input, own);
    if (problems.length > 0) return { carrierService: null, userErrors: problems.map((p) => ({ ...p, code })) };
    const carrierService: CarrierServiceRecord = store.register(shop.myshopifyDomain, {
      __typename: "DeliveryCarrierService" as const,
      id: store.newGid("DeliveryCarrierService"),
      shopDomain: shop.myshopifyDomain,
      name: input.name,
      callbackUrl: input.callbackUrl,
      active: input.active,
      supportsServiceDiscovery: input.supportsServiceDiscovery,
      get formattedName() {
        return `${this.name} (Rates provided by app)`;
      },
      icon: {
        id: null,
        url: "https://cdn.shopify.com/s/images/admin/shipping/carriers/default.png",
        altText: null,
        width: 72,
        height: 72,
      },
    });
    store.carrierServices.push(carrierService);
    return { carrierService, userErrors: [] };
  },

  carrierServiceUpdate({ input }: { input: UpdateInput }, { store, shop }: ResolverContext) {
    const code = "CARRIER_SERVICE_UPDATE_FAILED";
    const service = store.find<CarrierServiceRecord>(shop.myshopifyDomain, input.id, "DeliveryCarrierService");
    if (!service) return { carrierService: null, userErrors: [{ field: ["input", "id"], message: NOT_FOUND, code }] };
    const own = store.carrierServices.filter((s) => s.shopDomain === shop.myshopifyDomain);
    const problems = validate(input, own, service);
    if (problems.length > 0) return { carrierService: null, userErrors: problems.map((p) => ({ ...p, code })) };
    for (const key of ["name", "callbackUrl", "active", "supportsServiceDiscovery"] as const) {
      if (input[key] !== undefined && input[key] !== null) Object.assign(service, { [key]: input[key] });
    }
    return { carrierService: service, userErrors: [] };
  },

  carrierServiceDelete({ id }: { id: string }, { store, shop }: ResolverContext) {
    const service = store.find<CarrierServiceRecord>(shop.myshopifyDomain, id, "DeliveryCarrierService");
    if (!service) {
      return {
        deletedId: null,
        userErrors: [{ field: ["id"], message: NOT_FOUND, code: "CARRIER_SERVICE_DELETE_FAILED" }],
      };
    }
    store.carrierServices.splice(store.carrierServices.indexOf(service), 1);
    store.forget(id);
    return { deletedId: id, userErrors: [] };
  },
};
