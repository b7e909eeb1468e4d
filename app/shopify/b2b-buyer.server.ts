import type { AdminGraphql } from "./admin-graphql.server";
import type { B2bBuyer } from "~/order-mapping";
import type { DeliveryOrderBuyerQuery, DeliveryOrderBuyerQueryVariables } from "~/types/admin.generated";

// Webhooks carry only company {id, location_id}: the names come from purchasingEntity (docs/reference/shopify-facts.md §4.2).
const PURCHASING_ENTITY = `#graphql
  query DeliveryOrderBuyer($id: ID!) {
    order(id: $id) {
      purchasingEntity {
        __typename
        ... on PurchasingCompany {
          company { name }
          location { taxSettings { taxRegistrationId } }
        }
      }
    }
  }`;

export async function fetchB2bBuyer(graphql: AdminGraphql, orderGid: string): Promise<B2bBuyer | null> {
  const entity = (
    await graphql<DeliveryOrderBuyerQuery>(PURCHASING_ENTITY, {
      id: orderGid,
    } satisfies DeliveryOrderBuyerQueryVariables)
  ).order?.purchasingEntity;
  if (!entity || entity.__typename !== "PurchasingCompany") return null;
  return { companyName: entity.company.name, taxRegistrationId: entity.location.taxSettings.taxRegistrationId ?? null };
}
