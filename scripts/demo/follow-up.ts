import { getCallList } from "~/follow-up/call-list.server";
import { recordFollowUp } from "~/follow-up/record-follow-up.server";
import { control, waitFor, type Demo } from "./demo-context";
import { placeDemoOrder, waitForOrder } from "./orders";
import { say } from "./say";

/**
 * Part 5: a failed delivery to call (docs/decisions/046). A French-speaking buyer's cash-on-delivery
 * parcel cannot be delivered; the service reports it, and the merchant's dashboard lists the buyer
 * to call, with a call link, a WhatsApp link and the message in French naming the cash to have ready.
 */
export async function showFailedDelivery(demo: Demo): Promise<void> {
  const { stack } = demo;
  say.step("A French-speaking buyer orders, to pay cash on delivery:");
  const order = await placeDemoOrder(demo, {
    financialStatus: "PENDING",
    paymentGatewayNames: ["Cash on Delivery (COD)"],
    customerLocale: "fr-CI",
  });
  const row = await waitForOrder(demo, order, "sent as COD", (r) => r.paymentState === "COD_PENDING");
  say.step("The rider finds nobody at the door; the service reports shipment.failed_attempt (reason: Client absent).");
  await control(demo, "POST", `/orders/${encodeURIComponent(row.serviceOrderId!)}/events`, {
    event: "shipment.failed_attempt",
    reason: "Client absent",
  });
  await stack.sandbox.flushWebhooks();
  await waitFor("the order on the list to call", async () => {
    const current = await stack.db.orderSync.findUniqueOrThrow({ where: { id: row.id } });
    return current.followUpOpen;
  });
  const ctx = { db: stack.db, secrets: stack.secrets, now: () => new Date() };
  const list = (await getCallList(ctx, demo.shop))!;
  const entry = list.entries.find((candidate) => candidate.id === row.id);
  if (!entry?.whatsAppUrl) throw new Error(`${order.name} is not on the list to call with a phone number.`);
  say.show(`Dashboard, "To call today": ${entry.orderName}, ${entry.event}, reason "${entry.reason}"`);
  say.show(`  Call:      ${entry.telUrl}`);
  say.show(`  WhatsApp:  ${entry.whatsAppUrl.slice(0, 60)}…`);
  say.show(`  Message (${entry.buyerLocale}): ${entry.message}`);
  say.step('The merchant calls, agrees a new delivery date for tomorrow and records "new date agreed".');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const recorded = await recordFollowUp(
    ctx,
    demo.shop,
    row.id,
    { intent: "record", outcome: "NEW_DATE_AGREED", agreedDay: tomorrow },
    null,
  );
  if (!recorded?.ok || recorded.stillOpen)
    throw new Error(`Recording the outcome answered ${JSON.stringify(recorded)}.`);
  const after = (await getCallList(ctx, demo.shop))!;
  say.ok(
    `${order.name} left the list to call (${after.total} left); its page shows "new date agreed: ${tomorrow}" in its history.`,
  );
}
