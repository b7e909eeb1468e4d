import type { AdminGraphql } from "./admin-graphql.server";
import type {
  DeliveryFlowTriggerReceiveMutation,
  DeliveryFlowTriggerReceiveMutationVariables,
} from "~/types/admin.generated";
import { doneOrThrow, mutationResult } from "./user-errors";

/*
 * Starting a merchant's Shopify Flow workflows: `flowTriggerReceive` with one of the app's trigger
 * extensions (extensions/flow-*) and its payload. A refusal is final (a payload the extension does
 * not declare): it is raised as a ShopifyAdminError that retrying cannot help.
 */
const FLOW_TRIGGER_RECEIVE = `#graphql
  mutation DeliveryFlowTriggerReceive($handle: String!, $payload: JSON!) {
    flowTriggerReceive(handle: $handle, payload: $payload) {
      userErrors { field message }
    }
  }`;

export async function receiveFlowTrigger(graphql: AdminGraphql, handle: string, payload: unknown): Promise<void> {
  const data = await graphql<DeliveryFlowTriggerReceiveMutation>(FLOW_TRIGGER_RECEIVE, {
    handle,
    payload,
  } satisfies DeliveryFlowTriggerReceiveMutationVariables);
  const what = `start the ${handle} Flow trigger`;
  doneOrThrow(mutationResult(data.flowTriggerReceive), what);
}
