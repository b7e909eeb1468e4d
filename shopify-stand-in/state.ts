import {
  createFulfillmentOrders,
  fulfillmentOrderWebhookBody,
  releaseFulfillmentOrders,
  type FulfillmentOrderInput,
} from "./fulfillment-orders";
import { readMetafields } from "./metafields";
import { fulfillmentMutations } from "./mutations-fulfillments";
import { createFulfillment } from "./fulfillment-create";
import { orderMoneyBag, sumAmounts, toThousandths, type MoneyV2 } from "./money";
import { recordTransaction, type TransactionInput } from "./transactions";
import { addOrder, type OrderInput } from "./orders";
import { addQuantity, editOrder, moveFulfillmentOrder, removeQuantity, type OrderEditInput } from "./order-changes";
import type { CarrierServiceRecord, FulfillmentOrderRecord, FulfillmentRecord, OrderRecord } from "./records";
import { restShopPayload } from "./rest-payload";
import { addLocation, addShop, currencyFormats, type AddShopInput, type LocationInput } from "./shops";
import type { Store } from "./store";

export type StandInState = ReturnType<typeof createStandInState>;

/** What tests use to arrange Shopify's side and to read what the app did to it. */
export function createStandInState(store: Store) {
  const order = (gid: string): OrderRecord => {
    const found = store.anyShopFind<OrderRecord>(gid, "Order");
    if (!found) throw new Error(`No order ${gid} in the stand-in.`);
    return found;
  };
  return {
    /** Installs the app on a shop; returns the offline access token the app must send. */
    addShop: (input: AddShopInput): string => addShop(store, input),
    /** Adds a location (e.g. a second warehouse, or a fulfillment service's); returns its GID. */
    addLocation: (shop: string, input: LocationInput): string => addLocation(store, shop, input).id,
    addOrder: (shop: string, input: OrderInput) => addOrder(store, shop, input),
    /** Order routing finished (creates fulfillment orders if none) or holds released (ON_HOLD → OPEN). */
    releaseFulfillmentOrders: (orderGid: string, fulfillmentOrders?: FulfillmentOrderInput[]) =>
      releaseFulfillmentOrders(store, order(orderGid), fulfillmentOrders),
    /** Routing assigns items not yet in a fulfillment order (a later split, a second location); returns the new GIDs. */
    addFulfillmentOrders: (orderGid: string, fulfillmentOrders: FulfillmentOrderInput[]) =>
      createFulfillmentOrders(store, order(orderGid), fulfillmentOrders).map((fo) => fo.id),
    /**
     * The merchant fulfils items in the admin ("Mark as fulfilled", no tracking): `items` are line item indexes
     * with the quantity (default what is left), taken from the fulfillment orders that hold them, one fulfillment
     * per fulfillment order, as Shopify makes them. A quantity below what is left is a partial fulfillment.
     * Webhooks are the test's to send. Returns the fulfillments' GIDs.
     */
    fulfillItems(orderGid: string, items: Array<{ lineItem: number; quantity?: number }>): string[] {
      const record = order(orderGid);
      const context = { store, shop: store.shop(record.shopDomain) };
      const groups = new Map<FulfillmentOrderRecord, Array<{ id: string; quantity: number }>>();
      for (const wanted of items) {
        let left = wanted.quantity ?? record.lineItems[wanted.lineItem].unfulfilledQuantity;
        for (const fo of record.fulfillmentOrders.filter((candidate) => candidate.status !== "CLOSED")) {
          for (const foItem of fo.lineItems.filter((line) => line.lineItem === record.lineItems[wanted.lineItem])) {
            const quantity = Math.min(left, foItem.remainingQuantity);
            if (quantity <= 0) continue;
            groups.set(fo, [...(groups.get(fo) ?? []), { id: foItem.id, quantity }]);
            left -= quantity;
          }
        }
        if (left > 0)
          throw new Error(`Line item ${wanted.lineItem} of ${record.name} has not that much left to fulfil.`);
      }
      return [...groups].map(([fo, lines]) => {
        const { fulfillment, userErrors } = createFulfillment(
          { lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: fo.id, fulfillmentOrderLineItems: lines }] },
          context,
        );
        if (!fulfillment) throw new Error(`fulfillItems: ${userErrors.map((e) => e.message).join("; ")}`);
        return fulfillment.id;
      });
    },
    /** The merchant cancels a fulfillment in the admin (its fulfillment orders open again); returns the userErrors. */
    cancelFulfillment(shop: string, fulfillmentGid: string) {
      return fulfillmentMutations.fulfillmentCancel({ id: fulfillmentGid }, { store, shop: store.shop(shop) })
        .userErrors;
    },
    /** Makes the shop's current access token expired, as if an hour had passed, so the app must refresh. */
    expireAccessToken(shop: string): void {
      const record = store.shop(shop);
      record.accessTokenExpiresAt = new Date(store.now().getTime() - 1000);
    },
    /** Changes the granted scopes, as a merchant approving or revoking an update would. */
    setScopes(shop: string, scopes: string[]): void {
      store.shop(shop).scopes = new Set(scopes);
    },
    /**
     * A buyer pays in Shopify (a transfer, mobile money, the merchant marking it paid): a successful sale
     * is recorded and the order becomes PAID with nothing outstanding, or below zero (in the buyer's favour)
     * when they pay more than was outstanding. Webhooks are the test's to send.
     */
    payOrder(orderGid: string, input: Partial<TransactionInput> = {}) {
      const record = order(orderGid);
      const outstanding = toThousandths(record.totalOutstandingSet.shopMoney.amount);
      const transaction = recordTransaction(store, record, {
        gateway: input.gateway ?? "Bank Deposit",
        amount: input.amount ?? record.totalOutstandingSet.shopMoney.amount,
        ...input,
      });
      const left = outstanding - toThousandths(transaction.amountSet.shopMoney.amount);
      record.displayFinancialStatus = "PAID";
      record.totalOutstandingSet = orderMoneyBag(record, left > 0n ? 0n : left);
      record.updatedAt = new Date(Math.max(store.now().getTime(), Date.parse(record.updatedAt) + 1000)).toISOString();
      return transaction;
    },
    /**
     * The merchant refunds the order in full (Shopify's Refund, not a cancellation): a successful
     * REFUND transaction of what was paid, and the order becomes REFUNDED. Webhooks (orders/updated,
     * refunds/create) are the test's to send; the refunds/create body is `restRefundPayload`'s.
     */
    refundOrder(orderGid: string) {
      const record = order(orderGid);
      const paid = record.transactions.find((t) => t.kind === "SALE" || t.kind === "CAPTURE");
      const transaction = recordTransaction(store, record, {
        gateway: paid?.gateway ?? "manual",
        amount: paid?.amountSet.shopMoney.amount ?? record.totalPriceSet.shopMoney.amount,
        kind: "REFUND",
      });
      record.displayFinancialStatus = "REFUNDED";
      record.updatedAt = new Date(Math.max(store.now().getTime(), Date.parse(record.updatedAt) + 1000)).toISOString();
      return transaction;
    },
    /**
     * The merchant gives back `amount` (shop money) of one payment (`transactionGid`), the order's items kept: a
     * successful REFUND on that payment's gateway, what is outstanding grows by it in each money (from the buyer's
     * favour back towards zero), and the order PARTIALLY_REFUNDED, or REFUNDED once every payment went back.
     * Webhooks (refunds/create, orders/updated) are the test's to send; refunds/create's body is
     * `restRefundPayload`'s.
     */
    refundPayment(orderGid: string, transactionGid: string, amount: string) {
      const record = order(orderGid);
      const paid = record.transactions.find((t) => t.id === transactionGid);
      if (!paid) throw new Error(`No transaction ${transactionGid} on ${orderGid}.`);
      const transaction = recordTransaction(store, record, { gateway: paid.gateway, amount, kind: "REFUND" });
      const more = (money: MoneyV2, back: MoneyV2) => ({ ...money, amount: sumAmounts([money.amount, back.amount]) });
      record.totalOutstandingSet = {
        shopMoney: more(record.totalOutstandingSet.shopMoney, transaction.amountSet.shopMoney),
        presentmentMoney: more(record.totalOutstandingSet.presentmentMoney, transaction.amountSet.presentmentMoney),
      };
      const net = (kinds: string[]) =>
        sumAmounts(record.transactions.filter((t) => kinds.includes(t.kind)).map((t) => t.amountSet.shopMoney.amount));
      const allBack = toThousandths(net(["REFUND"])) >= toThousandths(net(["SALE", "CAPTURE"]));
      record.displayFinancialStatus = allBack ? "REFUNDED" : "PARTIALLY_REFUNDED";
      record.updatedAt = new Date(Math.max(store.now().getTime(), Date.parse(record.updatedAt) + 1000)).toISOString();
      return transaction;
    },
    /**
     * The buyer pays part of the order in Shopify (a deposit by transfer): a successful sale of `amount` (shop money)
     * and the order PARTIALLY_PAID. What is outstanding drops by the payment in each money: in the buyer's by the
     * payment converted at the order's rate, rounded to their currency's own decimals, as Shopify converts each
     * amount, so it may differ by a unit from the same share of the buyer's total. Webhooks are the test's to send.
     */
    payPart(orderGid: string, amount: string) {
      const record = order(orderGid);
      const transaction = recordTransaction(store, record, { gateway: "Bank Deposit", amount });
      const less = (money: MoneyV2, paid: MoneyV2) => ({
        ...money,
        amount: sumAmounts([money.amount, `-${paid.amount}`]),
      });
      record.totalOutstandingSet = {
        shopMoney: less(record.totalOutstandingSet.shopMoney, transaction.amountSet.shopMoney),
        presentmentMoney: less(record.totalOutstandingSet.presentmentMoney, transaction.amountSet.presentmentMoney),
      };
      record.displayFinancialStatus = "PARTIALLY_PAID";
      record.updatedAt = new Date(Math.max(store.now().getTime(), Date.parse(record.updatedAt) + 1000)).toISOString();
      return transaction;
    },
    getShop: (shop: string) => store.shop(shop),
    /**
     * The merchant changes the store's time zone or money format in Settings → General; returns the
     * shop/update body Shopify then sends (the test sends it, or not).
     */
    updateShop(shop: string, changes: { ianaTimezone?: string; moneyFormat?: string }) {
      const record = store.shop(shop);
      if (changes.ianaTimezone) record.ianaTimezone = changes.ianaTimezone;
      if (changes.moneyFormat) record.currencyFormats = currencyFormats(record.currencyCode, changes.moneyFormat);
      return restShopPayload(record);
    },
    getOrder: (gid: string): OrderRecord | null => store.anyShopFind<OrderRecord>(gid, "Order"),
    fulfillmentOrders: (orderGid: string) => order(orderGid).fulfillmentOrders,
    /**
     * The merchant edits the order to add items: they go into a new fulfillment order (at `location`, default the
     * primary), also after the first parcel was picked up; totals and what is outstanding grow (a paid order becomes
     * PARTIALLY_PAID). The webhooks (orders/updated, orders/edited) are the test's to send.
     */
    editOrder: (orderGid: string, input: OrderEditInput) => editOrder(store, order(orderGid), input),
    /**
     * The merchant takes `quantity` units of a line item (its index) off the order before they ship: its fulfillment
     * orders and the totals shrink. The webhooks (orders/updated, orders/edited) are the test's to send.
     */
    removeQuantity(orderGid: string, lineItem: number, quantity: number) {
      const record = order(orderGid);
      removeQuantity(store, record, record.lineItems[lineItem], quantity);
    },
    /** The merchant adds `quantity` units of a line item (its index): its fulfillment order and the totals grow. */
    addQuantity(orderGid: string, lineItem: number, quantity: number) {
      const record = order(orderGid);
      addQuantity(store, record, record.lineItems[lineItem], quantity);
    },
    /**
     * fulfillmentOrderMove to another location (GID or name); returns the fulfillment_orders/moved body, whose
     * `moved_fulfillment_order.id` is the fulfillment order now holding the items. `lines` (line item indexes with
     * a quantity) moves only those: a partial move, which leaves the rest where it was.
     */
    moveFulfillmentOrder(
      fulfillmentOrderGid: string,
      location: string,
      lines?: Array<{ lineItem: number; quantity: number }>,
    ) {
      const found = store.anyShopFind<FulfillmentOrderRecord>(fulfillmentOrderGid, "FulfillmentOrder");
      if (!found) throw new Error(`No fulfillment order ${fulfillmentOrderGid} in the stand-in.`);
      const moved = lines?.map((line) => ({ lineItem: found.order.lineItems[line.lineItem], quantity: line.quantity }));
      return moveFulfillmentOrder(store, found, location, moved);
    },
    /** A fulfillment_orders/* webhook body (order_routing_complete, hold_released) for one fulfillment order. */
    fulfillmentOrderWebhookPayload(fulfillmentOrderGid: string) {
      const found = store.anyShopFind<FulfillmentOrderRecord>(fulfillmentOrderGid, "FulfillmentOrder");
      if (!found) throw new Error(`No fulfillment order ${fulfillmentOrderGid} in the stand-in.`);
      return fulfillmentOrderWebhookBody(found);
    },
    fulfillments: (orderGid: string): FulfillmentRecord[] => order(orderGid).fulfillments,
    events: (fulfillmentGid: string) =>
      store.anyShopFind<FulfillmentRecord>(fulfillmentGid, "Fulfillment")?.events ?? [],
    carrierServices: (shop: string): CarrierServiceRecord[] =>
      store.carrierServices.filter((s) => s.shopDomain === shop),
    /** The merchant deletes the shop's carrier services in Settings → Shipping (the app is not told). */
    deleteCarrierServices(shop: string) {
      for (const service of store.carrierServices.filter((s) => s.shopDomain === shop)) {
        store.carrierServices.splice(store.carrierServices.indexOf(service), 1);
        store.forget(service.id);
      }
    },
    metafields: (ownerGid: string, namespace?: string) => readMetafields(store, ownerGid, { namespace }),
    get requests() {
      return store.requests;
    },
    /** Requests whose operation selected this root field, e.g. "fulfillmentCreate". */
    requestsFor: (rootField: string) => store.requests.filter((r) => r.rootFields.includes(rootField)),
    get invalidDocuments() {
      return store.invalidDocuments;
    },
    get deliveries() {
      return store.deliveries;
    },
    /** Shopify Flow triggers Flow accepted from the app, for one shop. */
    flowTriggers: (shop: string) => store.flowTriggers.filter((trigger) => trigger.shopDomain === shop),
    /** Throws, listing each document the app sent that the 2026-10 schema rejects. */
    assertNoInvalidDocuments(): void {
      if (store.invalidDocuments.length === 0) return;
      const lines = store.invalidDocuments.map(
        (d) => `- ${d.operationName ?? "(anonymous)"} on ${d.shop}: ${d.messages.join("; ")}`,
      );
      throw new Error(
        `The app sent ${lines.length} GraphQL document(s) that Admin API 2026-10 rejects:\n${lines.join("\n")}`,
      );
    },
  };
}
