import type { AdminGraphql } from "~/shopify/admin-graphql.server";
import type { B2bBuyer } from "~/sync/shopify-order";

// Webhooks carry only company {id, location_id}: the names come from purchasingEntity (FACTS §4.2).
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

type Result = { order: { purchasingEntity: { __typename: string; company?: { name: string }; location?: { taxSettings?: { taxRegistrationId: string | null } } } | null } | null };

export async function fetchB2bBuyer(graphql: AdminGraphql, orderGid: string): Promise<B2bBuyer | null> {
  const entity = (await graphql<Result>(PURCHASING_ENTITY, { id: orderGid })).order?.purchasingEntity;
  if (!entity || entity.__typename !== "PurchasingCompany") return null;
  return { companyName: entity.company?.name ?? null, taxRegistrationId: entity.location?.taxSettings?.taxRegistrationId ?? null };
}
