// GraphQL documents the stand-in's tests send: the order read below selects every field the brief lists for the
// app, so a field that crashes (non-null without a value) shows up here first.

export const APP_SCOPES = [
  "read_orders",
  "write_orders",
  "read_shipping",
  "write_shipping",
  "read_merchant_managed_fulfillment_orders",
  "write_merchant_managed_fulfillment_orders",
  "read_fulfillments",
  "write_fulfillments",
  "read_customers",
  "read_locations",
];

export const ORDER_QUERY = `#graphql
  query OrderForDelivery($id: ID!) {
    order(id: $id) {
      id name displayFinancialStatus displayFulfillmentStatus cancelledAt cancelReason currencyCode
      totalOutstandingSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }
      totalPriceSet { shopMoney { amount currencyCode } }
      paymentGatewayNames email phone
      shippingAddress { firstName lastName name company address1 address2 city province provinceCode zip country countryCodeV2 phone latitude longitude }
      billingAddress { name countryCodeV2 }
      customer { id firstName lastName email phone }
      shippingLines(first: 5) { nodes { code title source carrierIdentifier originalPriceSet { shopMoney { amount } } } }
      lineItems(first: 50) { nodes { id sku name variantTitle quantity requiresShipping originalUnitPriceSet { shopMoney { amount currencyCode } } } }
      purchasingEntity {
        __typename
        ... on Customer { id }
        ... on PurchasingCompany { company { id name } location { id name taxSettings { taxRegistrationId } } }
      }
      customAttributes { key value }
      metafield(namespace: "$app:delivery", key: "shipment") { value type }
      metafields(first: 10) { nodes { namespace key value } }
      fulfillmentOrders(first: 10) {
        nodes {
          id status requestStatus supportedActions { action }
          assignedLocation { name countryCode location { id isFulfillmentService } }
          lineItems(first: 50) { nodes { id remainingQuantity totalQuantity sku lineItem { id } } }
        }
      }
      fulfillments { id name status displayStatus trackingInfo { company number url } events(first: 20) { nodes { status happenedAt message } } }
    }
  }`;

export const FULFILLMENT_CREATE = `#graphql
  mutation CreateFulfillment($fulfillment: FulfillmentInput!) {
    fulfillmentCreate(fulfillment: $fulfillment) {
      fulfillment { id status displayStatus trackingInfo { company number url } }
      userErrors { field message }
    }
  }`;

export const FULFILLMENT_EVENT_CREATE = `#graphql
  mutation CreateEvent($event: FulfillmentEventInput!) {
    fulfillmentEventCreate(fulfillmentEvent: $event) {
      fulfillmentEvent { id status happenedAt estimatedDeliveryAt message city country }
      userErrors { field message }
    }
  }`;

export const CARRIER_SERVICE_CREATE = `#graphql
  mutation CreateCarrierService($input: DeliveryCarrierServiceCreateInput!) {
    carrierServiceCreate(input: $input) {
      carrierService { id name formattedName callbackUrl active supportsServiceDiscovery }
      userErrors { field message code }
    }
  }`;
