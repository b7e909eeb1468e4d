import type { AdminGraphql } from "./admin-graphql.server";
import type {
  CarrierServiceCreateMutation,
  CarrierServiceCreateMutationVariables,
  CarrierServiceUpdateMutation,
  CarrierServiceUpdateMutationVariables,
} from "~/types/admin.generated";

/*
 * The shop's carrier service (docs/reference/shopify-facts.md §2.1): the callback Shopify calls at
 * checkout for delivery options. Scope write_shipping. A refusal (a plan without carrier-calculated
 * shipping, docs/reference/shopify-facts.md §1.6) is returned, not raised: the caller tells the merchant.
 */

/** The name buyers and merchants see on the shipping lines it answers (and how the app knows its own orders). */
export const CARRIER_SERVICE_NAME = "Delivery Connect";

const CREATE = `#graphql
  mutation CarrierServiceCreate($input: DeliveryCarrierServiceCreateInput!) {
    carrierServiceCreate(input: $input) { carrierService { id active callbackUrl } userErrors { field message } }
  }`;

export type CarrierServiceResult = NonNullable<
  CarrierServiceCreateMutation["carrierServiceCreate"] | CarrierServiceUpdateMutation["carrierServiceUpdate"]
>;
/** A mutation answered without its payload: Shopify always sends one, so this is a refusal to report. */
const NO_PAYLOAD: CarrierServiceResult = {
  carrierService: null,
  userErrors: [{ field: null, message: "Shopify answered without a result." }],
};

export async function createCarrierService(
  graphql: AdminGraphql,
  input: { callbackUrl: string },
): Promise<CarrierServiceResult> {
  const variables: CarrierServiceCreateMutationVariables = {
    input: { name: CARRIER_SERVICE_NAME, callbackUrl: input.callbackUrl, active: true, supportsServiceDiscovery: true },
  };
  return (await graphql<CarrierServiceCreateMutation>(CREATE, variables)).carrierServiceCreate ?? NO_PAYLOAD;
}

const UPDATE = `#graphql
  mutation CarrierServiceUpdate($input: DeliveryCarrierServiceUpdateInput!) {
    carrierServiceUpdate(input: $input) { carrierService { id active callbackUrl } userErrors { field message } }
  }`;

/** Updates the one the app registered; `carrierService` is null when the merchant deleted it in Shopify. */
export async function updateCarrierService(
  graphql: AdminGraphql,
  input: { id: string; callbackUrl: string; active: boolean },
): Promise<CarrierServiceResult> {
  const variables: CarrierServiceUpdateMutationVariables = {
    input: { ...input, name: CARRIER_SERVICE_NAME, supportsServiceDiscovery: true },
  };
  return (await graphql<CarrierServiceUpdateMutation>(UPDATE, variables)).carrierServiceUpdate ?? NO_PAYLOAD;
}
