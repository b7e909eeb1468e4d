import type { AdminGraphql } from "./admin-graphql.server";
import type * as Admin from "~/types/admin.generated";
import { doneOrThrow, mutationResult, refusalError } from "./user-errors";

/*
 * The Shopify half of an order's payment story: marking the order paid when the money arrived
 * through the delivery service (cash collected, a payment link paid), and holding its fulfillment
 * orders while a payment link is unpaid (FulfillmentHoldReason AWAITING_PAYMENT). Decisions are
 * taken on the order's state as Shopify reports it, never on the wording of a userError.
 */

const ORDER_MARK_AS_PAID = `#graphql
  mutation DeliveryOrderMarkAsPaid($input: OrderMarkAsPaidInput!) {
    orderMarkAsPaid(input: $input) { order { id displayFinancialStatus } userErrors { field message } }
  }`;

const ORDER_FINANCIAL_STATUS = `#graphql
  query DeliveryOrderFinancialStatus($id: ID!) {
    order(id: $id) { id displayFinancialStatus }
  }`;

/** Shopify's financial statuses in which nothing is left for the buyer to pay. */
const SETTLED_STATUSES = new Set(["PAID", "PARTIALLY_REFUNDED", "REFUNDED"]);

/**
 * Marks the Shopify order paid (a link payment confirmed by the service, or cash collected). A
 * refusal is read against the order itself: already settled in Shopify (the merchant did it, or an
 * earlier run whose answer was lost) is success; anything else is raised, not retried.
 */
export async function markShopifyOrderPaid(
  graphql: AdminGraphql,
  orderGid: string,
): Promise<"marked" | "already_settled"> {
  const data = await graphql<Admin.DeliveryOrderMarkAsPaidMutation>(ORDER_MARK_AS_PAID, {
    input: { id: orderGid },
  } satisfies Admin.DeliveryOrderMarkAsPaidMutationVariables);
  const result = mutationResult(data.orderMarkAsPaid);
  if (result.ok) return "marked";
  const now = await graphql<Admin.DeliveryOrderFinancialStatusQuery>(ORDER_FINANCIAL_STATUS, {
    id: orderGid,
  } satisfies Admin.DeliveryOrderFinancialStatusQueryVariables);
  if (now.order?.displayFinancialStatus && SETTLED_STATUSES.has(now.order.displayFinancialStatus))
    return "already_settled";
  throw refusalError(result, "mark the order paid");
}

const ORDER_OUTSTANDING = `#graphql
  query DeliveryOrderOutstanding($id: ID!) {
    order(id: $id) {
      id
      totalOutstandingSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }
    }
  }`;

/**
 * What Shopify says the buyer still owes in `currency` (a decimal string; negative: the buyer's favour): the shop's
 * money or the buyer's (presentment) money, whichever is in that currency, so a collection is compared like with
 * like (docs/decisions/077); null when the order is unknown or neither is.
 */
export async function shopifyOutstanding(
  graphql: AdminGraphql,
  orderGid: string,
  currency: string,
): Promise<string | null> {
  const set = await readOutstandingSet(graphql, orderGid);
  const wanted = currency.toUpperCase();
  const money = [set?.shopMoney, set?.presentmentMoney].find((m) => m?.currencyCode.toUpperCase() === wanted);
  return money?.amount ?? null;
}

const readOutstandingSet = async (graphql: AdminGraphql, orderGid: string) =>
  (
    await graphql<Admin.DeliveryOrderOutstandingQuery>(ORDER_OUTSTANDING, {
      id: orderGid,
    } satisfies Admin.DeliveryOrderOutstandingQueryVariables)
  ).order?.totalOutstandingSet ?? null;

/**
 * What Shopify says is outstanding, in the shop's money and the buyer's, as a REST `*_set` (the shape of
 * `total_outstanding_set` in an order snapshot, docs/decisions/087); null when Shopify does not know the order.
 */
export async function shopifyOutstandingSet(graphql: AdminGraphql, orderGid: string) {
  const set = await readOutstandingSet(graphql, orderGid);
  if (!set) return null;
  const rest = (money: { amount: string; currencyCode: string }) => ({
    amount: money.amount,
    currency_code: money.currencyCode,
  });
  return { shop_money: rest(set.shopMoney), presentment_money: rest(set.presentmentMoney) };
}

const ORDER_CREATE_MANUAL_PAYMENT = `#graphql
  mutation DeliveryOrderCreateManualPayment($id: ID!, $amount: MoneyInput!, $paymentMethodName: String, $processedAt: DateTime) {
    orderCreateManualPayment(id: $id, amount: $amount, paymentMethodName: $paymentMethodName, processedAt: $processedAt) {
      order { id displayFinancialStatus }
      userErrors { field message }
    }
  }`;

/**
 * Records in Shopify a payment of exactly `amount` (what the service collected, when it is not what Shopify has
 * outstanding: orderMarkAsPaid would record the outstanding amount instead). A refusal is raised, not retried.
 */
export async function recordManualPayment(
  graphql: AdminGraphql,
  orderGid: string,
  payment: { amount: string; currencyCode: string; methodName: string; processedAt: string | null },
): Promise<void> {
  const variables: Admin.DeliveryOrderCreateManualPaymentMutationVariables = {
    id: orderGid,
    amount: {
      amount: payment.amount,
      currencyCode:
        payment.currencyCode as Admin.DeliveryOrderCreateManualPaymentMutationVariables["amount"]["currencyCode"],
    },
    paymentMethodName: payment.methodName,
    processedAt: payment.processedAt,
  };
  const data = await graphql<Admin.DeliveryOrderCreateManualPaymentMutation>(ORDER_CREATE_MANUAL_PAYMENT, variables);
  doneOrThrow(mutationResult(data.orderCreateManualPayment), "record the collected payment");
}

/** Our own hold, told apart from the merchant's and other apps' holds by its handle. */
export const PAYMENT_HOLD_HANDLE = "delivery-connect-awaiting-payment";

const ORDER_HOLDS = `#graphql
  query DeliveryOrderHolds($id: ID!) {
    order(id: $id) {
      id
      fulfillmentOrders(first: 50) {
        nodes { id status supportedActions { action } fulfillmentHolds { id handle heldByRequestingApp } }
      }
    }
  }`;

type HeldFulfillmentOrder = NonNullable<Admin.DeliveryOrderHoldsQuery["order"]>["fulfillmentOrders"]["nodes"][number];

async function fulfillmentOrdersOf(graphql: AdminGraphql, orderGid: string): Promise<HeldFulfillmentOrder[]> {
  const data = await graphql<Admin.DeliveryOrderHoldsQuery>(ORDER_HOLDS, {
    id: orderGid,
  } satisfies Admin.DeliveryOrderHoldsQueryVariables);
  return data.order?.fulfillmentOrders.nodes ?? [];
}

const ours = (fulfillmentOrder: HeldFulfillmentOrder) =>
  fulfillmentOrder.fulfillmentHolds.filter((hold) => hold.heldByRequestingApp && hold.handle === PAYMENT_HOLD_HANDLE);

const FULFILLMENT_ORDER_HOLD = `#graphql
  mutation DeliveryFulfillmentOrderHold($id: ID!, $fulfillmentHold: FulfillmentOrderHoldInput!) {
    fulfillmentOrderHold(id: $id, fulfillmentHold: $fulfillmentHold) { fulfillmentHold { id } userErrors { field message code } }
  }`;

/** Which of the order's fulfillment orders (by GID) a hold or a release acts on: one parcel's (docs/decisions/098). */
export type FulfillmentOrderScope = (fulfillmentOrderGid: string) => boolean;
const EVERY_FULFILLMENT_ORDER: FulfillmentOrderScope = () => true;

/**
 * Puts every fulfillment order in `scope` that can be held on hold until the payment link is paid (spec §1:
 * "hold the delivery until payment is confirmed" — the merchant holds the parcel). Idempotent: a fulfillment
 * order that already carries our hold is left alone, also when another parcel's hold placed it a moment ago
 * (Shopify refuses our handle twice). Returns how many in scope are held by us.
 */
export async function holdForPayment(
  graphql: AdminGraphql,
  orderGid: string,
  reasonNotes: string,
  scope: FulfillmentOrderScope = EVERY_FULFILLMENT_ORDER,
): Promise<number> {
  let held = 0;
  for (const fulfillmentOrder of (await fulfillmentOrdersOf(graphql, orderGid)).filter((fo) => scope(fo.id))) {
    if (ours(fulfillmentOrder).length > 0) {
      held++;
      continue;
    }
    if (!fulfillmentOrder.supportedActions.some((entry) => entry.action === "HOLD")) continue;
    const fulfillmentHold = {
      reason: "AWAITING_PAYMENT",
      reasonNotes,
      handle: PAYMENT_HOLD_HANDLE,
      notifyMerchant: false,
    } as const;
    const variables: Admin.DeliveryFulfillmentOrderHoldMutationVariables = { id: fulfillmentOrder.id, fulfillmentHold };
    const data = await graphql<Admin.DeliveryFulfillmentOrderHoldMutation>(FULFILLMENT_ORDER_HOLD, variables);
    const result = mutationResult(data.fulfillmentOrderHold);
    if (!result.ok && result.userErrors.some((error) => error.code === "DUPLICATE_FULFILLMENT_HOLD_HANDLE")) {
      held++;
      continue;
    }
    doneOrThrow(result, "hold the order's fulfillment for payment");
    held++;
  }
  return held;
}

const FULFILLMENT_ORDER_RELEASE_HOLD = `#graphql
  mutation DeliveryFulfillmentOrderReleaseHold($id: ID!, $holdIds: [ID!]) {
    fulfillmentOrderReleaseHold(id: $id, holdIds: $holdIds) { fulfillmentOrder { id status } userErrors { field message code } }
  }`;

/**
 * Releases our payment hold on the fulfillment orders in `scope` (only ours: the merchant's own holds stay).
 * Returns how many were released.
 */
export async function releasePaymentHold(
  graphql: AdminGraphql,
  orderGid: string,
  scope: FulfillmentOrderScope = EVERY_FULFILLMENT_ORDER,
): Promise<number> {
  let released = 0;
  for (const fulfillmentOrder of (await fulfillmentOrdersOf(graphql, orderGid)).filter((fo) => scope(fo.id))) {
    const holdIds = ours(fulfillmentOrder).map((hold) => hold.id);
    if (holdIds.length === 0) continue;
    const variables: Admin.DeliveryFulfillmentOrderReleaseHoldMutationVariables = { id: fulfillmentOrder.id, holdIds };
    const data = await graphql<Admin.DeliveryFulfillmentOrderReleaseHoldMutation>(
      FULFILLMENT_ORDER_RELEASE_HOLD,
      variables,
    );
    doneOrThrow(mutationResult(data.fulfillmentOrderReleaseHold), "release the payment hold");
    released++;
  }
  return released;
}

const ORDER_SETTLED_TRANSACTIONS = `#graphql
  query DeliveryOrderSettledTransactions($id: ID!) {
    order(id: $id) {
      id
      transactions(first: 50) {
        id kind status gateway processedAt authorizationCode
        amountSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }
      }
    }
  }`;

export type SettledTransaction = {
  id: string;
  gateway: string | null;
  processedAt: string | null;
  authorizationCode: string | null;
};

/** A successful money movement on the order in Shopify, with its amount in the shop's and the buyer's money. */
export type MoneyTransaction = SettledTransaction & {
  kind: "payment" | "refund";
  shopMoney: { amount: string; currencyCode: string };
  presentmentMoney: { amount: string; currencyCode: string };
};

async function readTransactions(graphql: AdminGraphql, orderGid: string) {
  const data = await graphql<Admin.DeliveryOrderSettledTransactionsQuery>(ORDER_SETTLED_TRANSACTIONS, {
    id: orderGid,
  } satisfies Admin.DeliveryOrderSettledTransactionsQueryVariables);
  return data.order?.transactions ?? [];
}

const PAYMENT_KINDS = new Set(["SALE", "CAPTURE"]);
const latestFirst = (a: { processedAt?: string | null }, b: { processedAt?: string | null }) =>
  Date.parse(b.processedAt ?? "") - Date.parse(a.processedAt ?? "");

/** The order's successful sales and captures in Shopify, the latest first. */
export async function settledTransactions(graphql: AdminGraphql, orderGid: string): Promise<SettledTransaction[]> {
  const settled = (await readTransactions(graphql, orderGid)).filter(
    (t) => t.status === "SUCCESS" && PAYMENT_KINDS.has(t.kind),
  );
  return settled.sort(latestFirst).map(settledOf);
}

/** The order's successful payments (sales, captures) and refunds in Shopify with their amounts, the latest first. */
export async function moneyTransactions(graphql: AdminGraphql, orderGid: string): Promise<MoneyTransaction[]> {
  const moved = (await readTransactions(graphql, orderGid)).filter(
    (t) => t.status === "SUCCESS" && (PAYMENT_KINDS.has(t.kind) || t.kind === "REFUND"),
  );
  return moved.sort(latestFirst).map((t) => ({
    ...settledOf(t),
    kind: t.kind === "REFUND" ? ("refund" as const) : ("payment" as const),
    shopMoney: { amount: t.amountSet.shopMoney.amount, currencyCode: t.amountSet.shopMoney.currencyCode },
    presentmentMoney: {
      amount: t.amountSet.presentmentMoney.amount,
      currencyCode: t.amountSet.presentmentMoney.currencyCode,
    },
  }));
}

function settledOf(t: {
  id: string;
  gateway?: string | null;
  processedAt?: string | null;
  authorizationCode?: string | null;
}): SettledTransaction {
  return {
    id: t.id,
    gateway: t.gateway ?? null,
    processedAt: t.processedAt ?? null,
    authorizationCode: t.authorizationCode ?? null,
  };
}

/** The order's latest successful sale or capture in Shopify: the payment a mark-paid states (its reference). */
export async function latestSettledTransaction(
  graphql: AdminGraphql,
  orderGid: string,
): Promise<SettledTransaction | null> {
  return (await settledTransactions(graphql, orderGid))[0] ?? null;
}
