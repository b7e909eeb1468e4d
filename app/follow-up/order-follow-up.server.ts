import type { AppContext } from "~/app-context";
import { openOrderPersonalData, PaymentPlanKind } from "~/order-record";
import { FOLLOW_UP_ENDING_STATES } from "~/shipments";
import { followUpEventOf } from "./follow-up-events";
import { MAX_FOLLOW_UPS_PER_ORDER } from "./follow-up-form";

export type OrderFollowUp = NonNullable<Awaited<ReturnType<typeof getOrderFollowUp>>>;

/**
 * One order's failed-delivery follow-up for its page: the event it answers, whether it is still to
 * call, what was recorded (newest first, with who and when) and whether a returned
 * cash-on-delivery parcel can be closed. Null when the order is not the shop's or never needed one.
 */
export async function getOrderFollowUp(
  ctx: Pick<AppContext, "db" | "secrets">,
  shopDomain: string,
  orderSyncId: string,
) {
  const stored = await ctx.db.orderSync.findFirst({
    where: { id: orderSyncId, shop: { domain: shopDomain } },
    select: {
      followUpEvent: true,
      followUpAt: true,
      followUpReason: true,
      followUpOpen: true,
      shipmentState: true,
      paymentPlan: true,
      returnClosedAt: true,
      followUps: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: MAX_FOLLOW_UPS_PER_ORDER },
    },
  });
  const order = stored && openOrderPersonalData(ctx.secrets, stored);
  const event = order && followUpEventOf(order.followUpEvent ?? "", null);
  if (!order || !event || !order.followUpAt) return null;
  const codReturn = order.paymentPlan === PaymentPlanKind.COD && order.shipmentState === "returned";
  return {
    event,
    at: order.followUpAt.toISOString(),
    reason: order.followUpReason,
    open: order.followUpOpen && !(FOLLOW_UP_ENDING_STATES as readonly (string | null)[]).includes(order.shipmentState),
    returnToClose: codReturn && !order.returnClosedAt,
    returnClosedAt: order.returnClosedAt?.toISOString() ?? null,
    history: order.followUps.map((entry) => ({
      id: entry.id,
      outcome: entry.outcome,
      agreedDay: entry.agreedDay,
      answersEvent: entry.answersEvent,
      staffUserId: entry.staffUserId,
      at: entry.createdAt.toISOString(),
    })),
  };
}
