/**
 * The order operations of the delivery API (spec §4): create, list, fetch, mark paid,
 * payment link, cancel.
 *
 * Which POSTs are resent after a failure that may have reached the service (a timeout, a
 * reset connection, a 5xx) — `repeatSafe` below. A 429 or a refused connection is always
 * resent, since nothing was processed.
 * - POST /orders: only with an `Idempotency-Key`; the service then returns the stored result
 *   instead of creating a second order (§4 idempotency rules). Without one, it is not resent.
 * - POST /payment-link: yes; "a repeated call returns the existing active link" (§4, §8).
 * - POST /mark-paid: yes; if the first attempt was recorded, the repeat is refused as
 *   "already paid" (code not shown, §7). A caller that gets a refusal should re-read the order.
 * - POST /cancel: yes; if the first attempt cancelled the order, the repeat may be refused
 *   (the states where cancel is refused are not shown, §3). The caller re-reads the order:
 *   `cancelledAt` set means the cancel took effect.
 * GETs are always repeat-safe.
 */
import type { CancelOrderParams, CreateOrderParams, ListOrdersParams, MarkPaidParams } from "./params";
import type { RequestOptions, Send } from "./request.server";
import {
  CancelOrderResultSchema,
  CreateOrderResultSchema,
  PaymentResultSchema,
  type CancelOrderResult,
  type CreateOrderResult,
  type PaymentResult,
} from "./order-result-schemas";
import { OrderPageSchema, OrderSchema, type Order, type OrderListItem, type OrderPage } from "./schemas";

/** spec §8: `limit` maximum 200. */
export const MAX_ORDERS_PAGE_SIZE = 200;

/**
 * The path of one order. `{reference}` is an orderId or an externalOrderRef (§4), which may
 * hold `#`, `/` or spaces, so it is one encoded path segment. "." and ".." are refused because
 * URL normalisation would turn them into a different path (even when percent-encoded).
 */
export function orderPath(reference: string, suffix = ""): string {
  if (typeof reference !== "string" || reference === "" || reference === "." || reference === "..") {
    throw new TypeError(
      "An order reference (orderId or externalOrderRef) must be a non-empty string other than '.' or '..'.",
    );
  }
  return `/orders/${encodeURIComponent(reference)}${suffix}`;
}

/** Builds the order methods of the client on top of `send`. */
export function ordersResource(send: Send) {
  const listOrders = async (filters: ListOrdersParams = {}, options?: RequestOptions): Promise<OrderPage> => {
    if (
      filters.limit !== undefined &&
      !(Number.isInteger(filters.limit) && filters.limit >= 1 && filters.limit <= MAX_ORDERS_PAGE_SIZE)
    ) {
      throw new RangeError(`limit must be an integer from 1 to ${MAX_ORDERS_PAGE_SIZE} (spec §8).`);
    }
    if (filters.offset !== undefined && !(Number.isInteger(filters.offset) && filters.offset >= 0)) {
      throw new RangeError("offset must be a non-negative integer.");
    }
    return send(
      { method: "GET", path: "/orders", query: { ...filters }, repeatSafe: true, schema: OrderPageSchema },
      options,
    );
  };

  return {
    /**
     * POST /orders. Pass `idempotencyKey` (derived from shop + Shopify order + operation) so the
     * call can be retried safely; without it the service uses `externalOrderRef` as the key (§4).
     * Throws DeliveryCustomerError (CUSTOMER_*), DeliveryPlanError (cross-border not in plan),
     * DeliveryConflictError (key reused with another body).
     */
    async createOrder(body: CreateOrderParams, options?: RequestOptions): Promise<CreateOrderResult> {
      const repeatSafe = Boolean(options?.idempotencyKey);
      return send({ method: "POST", path: "/orders", body, repeatSafe, schema: CreateOrderResultSchema }, options);
    },

    /** GET /orders: one page, normalised to `{orders, total?, offset?, limit?, hasMore?}`. */
    listOrders,

    /**
     * Every order matching `filters`, page after page (`limit` default 200 here, to spend
     * fewer requests of the §8 budget). Orders changing while paging can shift between pages:
     * a reconciliation keyed on `updatedSince` should de-duplicate by `orderId`.
     */
    async *iterateOrders(filters: ListOrdersParams = {}, options?: RequestOptions): AsyncGenerator<OrderListItem> {
      const limit = filters.limit ?? MAX_ORDERS_PAGE_SIZE;
      let offset = filters.offset ?? 0;
      for (;;) {
        const page = await listOrders({ ...filters, offset, limit }, options);
        yield* page.orders;
        offset += page.orders.length;
        if (!hasNextPage(page, limit, offset)) return;
      }
    },

    /** GET /orders/{reference}: the order with customer, items, shipment and timeline. */
    async getOrder(reference: string, options?: RequestOptions): Promise<Order> {
      return send({ method: "GET", path: orderPath(reference), repeatSafe: true, schema: OrderSchema }, options);
    },

    /**
     * POST /orders/{reference}/mark-paid: records a payment the store took itself. Not resent after
     * a timeout: a second one is refused once the first was recorded (§4), and that refusal would
     * hide the first one's success. The caller knows whether it sent one before and reads the order.
     */
    async markPaid(reference: string, body: MarkPaidParams, options?: RequestOptions): Promise<PaymentResult> {
      const path = orderPath(reference, "/mark-paid");
      return send({ method: "POST", path, body, repeatSafe: false, schema: PaymentResultSchema }, options);
    },

    /** POST /orders/{reference}/payment-link: asks the service to collect; returns the active link. */
    async createPaymentLink(reference: string, options?: RequestOptions): Promise<PaymentResult> {
      const path = orderPath(reference, "/payment-link");
      return send({ method: "POST", path, repeatSafe: true, schema: PaymentResultSchema }, options);
    },

    /**
     * POST /orders/{reference}/cancel (scope `orders:cancel`). Cannot be undone (§3). The result's
     * shipment state is always at `shipment.shipmentState`, whichever form the service answered in.
     */
    async cancelOrder(
      reference: string,
      body: CancelOrderParams = {},
      options?: RequestOptions,
    ): Promise<CancelOrderResult> {
      const path = orderPath(reference, "/cancel");
      return send({ method: "POST", path, body, repeatSafe: true, schema: CancelOrderResultSchema }, options);
    },
  };
}

/** The order methods of a DeliveryClient. */
export type OrdersResource = ReturnType<typeof ordersResource>;

function hasNextPage(page: OrderPage, requestedLimit: number, nextOffset: number): boolean {
  if (page.orders.length === 0) return false;
  if (page.hasMore !== undefined) return page.hasMore;
  if (page.total !== undefined) return nextOffset < page.total;
  // No paging fields: a full page suggests more. The service may cap `limit`; trust its echo.
  return page.orders.length >= (page.limit ?? requestedLimit);
}
