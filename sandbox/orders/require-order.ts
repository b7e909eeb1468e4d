import { ApiError } from "../errors";
import type { StoredOrder } from "../state";
import type { Store } from "../store";

// spec §4: {reference} is the orderId or the externalOrderRef. An unknown one is 404 ORDER_NOT_FOUND
// (status and code "not shown"; README).
export function requireOrder(store: Store, reference: string): StoredOrder {
  const order = store.findOrder(reference);
  if (!order) throw new ApiError("ORDER_NOT_FOUND", { params: { reference } });
  return order;
}
