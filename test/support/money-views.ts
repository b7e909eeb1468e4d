import { expect } from "vitest";
import { orderListPayment } from "~/admin/order-list-payment";
import { ordersTable } from "~/cli/commands/orders-table";
import { ledgerOrderOf, type LedgerFigureName } from "~/cod-ledger/ledger-order";
import { summariseLedger } from "~/cod-ledger/summarise";
import { wantedTriggers } from "~/flow/flow-triggers";
import { amountToCollect } from "~/follow-up/call-message";
import { formatShopMinor, translate, UTC_TERMS } from "~/i18n";
import { labelOrderOf } from "~/labels/label-order";
import { paymentSummary } from "~/orders/order-delivery-summary.server";
import { paymentTruth, paymentTruthOf, type MoneyEntry, type OrderLedger, type PaymentTruth } from "~/payments";
import { trackingPageModel } from "~/tracking-page/page-model";
import type { StoredMoney } from "./money-sequences";

/*
 * Every view's own presenter run on one stored row (a parcel) and its order's stored ledger (the order page's and
 * the CLI's truth, the list's row, the order block's line, the CLI's table, the tracking page, the label, the call
 * message, the COD ledger, Flow): what each presents is compared with the others and with what the money ledger
 * says of the row (test/contract/money-in-every-view.test.ts).
 */

const NOW = new Date("2026-12-02T08:00:00Z");
const money = (minor: number) => formatShopMinor("en", minor, "XOF", UTC_TERMS);

/** The record with what the views read beside the money: a sent body (the label), no Shopify snapshot. */
export function stored(record: StoredMoney & { id?: string; parcelNumber?: number }) {
  const requestJson = JSON.stringify({
    customer: { fullName: "Awa Koné", phoneE164: "+2250707123456" },
    deliveryAddress: { freeTextAddress: "Rue 12", city: "Abidjan", countryCode: "CI" },
    items: [{ name: "Pagne", quantity: 1 }],
  });
  return {
    ...record,
    syncState: record.syncState ?? "SENT",
    id: record.id ?? "os-1",
    orderName: "#1001",
    shopifyOrderGid: "gid://shopify/Order/1001",
    externalOrderRef: `ref-${record.parcelNumber ?? 1}`,
    parcelLocationId: null,
    shipmentId: "shp-1",
    shipmentStateAt: null,
    lastEventAt: null,
    etaAt: null,
    events: [],
    requestJson,
    shopifyOrderJson: null,
    lastErrorCode: null,
    attentionReason: null,
    lastErrorMessage: null,
  };
}

/** The COD ledger's sections this order is in (the conditions of app/cod-ledger/ledger.server.ts's queries). */
function codLedgerSections(row: StoredMoney, truth: PaymentTruth, orderFlagged: boolean): LedgerFigureName[] {
  const flags = (row.flaggedReason ?? "").split(",");
  const sections: LedgerFigureName[] = [];
  // A flagged row brings its order's other parcels (ledger.server.ts, `withSiblings`, docs/decisions/091).
  const flagged = orderFlagged;
  if (flagged && truth.story === "paid_twice") sections.push("paidTwice");
  if (flagged && truth.story === "paid_after_cancellation") sections.push("paidAfterCancel");
  if (row.paymentPlan !== "COD") return sections;
  const onTheRoad = row.syncState === "SENT" && row.paymentState === "COD_PENDING";
  if (onTheRoad && !["delivered", "returned", "cancelled"].includes(row.shipmentState ?? ""))
    sections.push("onTheRoad");
  // Of the cash collected, what fell short of what was owed is listed again, by what is still owed.
  if (row.codCollectedAt) sections.push("collected", "shortfall");
  if (row.paymentState === "COD_PENDING" && row.owedNowMinor !== null && flags.includes("AMOUNT_DIFFERS"))
    sections.push("amountDiffers");
  return sections;
}

/** The COD ledger of the given rows (an order's parcels), each in the sections its query puts it in. */
export function codLedgerOf(
  rowsAndTruths: Array<[ReturnType<typeof stored>, PaymentTruth]>,
  orderRows: StoredMoney[] = rowsAndTruths.map(([row]) => row),
) {
  const rows: Partial<Record<LedgerFigureName, ReturnType<typeof ledgerOrderOf>[]>> = {};
  const flagsOf = (row: StoredMoney) => (row.flaggedReason ?? "").split(",");
  const orderFlagged = orderRows.some((row) =>
    flagsOf(row).some((flag) => flag === "PAID_TWICE" || flag === "PAID_AFTER_CANCEL"),
  );
  for (const [row, truth] of rowsAndTruths)
    for (const section of codLedgerSections(row, truth, orderFlagged))
      rows[section] = [...(rows[section] ?? []), ledgerOrderOf(row, section, truth)];
  const period = { from: "2026-12-01", to: "2026-12-02", days: ["2026-12-01", "2026-12-02"], timeZone: "UTC" };
  return summariseLedger(
    {
      onTheRoad: rows.onTheRoad ?? [],
      collected: rows.collected ?? [],
      returned: [],
      deliveredNoCash: [],
      paidTwice: rows.paidTwice ?? [],
      paidAfterCancel: rows.paidAfterCancel ?? [],
      amountDiffers: rows.amountDiffers ?? [],
      shortfall: (rows.shortfall ?? []).filter((order) => order.amountMinor > 0),
    },
    { ...period, start: new Date("2026-12-01T00:00:00Z"), end: new Date("2026-12-03T00:00:00Z") },
    NOW,
  );
}

/**
 * The order's ledger as its loader reads it back (app/payments/money-entries.server.ts): its stored entries, the
 * parcel's naming its row (the only row when there is one), and its rows when it has several.
 */
export function storedLedger(entries: MoneyEntry[], rows?: OrderLedger["rows"]): OrderLedger {
  return {
    parcels: rows?.length ?? 1,
    rows,
    entries: entries.map((entry) => ({
      shopifyOrderGid: "gid://shopify/Order/1001",
      orderSyncId: rows ? (entry.parcelId ?? null) : "os-1",
      kind: entry.kind,
      shopMinor: entry.amount.shopMinor,
      shopCurrency: "XOF",
      presentmentMinor: entry.amount.presentmentMinor,
      presentmentCurrency: "XOF",
      at: entry.at,
      gateway: entry.gateway ?? null,
      serviceOrderRef: entry.serviceOrderRef ?? null,
    })),
  };
}

/** What the money ledger says of the row, which every view must show. */
export type LedgerSays = {
  /** What the row's service order still collects. */
  serviceCollects: number;
  /** What the buyer is asked to have ready for the row. */
  collectNow: number;
  /** What the order's outstanding amount allows the row to ask at most. */
  askAtMost: number;
  /** The refund due shown on the row (the order's on one row only). */
  refundDue: number;
  /** Paid twice on the row; null: not checked (a collection the amount check knew to differ, decision 073). */
  paidTwice: boolean | null;
  /** After the row's collection, what the row says is still owed. */
  leftOwed: number;
};

/** Runs every view on the row and checks they agree with each other and with what the ledger says of it. */
export function checkRow(
  row: ReturnType<typeof stored>,
  ledgerRead: OrderLedger,
  says: LedgerSays,
  orderRows: StoredMoney[] = [row],
) {
  const stored_ = ledgerRead;
  /**
   * The truth as the loaders build it: the stored row and its ledger, Shopify's status from its snapshot where a
   * view shows it (order page, CLI, label) and none where it does not (list, block, tracking page, COD ledger, Flow).
   */
  const truthOf = (_: unknown, withSnapshot: boolean) =>
    withSnapshot ? paymentTruthOf(row, stored_) : paymentTruth(row, null, stored_);
  const page = truthOf(row, true);
  const cli = truthOf(row, true);
  const list = orderListPayment(truthOf(row, false));
  const block = paymentSummary(truthOf(row, false), "en", UTC_TERMS);
  const cliRow = { ...row, name: row.orderName, payment: cli, problem: null, problemCode: null };
  const cliText = ordersTable("en", [cliRow], UTC_TERMS);
  const cod = codLedgerOf([[row, truthOf(row, false)]], orderRows);

  // What the service collects: the order page, the list, the order block, the CLI's column, the COD ledger.
  expect(list.stillToCollectMinor).toBe(page.stillToCollectMinor);
  expect(block?.stillToCollectMinor).toBe(page.stillToCollectMinor);
  expect(cli.stillToCollectMinor).toBe(page.stillToCollectMinor);
  expect(cliText).toContain(money(page.stillToCollectMinor ?? 0));
  expect(page.stillToCollectMinor).toBe(says.serviceCollects);
  for (const order of cod.orders.onTheRoad) expect(order.amountMinor).toBe(page.stillToCollectMinor);

  // What the buyer is asked to have ready: the label, the tracking page, the call message; never more than owed.
  const label = labelOrderOf(row, truthOf(row, true));
  const asked = label.ok ? (label.label.collect?.amountMinor ?? null) : null;
  expect(asked).toBe(page.cashToHaveMinor);
  const tracking = trackingPageModel(row, null, truthOf(row, false)).cashToHave?.amountMinor ?? null;
  const call = amountToCollect(truthOf(row, false))?.amountMinor ?? null;
  const cash = page.story === "cod_to_collect" ? asked : null;
  expect(tracking).toBe(cash);
  expect(call).toBe(cash);
  expect(asked ?? 0).toBe(says.collectNow);
  expect(asked ?? 0).toBeLessThanOrEqual(Math.max(0, says.askAtMost));

  // What the buyer owes now when the rider collects another amount: the page, the list, the CLI, the COD ledger.
  expect(list.owedNowMinor).toBe(page.owedNowMinor);
  for (const order of cod.orders.needsLook.filter((order) => order.reason === "AMOUNT_DIFFERS"))
    expect([order.amountMinor, order.owedNowMinor]).toEqual([page.stillToCollectMinor, page.owedNowMinor]);

  // The refund due and the shortfall: the page, the list, the CLI's text, the order block's line, the COD ledger.
  expect([list.refundDueMinor, list.shortfallMinor]).toEqual([page.refundDueMinor, page.shortfallMinor]);
  const said = (key: "cli.orders.refund" | "cli.orders.shortfall", minor: number) =>
    minor > 0 ? translate("en", key, { amount: money(minor) }) : null;
  for (const [key, minor] of [
    ["cli.orders.refund", page.refundDueMinor],
    ["cli.orders.shortfall", page.shortfallMinor],
  ] as const)
    if (minor > 0) expect(cliText).toContain(said(key, minor));
  expect(cliText.includes("(refund ")).toBe(page.refundDueMinor > 0);
  expect(cliText.includes("(still owed in Shopify ")).toBe(page.shortfallMinor > 0);
  expect(block?.text.includes(`Refund the buyer: ${money(page.refundDueMinor)}`) ?? false).toBe(
    page.refundDueMinor > 0,
  );
  expect(block?.text.includes(`Still owed in Shopify: ${money(page.shortfallMinor)}`) ?? false).toBe(
    page.shortfallMinor > 0,
  );
  const refunds = cod.orders.needsLook.filter((order) => ["PAID_TWICE", "PAID_AFTER_CANCEL"].includes(order.reason));
  for (const order of refunds) expect(order.amountMinor).toBe(page.refundDueMinor);
  const short = cod.orders.needsLook.filter((order) => order.reason === "SHORTFALL");
  for (const order of short) expect(order.amountMinor).toBe(page.shortfallMinor);
  // The COD ledger lists the shortfalls of cash collected (a link's is the order page's only).
  if (refunds.length === 0 && row.paymentPlan === "COD") expect(short.length > 0).toBe(page.shortfallMinor > 0);

  // The refund due is the ledger's (docs/decisions/084); so is paid twice, short of a collection the amount check
  // knew to differ (AMOUNT_DIFFERS: a refund due, not a second payment, docs/decisions/073).
  expect(page.refundDueMinor).toBe(says.refundDue);
  if (says.paidTwice !== null) expect(page.paidTwice).toBe(says.paidTwice);
  // After a collection, the shortfall is what the ledger says the buyer still owes.
  if (["cod_collected", "link_paid"].includes(page.story)) expect(page.shortfallMinor).toBe(says.leftOwed);

  // A view says "refund the buyer" only with an amount to refund (docs/decisions/099).
  if (["paid_twice", "paid_after_cancellation"].includes(page.story)) expect(page.refundDueMinor).toBeGreaterThan(0);

  // Paid twice: the story every view names, and the COD ledger's reason.
  const paidTwice = page.story === "paid_twice";
  expect([list.paymentStory, block?.story, cli.story].map((story) => story === "paid_twice")).toEqual([
    paidTwice,
    paidTwice,
    paidTwice,
  ]);
  expect(cod.orders.needsLook.some((order) => order.reason === "PAID_TWICE")).toBe(paidTwice);

  // What the service collected: Flow's "cash on delivery collected" and the COD ledger's collected figure.
  const flow = wantedTriggers({ ...row, payment: truthOf(row, false) }, NOW).find(
    (t) => t.reason.kind === "cod_collected",
  );
  const flowAmount = flow?.reason.kind === "cod_collected" ? flow.reason.amountMinor : null;
  for (const order of cod.orders.collected) expect(order.amountMinor).toBe(flowAmount);
  if (flowAmount !== null) expect(flowAmount).toBe(page.collectedMinor);
  return { page, list, cod };
}
