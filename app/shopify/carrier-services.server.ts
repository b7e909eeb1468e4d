import type { AdminGraphql } from "./admin-graphql.server";
import { mutationResult, type MutationResult } from "./user-errors";
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

/** The carrier service as Shopify now has it, or Shopify's refusal (its words, for the merchant). */
export type CarrierServiceResult = MutationResult<CarrierService>;
type CarrierService = NonNullable<NonNullable<CarrierServiceCreateMutation["carrierServiceCreate"]>["carrierService"]>;

export async function createCarrierService(
  graphql: AdminGraphql,
  input: { callbackUrl: string },
): Promise<CarrierServiceResult> {
  const variables: CarrierServiceCreateMutationVariables = {
    input: { name: CARRIER_SERVICE_NAME, callbackUrl: input.callbackUrl, active: true, supportsServiceDiscovery: true },
  };
  return mutationResult(
    (await graphql<CarrierServiceCreateMutation>(CREATE, variables)).carrierServiceCreate,
    "carrierService",
  );
}

const UPDATE = `#graphql
  mutation CarrierServiceUpdate($input: DeliveryCarrierServiceUpdateInput!) {
    carrierServiceUpdate(input: $input) { carrierService { id active callbackUrl } userErrors { field message } }
  }`;

/** Updates the one the app registered; refused when the merchant deleted it in Shopify. */
export async function updateCarrierService(
  graphql: AdminGraphql,
  input: { id: string; callbackUrl: string; active: boolean },
): Promise<CarrierServiceResult> {
  const variables: CarrierServiceUpdateMutationVariables = {
    input: { ...input, name: CARRIER_SERVICE_NAME, supportsServiceDiscovery: true },
  };
  return mutationResult(
    (await graphql<CarrierServiceUpdateMutation>(UPDATE, variables)).carrierServiceUpdate,
    "carrierService",
  );
}
