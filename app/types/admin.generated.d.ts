/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as AdminTypes from './admin.types.js';

export type DeliveryOrderBuyerQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type DeliveryOrderBuyerQuery = { order?: AdminTypes.Maybe<{ purchasingEntity?: AdminTypes.Maybe<{ __typename: 'Customer' } | (
      { __typename: 'PurchasingCompany' }
      & { company: Pick<AdminTypes.Company, 'name'>, location: { taxSettings: Pick<AdminTypes.CompanyLocationTaxSettings, 'taxRegistrationId'> } }
    )> }> };

export type CarrierServiceCreateMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.DeliveryCarrierServiceCreateInput;
}>;


export type CarrierServiceCreateMutation = { carrierServiceCreate?: AdminTypes.Maybe<{ carrierService?: AdminTypes.Maybe<Pick<AdminTypes.DeliveryCarrierService, 'id' | 'active' | 'callbackUrl'>>, userErrors: Array<Pick<AdminTypes.CarrierServiceCreateUserError, 'field' | 'message'>> }> };

export type CarrierServiceUpdateMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.DeliveryCarrierServiceUpdateInput;
}>;


export type CarrierServiceUpdateMutation = { carrierServiceUpdate?: AdminTypes.Maybe<{ carrierService?: AdminTypes.Maybe<Pick<AdminTypes.DeliveryCarrierService, 'id' | 'active' | 'callbackUrl'>>, userErrors: Array<Pick<AdminTypes.CarrierServiceUpdateUserError, 'field' | 'message'>> }> };

export type DeliveryFlowTriggerReceiveMutationVariables = AdminTypes.Exact<{
  handle: AdminTypes.Scalars['String']['input'];
  payload: AdminTypes.Scalars['JSON']['input'];
}>;


export type DeliveryFlowTriggerReceiveMutation = { flowTriggerReceive?: AdminTypes.Maybe<{ userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type DeliveryFulfillmentOrderOwnerQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type DeliveryFulfillmentOrderOwnerQuery = { fulfillmentOrder?: AdminTypes.Maybe<(
    Pick<AdminTypes.FulfillmentOrder, 'id'>
    & { order: Pick<AdminTypes.Order, 'id'> }
  )> };

export type TrackingOrderStateQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type TrackingOrderStateQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id' | 'displayFinancialStatus'>
    & { fulfillmentOrders: { nodes: Array<(
        Pick<AdminTypes.FulfillmentOrder, 'id' | 'status'>
        & { assignedLocation: { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id' | 'isFulfillmentService'>> } }
      )> }, fulfillments: Array<(
      Pick<AdminTypes.Fulfillment, 'id' | 'status'>
      & { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>>, trackingInfo: Array<Pick<AdminTypes.FulfillmentTrackingInfo, 'number'>>, fulfillmentOrders: { nodes: Array<Pick<AdminTypes.FulfillmentOrder, 'id'>> }, events: { nodes: Array<Pick<AdminTypes.FulfillmentEvent, 'status' | 'happenedAt' | 'message'>> } }
    )> }
  )> };

export type TrackingFulfillmentCreateMutationVariables = AdminTypes.Exact<{
  fulfillment: AdminTypes.FulfillmentInput;
}>;


export type TrackingFulfillmentCreateMutation = { fulfillmentCreate?: AdminTypes.Maybe<{ fulfillment?: AdminTypes.Maybe<Pick<AdminTypes.Fulfillment, 'id' | 'status'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type TrackingFulfillmentEventCreateMutationVariables = AdminTypes.Exact<{
  fulfillmentEvent: AdminTypes.FulfillmentEventInput;
}>;


export type TrackingFulfillmentEventCreateMutation = { fulfillmentEventCreate?: AdminTypes.Maybe<{ fulfillmentEvent?: AdminTypes.Maybe<Pick<AdminTypes.FulfillmentEvent, 'id' | 'status'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type TrackingFulfillmentCancelMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type TrackingFulfillmentCancelMutation = { fulfillmentCancel?: AdminTypes.Maybe<{ fulfillment?: AdminTypes.Maybe<Pick<AdminTypes.Fulfillment, 'id' | 'status'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type DeliveryMetafieldsSetMutationVariables = AdminTypes.Exact<{
  metafields: Array<AdminTypes.MetafieldsSetInput> | AdminTypes.MetafieldsSetInput;
}>;


export type DeliveryMetafieldsSetMutation = { metafieldsSet?: AdminTypes.Maybe<{ metafields?: AdminTypes.Maybe<Array<Pick<AdminTypes.Metafield, 'key' | 'value'>>>, userErrors: Array<Pick<AdminTypes.MetafieldsSetUserError, 'field' | 'message'>> }> };

export type DeliveryOrderMarkAsPaidMutationVariables = AdminTypes.Exact<{
  input: AdminTypes.OrderMarkAsPaidInput;
}>;


export type DeliveryOrderMarkAsPaidMutation = { orderMarkAsPaid?: AdminTypes.Maybe<{ order?: AdminTypes.Maybe<Pick<AdminTypes.Order, 'id' | 'displayFinancialStatus'>>, userErrors: Array<Pick<AdminTypes.UserError, 'field' | 'message'>> }> };

export type DeliveryOrderFinancialStatusQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type DeliveryOrderFinancialStatusQuery = { order?: AdminTypes.Maybe<Pick<AdminTypes.Order, 'id' | 'displayFinancialStatus'>> };

export type DeliveryOrderOutstandingQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type DeliveryOrderOutstandingQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { totalOutstandingSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
  )> };

export type DeliveryOrderCreateManualPaymentMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  amount: AdminTypes.MoneyInput;
  paymentMethodName?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
  processedAt?: AdminTypes.InputMaybe<AdminTypes.Scalars['DateTime']['input']>;
}>;


export type DeliveryOrderCreateManualPaymentMutation = { orderCreateManualPayment?: AdminTypes.Maybe<{ order?: AdminTypes.Maybe<Pick<AdminTypes.Order, 'id' | 'displayFinancialStatus'>>, userErrors: Array<Pick<AdminTypes.OrderCreateManualPaymentOrderCreateManualPaymentError, 'field' | 'message'>> }> };

export type DeliveryOrderHoldsQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type DeliveryOrderHoldsQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { fulfillmentOrders: { nodes: Array<(
        Pick<AdminTypes.FulfillmentOrder, 'id' | 'status'>
        & { supportedActions: Array<Pick<AdminTypes.FulfillmentOrderSupportedAction, 'action'>>, fulfillmentHolds: Array<Pick<AdminTypes.FulfillmentHold, 'id' | 'handle' | 'heldByRequestingApp'>> }
      )> } }
  )> };

export type DeliveryFulfillmentOrderHoldMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  fulfillmentHold: AdminTypes.FulfillmentOrderHoldInput;
}>;


export type DeliveryFulfillmentOrderHoldMutation = { fulfillmentOrderHold?: AdminTypes.Maybe<{ fulfillmentHold?: AdminTypes.Maybe<Pick<AdminTypes.FulfillmentHold, 'id'>>, userErrors: Array<Pick<AdminTypes.FulfillmentOrderHoldUserError, 'field' | 'message' | 'code'>> }> };

export type DeliveryFulfillmentOrderReleaseHoldMutationVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
  holdIds?: AdminTypes.InputMaybe<Array<AdminTypes.Scalars['ID']['input']> | AdminTypes.Scalars['ID']['input']>;
}>;


export type DeliveryFulfillmentOrderReleaseHoldMutation = { fulfillmentOrderReleaseHold?: AdminTypes.Maybe<{ fulfillmentOrder?: AdminTypes.Maybe<Pick<AdminTypes.FulfillmentOrder, 'id' | 'status'>>, userErrors: Array<Pick<AdminTypes.FulfillmentOrderReleaseHoldUserError, 'field' | 'message' | 'code'>> }> };

export type DeliveryOrderSettledTransactionsQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type DeliveryOrderSettledTransactionsQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id'>
    & { transactions: Array<(
      Pick<AdminTypes.OrderTransaction, 'id' | 'kind' | 'status' | 'gateway' | 'processedAt' | 'authorizationCode'>
      & { amountSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
    )> }
  )> };

export type SnapshotAddressFragment = Pick<AdminTypes.MailingAddress, 'name' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'zip' | 'countryCodeV2' | 'phone'>;

export type SnapshotOrderFragment = (
  Pick<AdminTypes.Order, 'id' | 'name' | 'email' | 'phone' | 'createdAt' | 'processedAt' | 'updatedAt' | 'cancelledAt' | 'cancelReason' | 'displayFinancialStatus' | 'displayFulfillmentStatus' | 'currencyCode' | 'presentmentCurrencyCode' | 'paymentGatewayNames'>
  & { totalPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, currentTotalPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, totalOutstandingSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, customAttributes: Array<Pick<AdminTypes.Attribute, 'key' | 'value'>>, shippingAddress?: AdminTypes.Maybe<Pick<AdminTypes.MailingAddress, 'name' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'zip' | 'countryCodeV2' | 'phone'>>, billingAddress?: AdminTypes.Maybe<Pick<AdminTypes.MailingAddress, 'name' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'zip' | 'countryCodeV2' | 'phone'>>, customer?: AdminTypes.Maybe<Pick<AdminTypes.Customer, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'>>, purchasingEntity?: AdminTypes.Maybe<{ __typename: 'Customer' } | (
    { __typename: 'PurchasingCompany' }
    & { company: Pick<AdminTypes.Company, 'id'>, location: Pick<AdminTypes.CompanyLocation, 'id'> }
  )>, shippingLines: { nodes: Array<(
      Pick<AdminTypes.ShippingLine, 'code' | 'title' | 'source' | 'carrierIdentifier' | 'isRemoved'>
      & { originalPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount'> } }
    )> }, lineItems: { nodes: Array<(
      Pick<AdminTypes.LineItem, 'id' | 'sku' | 'name' | 'title' | 'variantTitle' | 'quantity' | 'currentQuantity' | 'unfulfilledQuantity' | 'requiresShipping'>
      & { originalUnitPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
    )> } }
);

export type ParcelFulfillmentOrdersQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type ParcelFulfillmentOrdersQuery = { order?: AdminTypes.Maybe<{ fulfillmentOrders: { nodes: Array<(
        Pick<AdminTypes.FulfillmentOrder, 'id' | 'status'>
        & { assignedLocation: (
          Pick<AdminTypes.FulfillmentOrderAssignedLocation, 'countryCode'>
          & { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id' | 'isFulfillmentService'>> }
        ), lineItems: { nodes: Array<(
            Pick<AdminTypes.FulfillmentOrderLineItem, 'totalQuantity' | 'remainingQuantity'>
            & { lineItem: Pick<AdminTypes.LineItem, 'id'> }
          )> } }
      )> } }> };

export type DeliveryOrderPageQueryVariables = AdminTypes.Exact<{
  first: AdminTypes.Scalars['Int']['input'];
  after?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
  query: AdminTypes.Scalars['String']['input'];
  sortKey: AdminTypes.OrderSortKeys;
}>;


export type DeliveryOrderPageQuery = { orders: { nodes: Array<Pick<AdminTypes.Order, 'id' | 'updatedAt'>>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } };

export type DeliveryOrderSnapshotQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type DeliveryOrderSnapshotQuery = { order?: AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id' | 'name' | 'email' | 'phone' | 'createdAt' | 'processedAt' | 'updatedAt' | 'cancelledAt' | 'cancelReason' | 'displayFinancialStatus' | 'displayFulfillmentStatus' | 'currencyCode' | 'presentmentCurrencyCode' | 'paymentGatewayNames'>
    & { totalPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, currentTotalPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, totalOutstandingSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> }, customAttributes: Array<Pick<AdminTypes.Attribute, 'key' | 'value'>>, shippingAddress?: AdminTypes.Maybe<Pick<AdminTypes.MailingAddress, 'name' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'zip' | 'countryCodeV2' | 'phone'>>, billingAddress?: AdminTypes.Maybe<Pick<AdminTypes.MailingAddress, 'name' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'province' | 'provinceCode' | 'zip' | 'countryCodeV2' | 'phone'>>, customer?: AdminTypes.Maybe<Pick<AdminTypes.Customer, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'>>, purchasingEntity?: AdminTypes.Maybe<{ __typename: 'Customer' } | (
      { __typename: 'PurchasingCompany' }
      & { company: Pick<AdminTypes.Company, 'id'>, location: Pick<AdminTypes.CompanyLocation, 'id'> }
    )>, shippingLines: { nodes: Array<(
        Pick<AdminTypes.ShippingLine, 'code' | 'title' | 'source' | 'carrierIdentifier' | 'isRemoved'>
        & { originalPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount'> } }
      )> }, lineItems: { nodes: Array<(
        Pick<AdminTypes.LineItem, 'id' | 'sku' | 'name' | 'title' | 'variantTitle' | 'quantity' | 'currentQuantity' | 'unfulfilledQuantity' | 'requiresShipping'>
        & { originalUnitPriceSet: { shopMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'>, presentmentMoney: Pick<AdminTypes.MoneyV2, 'amount' | 'currencyCode'> } }
      )> } }
  )> };

export type DeliveryReturnAddressQueryVariables = AdminTypes.Exact<{ [key: string]: never; }>;


export type DeliveryReturnAddressQuery = { shop: Pick<AdminTypes.Shop, 'name'>, location?: AdminTypes.Maybe<(
    Pick<AdminTypes.Location, 'name'>
    & { address: Pick<AdminTypes.LocationAddress, 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'countryCode' | 'phone'> }
  )> };

export type DeliveryShipsFromQueryVariables = AdminTypes.Exact<{
  ids: Array<AdminTypes.Scalars['ID']['input']> | AdminTypes.Scalars['ID']['input'];
}>;


export type DeliveryShipsFromQuery = { nodes: Array<AdminTypes.Maybe<(
    Pick<AdminTypes.Order, 'id' | 'totalWeight'>
    & { fulfillmentOrders: { nodes: Array<(
        Pick<AdminTypes.FulfillmentOrder, 'status'>
        & { assignedLocation: (
          Pick<AdminTypes.FulfillmentOrderAssignedLocation, 'address1' | 'address2' | 'city' | 'province' | 'zip' | 'countryCode' | 'phone'>
          & { location?: AdminTypes.Maybe<Pick<AdminTypes.Location, 'id'>> }
        ) }
      )> } }
  )>> };

export type DeliveryShopLocationsQueryVariables = AdminTypes.Exact<{
  after?: AdminTypes.InputMaybe<AdminTypes.Scalars['String']['input']>;
}>;


export type DeliveryShopLocationsQuery = { locations: { nodes: Array<(
      Pick<AdminTypes.Location, 'id' | 'name' | 'isFulfillmentService'>
      & { address: Pick<AdminTypes.LocationAddress, 'address1' | 'city' | 'countryCode'> }
    )>, pageInfo: Pick<AdminTypes.PageInfo, 'hasNextPage' | 'endCursor'> } };

export type DeliveryOrderOwnerQueryVariables = AdminTypes.Exact<{
  id: AdminTypes.Scalars['ID']['input'];
}>;


export type DeliveryOrderOwnerQuery = { order?: AdminTypes.Maybe<Pick<AdminTypes.Order, 'id'>> };

export type DeliveryGrantedScopesQueryVariables = AdminTypes.Exact<{ [key: string]: never; }>;


export type DeliveryGrantedScopesQuery = { currentAppInstallation: { accessScopes: Array<Pick<AdminTypes.AccessScope, 'handle'>> } };

export type DeliveryShopTermsQueryVariables = AdminTypes.Exact<{ [key: string]: never; }>;


export type DeliveryShopTermsQuery = { shop: (
    Pick<AdminTypes.Shop, 'ianaTimezone' | 'currencyCode'>
    & { currencyFormats: Pick<AdminTypes.CurrencyFormats, 'moneyFormat'> }
  ) };

interface GeneratedQueryTypes {
  "#graphql\n  query DeliveryOrderBuyer($id: ID!) {\n    order(id: $id) {\n      purchasingEntity {\n        __typename\n        ... on PurchasingCompany {\n          company { name }\n          location { taxSettings { taxRegistrationId } }\n        }\n      }\n    }\n  }": {return: DeliveryOrderBuyerQuery, variables: DeliveryOrderBuyerQueryVariables},
  "#graphql\n  query DeliveryFulfillmentOrderOwner($id: ID!) {\n    fulfillmentOrder(id: $id) { id order { id } }\n  }": {return: DeliveryFulfillmentOrderOwnerQuery, variables: DeliveryFulfillmentOrderOwnerQueryVariables},
  "#graphql\n  query TrackingOrderState($id: ID!) {\n    order(id: $id) {\n      id\n      displayFinancialStatus\n      fulfillmentOrders(first: 50) {\n        nodes { id status assignedLocation { location { id isFulfillmentService } } }\n      }\n      fulfillments(first: 50) {\n        id\n        status\n        location { id }\n        trackingInfo(first: 10) { number }\n        fulfillmentOrders(first: 50) { nodes { id } }\n        events(first: 100) { nodes { status happenedAt message } }\n      }\n    }\n  }": {return: TrackingOrderStateQuery, variables: TrackingOrderStateQueryVariables},
  "#graphql\n  query DeliveryOrderFinancialStatus($id: ID!) {\n    order(id: $id) { id displayFinancialStatus }\n  }": {return: DeliveryOrderFinancialStatusQuery, variables: DeliveryOrderFinancialStatusQueryVariables},
  "#graphql\n  query DeliveryOrderOutstanding($id: ID!) {\n    order(id: $id) {\n      id\n      totalOutstandingSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }\n    }\n  }": {return: DeliveryOrderOutstandingQuery, variables: DeliveryOrderOutstandingQueryVariables},
  "#graphql\n  query DeliveryOrderHolds($id: ID!) {\n    order(id: $id) {\n      id\n      fulfillmentOrders(first: 50) {\n        nodes { id status supportedActions { action } fulfillmentHolds { id handle heldByRequestingApp } }\n      }\n    }\n  }": {return: DeliveryOrderHoldsQuery, variables: DeliveryOrderHoldsQueryVariables},
  "#graphql\n  query DeliveryOrderSettledTransactions($id: ID!) {\n    order(id: $id) {\n      id\n      transactions(first: 50) {\n        id kind status gateway processedAt authorizationCode\n        amountSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }\n      }\n    }\n  }": {return: DeliveryOrderSettledTransactionsQuery, variables: DeliveryOrderSettledTransactionsQueryVariables},
  "#graphql\n  query ParcelFulfillmentOrders($id: ID!) {\n    order(id: $id) {\n      fulfillmentOrders(first: 50) {\n        nodes {\n          id\n          status\n          assignedLocation { countryCode location { id isFulfillmentService } }\n          lineItems(first: 100) { nodes { totalQuantity remainingQuantity lineItem { id } } }\n        }\n      }\n    }\n  }": {return: ParcelFulfillmentOrdersQuery, variables: ParcelFulfillmentOrdersQueryVariables},
  "#graphql\n  query DeliveryOrderPage($first: Int!, $after: String, $query: String!, $sortKey: OrderSortKeys!) {\n    orders(first: $first, after: $after, query: $query, sortKey: $sortKey) {\n      nodes { id updatedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }": {return: DeliveryOrderPageQuery, variables: DeliveryOrderPageQueryVariables},
  "#graphql\n  query DeliveryOrderSnapshot($id: ID!) {\n    order(id: $id) { ...SnapshotOrder }\n  }\n  #graphql\n  fragment SnapshotAddress on MailingAddress {\n    name firstName lastName company address1 address2 city province provinceCode zip countryCodeV2 phone\n  }\n  fragment SnapshotOrder on Order {\n    id name email phone createdAt processedAt updatedAt cancelledAt cancelReason\n    displayFinancialStatus displayFulfillmentStatus currencyCode presentmentCurrencyCode paymentGatewayNames\n    totalPriceSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }\n    currentTotalPriceSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }\n    totalOutstandingSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }\n    customAttributes { key value }\n    shippingAddress { ...SnapshotAddress }\n    billingAddress { ...SnapshotAddress }\n    customer { id firstName lastName email phone }\n    purchasingEntity { __typename ... on PurchasingCompany { company { id } location { id } } }\n    shippingLines(first: 10, includeRemovals: true) {\n      nodes { code title source carrierIdentifier isRemoved originalPriceSet { shopMoney { amount } } }\n    }\n    lineItems(first: 250) {\n      nodes {\n        id sku name title variantTitle quantity currentQuantity unfulfilledQuantity requiresShipping\n        originalUnitPriceSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }\n      }\n    }\n  }": {return: DeliveryOrderSnapshotQuery, variables: DeliveryOrderSnapshotQueryVariables},
  "#graphql\n  query DeliveryReturnAddress {\n    shop { name }\n    location { name address { address1 address2 city province zip countryCode phone } }\n  }": {return: DeliveryReturnAddressQuery, variables: DeliveryReturnAddressQueryVariables},
  "#graphql\n  query DeliveryShipsFrom($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on Order {\n        id\n        totalWeight\n        fulfillmentOrders(first: 5) {\n          nodes {\n            status\n            assignedLocation { address1 address2 city province zip countryCode phone location { id } }\n          }\n        }\n      }\n    }\n  }": {return: DeliveryShipsFromQuery, variables: DeliveryShipsFromQueryVariables},
  "#graphql\n  query DeliveryShopLocations($after: String) {\n    locations(first: 250, after: $after, includeLegacy: true) {\n      nodes {\n        id\n        name\n        isFulfillmentService\n        address { address1 city countryCode }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }": {return: DeliveryShopLocationsQuery, variables: DeliveryShopLocationsQueryVariables},
  "#graphql\n  query DeliveryOrderOwner($id: ID!) {\n    order(id: $id) { id }\n  }": {return: DeliveryOrderOwnerQuery, variables: DeliveryOrderOwnerQueryVariables},
  "#graphql\n  query DeliveryGrantedScopes {\n    currentAppInstallation { accessScopes { handle } }\n  }": {return: DeliveryGrantedScopesQuery, variables: DeliveryGrantedScopesQueryVariables},
  "#graphql\n  query DeliveryShopTerms {\n    shop { ianaTimezone currencyCode currencyFormats { moneyFormat } }\n  }": {return: DeliveryShopTermsQuery, variables: DeliveryShopTermsQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CarrierServiceCreate($input: DeliveryCarrierServiceCreateInput!) {\n    carrierServiceCreate(input: $input) { carrierService { id active callbackUrl } userErrors { field message } }\n  }": {return: CarrierServiceCreateMutation, variables: CarrierServiceCreateMutationVariables},
  "#graphql\n  mutation CarrierServiceUpdate($input: DeliveryCarrierServiceUpdateInput!) {\n    carrierServiceUpdate(input: $input) { carrierService { id active callbackUrl } userErrors { field message } }\n  }": {return: CarrierServiceUpdateMutation, variables: CarrierServiceUpdateMutationVariables},
  "#graphql\n  mutation DeliveryFlowTriggerReceive($handle: String!, $payload: JSON!) {\n    flowTriggerReceive(handle: $handle, payload: $payload) {\n      userErrors { field message }\n    }\n  }": {return: DeliveryFlowTriggerReceiveMutation, variables: DeliveryFlowTriggerReceiveMutationVariables},
  "#graphql\n  mutation TrackingFulfillmentCreate($fulfillment: FulfillmentInput!) {\n    fulfillmentCreate(fulfillment: $fulfillment) { fulfillment { id status } userErrors { field message } }\n  }": {return: TrackingFulfillmentCreateMutation, variables: TrackingFulfillmentCreateMutationVariables},
  "#graphql\n  mutation TrackingFulfillmentEventCreate($fulfillmentEvent: FulfillmentEventInput!) {\n    fulfillmentEventCreate(fulfillmentEvent: $fulfillmentEvent) { fulfillmentEvent { id status } userErrors { field message } }\n  }": {return: TrackingFulfillmentEventCreateMutation, variables: TrackingFulfillmentEventCreateMutationVariables},
  "#graphql\n  mutation TrackingFulfillmentCancel($id: ID!) {\n    fulfillmentCancel(id: $id) { fulfillment { id status } userErrors { field message } }\n  }": {return: TrackingFulfillmentCancelMutation, variables: TrackingFulfillmentCancelMutationVariables},
  "#graphql\n  mutation DeliveryMetafieldsSet($metafields: [MetafieldsSetInput!]!) {\n    metafieldsSet(metafields: $metafields) {\n      metafields { key value }\n      userErrors { field message }\n    }\n  }": {return: DeliveryMetafieldsSetMutation, variables: DeliveryMetafieldsSetMutationVariables},
  "#graphql\n  mutation DeliveryOrderMarkAsPaid($input: OrderMarkAsPaidInput!) {\n    orderMarkAsPaid(input: $input) { order { id displayFinancialStatus } userErrors { field message } }\n  }": {return: DeliveryOrderMarkAsPaidMutation, variables: DeliveryOrderMarkAsPaidMutationVariables},
  "#graphql\n  mutation DeliveryOrderCreateManualPayment($id: ID!, $amount: MoneyInput!, $paymentMethodName: String, $processedAt: DateTime) {\n    orderCreateManualPayment(id: $id, amount: $amount, paymentMethodName: $paymentMethodName, processedAt: $processedAt) {\n      order { id displayFinancialStatus }\n      userErrors { field message }\n    }\n  }": {return: DeliveryOrderCreateManualPaymentMutation, variables: DeliveryOrderCreateManualPaymentMutationVariables},
  "#graphql\n  mutation DeliveryFulfillmentOrderHold($id: ID!, $fulfillmentHold: FulfillmentOrderHoldInput!) {\n    fulfillmentOrderHold(id: $id, fulfillmentHold: $fulfillmentHold) { fulfillmentHold { id } userErrors { field message code } }\n  }": {return: DeliveryFulfillmentOrderHoldMutation, variables: DeliveryFulfillmentOrderHoldMutationVariables},
  "#graphql\n  mutation DeliveryFulfillmentOrderReleaseHold($id: ID!, $holdIds: [ID!]) {\n    fulfillmentOrderReleaseHold(id: $id, holdIds: $holdIds) { fulfillmentOrder { id status } userErrors { field message code } }\n  }": {return: DeliveryFulfillmentOrderReleaseHoldMutation, variables: DeliveryFulfillmentOrderReleaseHoldMutationVariables},
}
declare module '@shopify/admin-api-client' {
  type InputMaybe<T> = AdminTypes.InputMaybe<T>;
  interface AdminQueries extends GeneratedQueryTypes {}
  interface AdminMutations extends GeneratedMutationTypes {}
}
