import { orderMoneyBag } from "./money";
import type { OrderRecord, OrderTransactionRecord } from "./records";
import type { Store } from "./store";

export type TransactionInput = {
  gateway: string;
  amount: string;
  processedAt?: string;
  authorizationCode?: string | null;
  kind?: OrderTransactionRecord["kind"];
};

/** A successful payment on the order, as Order.transactions lists it. */
export function recordTransaction(store: Store, order: OrderRecord, input: TransactionInput): OrderTransactionRecord {
  const now = store.nowIso();
  const transaction: OrderTransactionRecord = store.register(order.shopDomain, {
    __typename: "OrderTransaction" as const,
    id: store.newGid("OrderTransaction"),
    kind: input.kind ?? "SALE",
    status: "SUCCESS",
    gateway: input.gateway,
    processedAt: input.processedAt ?? now,
    createdAt: now,
    authorizationCode: input.authorizationCode ?? null,
    amountSet: orderMoneyBag(order, input.amount),
  });
  order.transactions.push(transaction);
  return transaction;
}
