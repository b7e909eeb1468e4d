import type { AppContext } from "~/app-context";
import { PaymentPlanKind } from "~/order-record";
import { dayIn } from "~/i18n";
import { loadShopTerms } from "~/shops";
import {
  agreedDayProblem,
  closesEntry,
  MAX_FOLLOW_UPS_PER_ORDER,
  RETURN_CLOSED,
  type FollowUpForm,
  type FollowUpResult,
} from "./follow-up-form";

/**
 * Records what the merchant did about a failed delivery of one of the shop's own orders (null for
 * any other order). A closing outcome takes the order off the "to call today" list, unless a newer
 * event came in since the merchant looked (then it stays, and says so). Closing a returned
 * cash-on-delivery parcel takes it out of the ledger; closing it twice writes nothing twice.
 */
export async function recordFollowUp(
  ctx: Pick<AppContext, "db" | "now">,
  shopDomain: string,
  orderSyncId: string,
  form: FollowUpForm,
  staffUserId: string | null,
): Promise<FollowUpResult | null> {
  const order = await ctx.db.orderSync.findFirst({
    where: { id: orderSyncId, shop: { domain: shopDomain } },
    select: {
      id: true,
      shopId: true,
      followUpEvent: true,
      followUpAt: true,
      paymentPlan: true,
      shipmentState: true,
      returnClosedAt: true,
      _count: { select: { followUps: true } },
    },
  });
  if (!order) return null;
  if (order._count.followUps >= MAX_FOLLOW_UPS_PER_ORDER) return { ok: false, code: "TOO_MANY" };
  const now = ctx.now();
  const entry = { orderSyncId: order.id, shopId: order.shopId, staffUserId, createdAt: now };

  if (form.intent === "close-return") {
    if (order.paymentPlan !== PaymentPlanKind.COD || order.shipmentState !== "returned")
      return { ok: false, code: "NOT_A_RETURN" };
    // Conditional write: two clicks (or two tabs) close it once.
    const { count } = await ctx.db.orderSync.updateMany({
      where: { id: order.id, returnClosedAt: null },
      data: { returnClosedAt: now },
    });
    if (count === 1) await ctx.db.deliveryFollowUp.create({ data: { ...entry, outcome: RETURN_CLOSED } });
    return { ok: true, intent: form.intent, stillOpen: false, newerEvent: false };
  }

  if (!order.followUpEvent || !order.followUpAt) return { ok: false, code: "NOTHING_TO_FOLLOW_UP" };
  const { timeZone } = await loadShopTerms(ctx, shopDomain);
  const problem = agreedDayProblem(form.outcome, form.agreedDay, dayIn(now, timeZone));
  if (problem) return { ok: false, code: problem };
  const seenOlder = form.seenAt !== undefined && Date.parse(form.seenAt) < order.followUpAt.getTime();
  await ctx.db.deliveryFollowUp.create({
    data: {
      ...entry,
      outcome: form.outcome,
      agreedDay: form.outcome === "NEW_DATE_AGREED" ? form.agreedDay : null,
      answersEvent: order.followUpEvent,
    },
  });
  let stillOpen = true;
  if (closesEntry(form.outcome) && !seenOlder) {
    // Only the entry as read: an event recorded in between (followUpAt moved) keeps the order listed.
    const { count } = await ctx.db.orderSync.updateMany({
      where: { id: order.id, followUpAt: order.followUpAt },
      data: { followUpOpen: false },
    });
    stillOpen = count === 0;
  }
  return { ok: true, intent: form.intent, stillOpen, newerEvent: closesEntry(form.outcome) && stillOpen };
}
