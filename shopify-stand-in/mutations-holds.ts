import type { FulfillmentHoldRecord, FulfillmentOrderRecord } from "./records";
import type { ResolverContext } from "./store";

// fulfillmentOrderHold / fulfillmentOrderReleaseHold as Shopify documents them (2025-01 and later):
// several holds per fulfillment order, told apart by `handle`; at most 10 active holds per app;
// only OPEN or IN_PROGRESS fulfillment orders can be held; the order is ON_HOLD while any hold remains.
type HoldInput = {
  reason: string;
  reasonNotes?: string | null;
  handle?: string | null;
  notifyMerchant?: boolean | null;
};

const HOLDABLE = new Set(["OPEN", "IN_PROGRESS", "ON_HOLD"]);
const MAX_HOLDS_PER_APP = 10;

const DISPLAY_REASON: Record<string, string> = {
  AWAITING_PAYMENT: "Awaiting payment",
  HIGH_RISK_OF_FRAUD: "High risk of fraud",
  INCORRECT_ADDRESS: "Incorrect address",
  INVENTORY_OUT_OF_STOCK: "Inventory out of stock",
  OTHER: "Other",
  UNKNOWN_DELIVERY_DATE: "Unknown delivery date",
  AWAITING_RETURN_ITEMS: "Awaiting return items",
  ONLINE_STORE_POST_PURCHASE_CROSS_SELL: "Post-purchase upsell",
};

function findFulfillmentOrder({ store, shop }: ResolverContext, id: string) {
  return store.find<FulfillmentOrderRecord>(shop.myshopifyDomain, id, "FulfillmentOrder");
}

export const holdMutations = {
  fulfillmentOrderHold({ id, fulfillmentHold }: { id: string; fulfillmentHold: HoldInput }, context: ResolverContext) {
    const fulfillmentOrder = findFulfillmentOrder(context, id);
    const fail = (code: string, message: string) => ({
      fulfillmentHold: null,
      fulfillmentOrder: null,
      remainingFulfillmentOrder: null,
      userErrors: [{ field: ["id"], message, code }],
    });
    if (!fulfillmentOrder) return fail("FULFILLMENT_ORDER_NOT_FOUND", "Fulfillment order does not exist.");
    if (!HOLDABLE.has(fulfillmentOrder.status))
      return fail(
        "INVALID_FULFILLMENT_ORDER_STATUS",
        `Cannot hold a fulfillment order with status ${fulfillmentOrder.status}.`,
      );
    const mine = fulfillmentOrder.fulfillmentHolds.filter((hold) => hold.heldByRequestingApp);
    if (mine.length >= MAX_HOLDS_PER_APP)
      return fail(
        "FULFILLMENT_ORDER_HOLD_LIMIT_REACHED",
        "The maximum number of fulfillment holds for this fulfillment order has been reached for this app.",
      );
    const handle = fulfillmentHold.handle ?? "";
    if (mine.some((hold) => (hold.handle ?? "") === handle))
      return fail(
        "DUPLICATE_FULFILLMENT_HOLD_HANDLE",
        "The handle provided for the fulfillment hold is already in use by this app for another hold on this fulfillment order.",
      );
    const hold: FulfillmentHoldRecord = context.store.register(context.shop.myshopifyDomain, {
      __typename: "FulfillmentHold" as const,
      id: context.store.newGid("FulfillmentHold"),
      handle: fulfillmentHold.handle ?? null,
      reason: fulfillmentHold.reason,
      reasonNotes: fulfillmentHold.reasonNotes ?? null,
      displayReason: DISPLAY_REASON[fulfillmentHold.reason] ?? fulfillmentHold.reason,
      heldByRequestingApp: true,
    });
    fulfillmentOrder.fulfillmentHolds.push(hold);
    fulfillmentOrder.status = "ON_HOLD";
    fulfillmentOrder.updatedAt = context.store.nowIso();
    return { fulfillmentHold: hold, fulfillmentOrder, remainingFulfillmentOrder: null, userErrors: [] };
  },

  fulfillmentOrderReleaseHold({ id, holdIds }: { id: string; holdIds?: string[] | null }, context: ResolverContext) {
    const fulfillmentOrder = findFulfillmentOrder(context, id);
    if (!fulfillmentOrder)
      return {
        fulfillmentOrder: null,
        userErrors: [
          { field: ["id"], message: "Fulfillment order does not exist.", code: "FULFILLMENT_ORDER_NOT_FOUND" },
        ],
      };
    const releasable = fulfillmentOrder.fulfillmentHolds.filter((hold) => hold.heldByRequestingApp);
    const released = holdIds?.length ? releasable.filter((hold) => holdIds.includes(hold.id)) : releasable;
    if (holdIds?.length && released.length !== holdIds.length) {
      return {
        fulfillmentOrder: null,
        userErrors: [
          {
            field: ["holdIds"],
            message: "Some of the holds do not exist or were not placed by this app.",
            code: "INVALID_ACCESS",
          },
        ],
      };
    }
    fulfillmentOrder.fulfillmentHolds = fulfillmentOrder.fulfillmentHolds.filter((hold) => !released.includes(hold));
    if (fulfillmentOrder.fulfillmentHolds.length === 0 && fulfillmentOrder.status === "ON_HOLD") {
      fulfillmentOrder.status = fulfillmentOrder.lineItems.every(
        (item) => item.remainingQuantity === item.totalQuantity,
      )
        ? "OPEN"
        : "IN_PROGRESS";
    }
    fulfillmentOrder.updatedAt = context.store.nowIso();
    return { fulfillmentOrder, userErrors: [] };
  },
};
