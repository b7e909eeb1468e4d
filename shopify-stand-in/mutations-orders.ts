import { mailingAddress, type AddressInput } from "./addresses";
import { setMetafields, type MetafieldsSetInput } from "./metafields";
import { formatThousandths, orderMoneyBag, toShopThousandths, toThousandths } from "./money";
import type { OrderRecord } from "./records";
import { recordTransaction } from "./transactions";
import type { ResolverContext } from "./store";

type OrderUpdateInput = {
  id: string;
  note?: string | null;
  tags?: string[] | null;
  email?: string | null;
  phone?: string | null;
  poNumber?: string | null;
  customAttributes?: Array<{ key: string; value: string }> | null;
  shippingAddress?: (Omit<AddressInput, "countryCode"> & { countryCode?: string | null }) | null;
  metafields?: Array<{ namespace?: string | null; key: string; value: string; type?: string | null }> | null;
};

const ORDER_NOT_FOUND = "Order does not exist";

function findOrder({ store, shop }: ResolverContext, id: string) {
  return store.find<OrderRecord>(shop.myshopifyDomain, id, "Order");
}

// Shopify splits each given string on commas: tagsAdd(tags: ["a, b"]) adds "a" and "b".
function splitTags(tags: string[]): string[] {
  return tags
    .flatMap((tag) => tag.split(","))
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export const orderMutations = {
  metafieldsSet({ metafields }: { metafields: MetafieldsSetInput[] }, { store, shop }: ResolverContext) {
    return setMetafields(store, shop.myshopifyDomain, metafields);
  },

  orderMarkAsPaid({ input }: { input: { id: string } }, context: ResolverContext) {
    const order = findOrder(context, input.id);
    if (!order) return { order: null, userErrors: [{ field: ["id"], message: ORDER_NOT_FOUND }] };
    if (order.displayFinancialStatus === "PAID" || order.cancelledAt) {
      return { order: null, userErrors: [{ field: ["id"], message: "Order cannot be marked as paid." }] };
    }
    // Shopify records what was outstanding as a manual sale (Order.transactions).
    recordTransaction(context.store, order, { gateway: "manual", amount: order.totalOutstandingSet.shopMoney.amount });
    order.displayFinancialStatus = "PAID";
    order.totalOutstandingSet = orderMoneyBag(order, "0.00");
    order.updatedAt = context.store.nowIso();
    return { order, userErrors: [] };
  },

  /**
   * Records a manual payment of the amount given (cash, check, transfer) on an order that is not fully paid:
   * a manual sale of that amount, the outstanding amount reduced by it (below zero when more came than was
   * owed: the buyer's favour), PAID once nothing is left, else PARTIALLY_PAID (docs/reference/shopify-facts.md).
   */
  orderCreateManualPayment(
    args: {
      id: string;
      amount?: { amount: string; currencyCode: string } | null;
      paymentMethodName?: string | null;
      processedAt?: string | null;
    },
    context: ResolverContext,
  ) {
    const order = findOrder(context, args.id);
    if (!order) return { order: null, userErrors: [{ field: ["id"], message: ORDER_NOT_FOUND }] };
    const outstanding = toThousandths(order.totalOutstandingSet.shopMoney.amount);
    if (order.cancelledAt || outstanding <= 0n)
      return { order: null, userErrors: [{ field: ["id"], message: "Order is already paid." }] };
    // An amount in the buyer's (presentment) currency is that money in the shop's at the order's rate.
    const given = args.amount ? toThousandths(args.amount.amount) : null;
    const inPresentment =
      args.amount != null &&
      args.amount.currencyCode !== order.currencyCode &&
      args.amount.currencyCode === order.presentmentCurrencyCode;
    if (args.amount && args.amount.currencyCode !== order.currencyCode && !inPresentment)
      return { order: null, userErrors: [{ field: ["amount"], message: "Currency is not the order's." }] };
    const amount = given === null ? outstanding : inPresentment ? toShopThousandths(order, given) : given;
    if (amount <= 0n) return { order: null, userErrors: [{ field: ["amount"], message: "Amount must be positive." }] };
    recordTransaction(context.store, order, {
      gateway: args.paymentMethodName ?? "manual",
      amount: formatThousandths(amount),
      ...(args.processedAt ? { processedAt: args.processedAt } : {}),
    });
    const left = outstanding - amount;
    order.displayFinancialStatus = left <= 0n ? "PAID" : "PARTIALLY_PAID";
    order.totalOutstandingSet = orderMoneyBag(order, left);
    order.updatedAt = context.store.nowIso();
    return { order, userErrors: [] };
  },

  orderUpdate({ input }: { input: OrderUpdateInput }, context: ResolverContext) {
    const order = findOrder(context, input.id);
    if (!order) return { order: null, userErrors: [{ field: ["id"], message: ORDER_NOT_FOUND }] };
    if (input.metafields?.length) {
      const result = setMetafields(
        context.store,
        context.shop.myshopifyDomain,
        input.metafields.map((m) => ({ ...m, ownerId: order.id })),
      );
      if (result.userErrors.length > 0) {
        return {
          order: null,
          userErrors: result.userErrors.map((e) => ({
            field: ["metafields", ...(e.field ?? []).slice(1)],
            message: e.message,
          })),
        };
      }
    }
    if (input.note !== undefined) order.note = input.note;
    if (input.email !== undefined) order.email = input.email;
    if (input.phone !== undefined) order.phone = input.phone;
    if (input.tags) order.tags = [...new Set(splitTags(input.tags))];
    if (input.customAttributes)
      order.customAttributes = input.customAttributes.map(({ key, value }) => ({ key, value }));
    if (input.shippingAddress) {
      const previous = order.shippingAddress;
      order.shippingAddress = mailingAddress(context.store, {
        ...input.shippingAddress,
        countryCode: input.shippingAddress.countryCode ?? previous?.countryCodeV2 ?? "US",
      });
    }
    order.updatedAt = context.store.nowIso();
    return { order, userErrors: [] };
  },

  tagsAdd({ id, tags }: { id: string; tags: string[] }, context: ResolverContext) {
    const node = context.store.find<{ __typename: string; tags?: string[] }>(context.shop.myshopifyDomain, id);
    if (!node || !Array.isArray(node.tags)) {
      return {
        node: null,
        userErrors: [{ field: ["id"], message: "Resource does not exist or does not support tags." }],
      };
    }
    node.tags = [...new Set([...node.tags, ...splitTags(tags)])];
    return { node, userErrors: [] };
  },
};
