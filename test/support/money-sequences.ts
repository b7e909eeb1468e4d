import type { MoneyEntry, PaymentRecord } from "~/payments";
import { deriveMoney, shopifyRecordingFor } from "~/payments";

/*
 * Generated sequences of one order's money events (captures by gateway, edits up and down, partial and full
 * refunds, cancels, links paid, deliveries with cash collected) and what each leads to: the order's stored record
 * as the app writes it (each step names the module whose rule it follows) and the order's money ledger entries
 * (app/payments/ledger.ts). Seeded, so a failing sequence is run again by its number.
 */

export type StoredMoney = PaymentRecord & {
  owedNowMinor: number | null;
  codCollectedAt: Date | null;
  sentAt: Date | null;
};

/** The state after one step: what the app stored, the ledger's entries, and the step's story so far. */
export type MoneySnapshot = { steps: string[]; record: StoredMoney; entries: MoneyEntry[] };

const COD_GATEWAY = "Cash on Delivery (COD)";
const ONLINE_GATEWAYS = ["shopify_payments", "Orange Money", "Wave"];

export function prng(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    state = (state ^ (state >>> 12)) >>> 0;
    return below > 0 ? state % below : 0;
  };
}

/**
 * What every sequence starts with: the ledger's entries on a clock a minute a step, Shopify's view of the money
 * (owed, paid), the buyer's gateway and a payment at checkout (nothing, part of it or all of it), and how the app
 * records in Shopify what the service brought (app/payments/settle-in-shopify.server.ts).
 */
export function sequenceStart(next: (below: number) => number, owed: number) {
  const entries: MoneyEntry[] = [];
  let clock = Date.parse("2026-12-01T08:00:00Z");
  const now = () => new Date((clock += 60_000));
  // Presentment money is the shop's here: the views show the shop's figures (two-decimal service units, spec §2).
  const add = (kind: MoneyEntry["kind"], minor: number, extra: Partial<MoneyEntry> = {}) =>
    entries.push({ kind, amount: { shopMinor: minor, presentmentMinor: minor }, at: now(), ...extra });
  const shopify = { owed, paid: 0 };
  const outstanding = () => shopify.owed - shopify.paid;
  const buyerGateway = next(2) === 0 ? COD_GATEWAY : ONLINE_GATEWAYS[next(3)];
  add("owed", shopify.owed);
  const capture = (amount: number, gateway = ONLINE_GATEWAYS[next(3)]) => {
    shopify.paid += amount;
    add("captured", amount, { gateway });
  };
  const atCheckout = next(4);
  if (atCheckout === 0) capture(shopify.owed);
  if (atCheckout === 1) capture(100 * (1 + next(Math.floor(shopify.owed / 100) - 1)));
  // The plan (app/payments/payment-plan.ts): what is owed is Shopify's outstanding amount; a COD gateway's is
  // collected by the rider, any other's through a payment link; nothing owed is a prepaid order.
  const plan = outstanding() <= 0 ? "PAID" : buyerGateway === COD_GATEWAY ? "COD" : "LINK";
  /** The service brought `amount`: marked paid when it is Shopify's outstanding, else a manual payment. When. */
  const recordInShopify = (amount: number) => {
    const how = shopifyRecordingFor(deriveMoney(entries).shopifyOutstanding, {
      shopMinor: amount,
      presentmentMinor: amount,
    });
    const recorded = how.how === "mark_as_paid" ? Math.max(0, outstanding()) : amount;
    shopify.paid += recorded;
    add("recorded_in_shopify", recorded);
    return now();
  };
  return { entries, now, add, shopify, outstanding, capture, plan, recordInShopify };
}

/** A service order just handed over under `plan`, collecting `amount`, as the app stores it. */
export function handedOff(serviceOrderId: string, plan: string, amount: number, now: () => Date): StoredMoney {
  return {
    serviceOrderId,
    paymentPlan: plan,
    paymentState: plan === "PAID" ? "PAID_RECORDED" : plan === "COD" ? "COD_PENDING" : "LINK_PENDING",
    codAmountMinor: plan === "PAID" ? 0 : amount,
    currency: "XOF",
    shopifyPaidAt: null,
    paymentHoldAt: plan === "LINK" ? now() : null,
    flaggedReason: null,
    syncState: "SENT",
    shipmentState: "created",
    owedNowMinor: null,
    codCollectedAt: null,
    sentAt: now(),
  };
}

export function moneySequence(seed: number, length = 12): MoneySnapshot[] {
  const next = prng(seed);
  const steps: string[] = [];
  const snapshots: MoneySnapshot[] = [];
  const start = sequenceStart(next, 100 * (50 + next(500)));
  const { entries, now, add, shopify, outstanding, capture, plan } = start;
  let ref = 1;
  const reference = () => `ref-${ref}`;

  // Handoff: the plan's amount is what is owed.
  const owing = outstanding();
  const record = handedOff("svc-1", plan, owing, now);
  add("service_amount", record.codAmountMinor ?? 0, { serviceOrderRef: reference() });
  steps.push(`handoff ${plan} ${record.codAmountMinor}`);
  snapshots.push(snapshot());

  const flags = () => (record.flaggedReason ?? "").split(",").filter(Boolean);
  const flag = (name: string, on: boolean) => {
    const rest = flags().filter((f) => f !== name);
    record.flaggedReason = [...rest, ...(on ? [name] : [])].join(",") || null;
  };
  const cancelled = () => record.syncState === "CANCELLED";
  const awaiting = () => ["COD_PENDING", "LINK_PENDING"].includes(record.paymentState ?? "") && !cancelled();
  const collected = () => ["COD_COLLECTED", "LINK_PAID"].includes(record.paymentState ?? "");

  /**
   * What the buyer owes changed while the service still collects (app/orders/amount-after-handoff.server.ts):
   * before pickup the service order is created anew with the new amount; after, the service keeps its amount and
   * the order is flagged AMOUNT_DIFFERS with what is owed now, until the two agree again.
   */
  const followAmount = () => {
    const owed = outstanding();
    if (record.shipmentState === "created") {
      add("service_cancelled", 0, { serviceOrderRef: reference() });
      ref++;
      record.codAmountMinor = owed;
      record.owedNowMinor = null;
      flag("AMOUNT_DIFFERS", false);
      add("service_amount", owed, { serviceOrderRef: reference() });
    } else if (owed === record.codAmountMinor) {
      record.owedNowMinor = null;
      flag("AMOUNT_DIFFERS", false);
    } else {
      record.owedNowMinor = owed;
      flag("AMOUNT_DIFFERS", true);
    }
  };

  /** The service brought the buyer's money: Shopify records it (app/payments/settle-in-shopify.server.ts). */
  const recordInShopify = (amount: number) => (record.shopifyPaidAt = start.recordInShopify(amount));

  const moves: Array<[string, () => boolean]> = [
    [
      "pickup",
      () => {
        // A link order's parcel is held until its link is paid (spec §1).
        if (record.shipmentState !== "created" || cancelled() || record.paymentState === "LINK_PENDING") return false;
        record.shipmentState = "picked_up";
        return true;
      },
    ],
    [
      "edit",
      () => {
        if (!awaiting()) return false;
        const delta = 100 * (1 + next(100)) * (next(2) === 0 ? 1 : -1);
        if (outstanding() + delta <= 0) return false;
        shopify.owed += delta;
        add("owed", shopify.owed);
        followAmount();
        return true;
      },
    ],
    [
      "capture part",
      () => {
        if (!awaiting() || outstanding() <= 100) return false;
        capture(100 * (1 + next(Math.floor(outstanding() / 100) - 1)));
        followAmount();
        return true;
      },
    ],
    [
      "capture all",
      () => {
        // Paid in Shopify before the service collected: mark-paid, nothing left to collect
        // (app/payments/payment-follow-up.server.ts); the amount check then agrees (amount-after-handoff).
        if (!awaiting()) return false;
        capture(outstanding());
        record.paymentState = "PAID_RECORDED";
        record.paymentHoldAt = null;
        record.owedNowMinor = null;
        flag("AMOUNT_DIFFERS", false);
        add("service_amount", 0, { serviceOrderRef: reference() });
        return true;
      },
    ],
    [
      "link paid",
      () => {
        // app/payments/settle-link-payments.server.ts: paid after the cancellation is flagged for a refund.
        if (record.paymentState !== "LINK_PENDING") return false;
        add("link_paid", record.codAmountMinor ?? 0, { serviceOrderRef: reference() });
        record.paymentState = "LINK_PAID";
        record.paymentHoldAt = null;
        if (cancelled()) flag("PAID_AFTER_CANCEL", true);
        else recordInShopify(record.codAmountMinor ?? 0);
        return true;
      },
    ],
    [
      "deliver with cash",
      () => {
        // The rider collects the service's amount (app/tracking → settle-in-shopify.server.ts).
        if (record.paymentState !== "COD_PENDING" || record.shipmentState !== "picked_up" || cancelled()) return false;
        const cash = record.codAmountMinor ?? 0;
        add("rider_collected", cash, { serviceOrderRef: reference() });
        record.paymentState = "COD_COLLECTED";
        record.shipmentState = "delivered";
        record.codCollectedAt = now();
        recordInShopify(cash);
        return true;
      },
    ],
    [
      "paid online after collection",
      () => {
        // A payment by a gateway after the service collected is a second one (payment-follow-up.server.ts).
        if (!collected() || cancelled()) return false;
        capture(Math.max(100, outstanding() > 0 ? outstanding() : (record.codAmountMinor ?? 100)));
        flag("PAID_TWICE", true);
        return true;
      },
    ],
    [
      "refund the second payment",
      () => {
        // The merchant gives back what came in twice (a Shopify refund); the app's flag stays (flags.ts).
        const due = deriveMoney(entries).refundDue.shopMinor;
        if (due <= 0 || cancelled()) return false;
        shopify.paid -= due;
        add("refunded", due);
        return true;
      },
    ],
    [
      "refund items",
      () => {
        // Items refunded with their money: owed and paid go down together, nothing owed changes.
        if (shopify.paid <= 100 || cancelled()) return false;
        const amount = 100 * (1 + next(Math.floor(Math.min(shopify.paid, shopify.owed) / 100) - 1));
        if (amount <= 0 || amount >= shopify.owed) return false;
        shopify.owed -= amount;
        shopify.paid -= amount;
        add("owed", shopify.owed);
        add("refunded", amount);
        return true;
      },
    ],
    [
      "cancel",
      () => {
        // Cancelled and refunded in Shopify; the app cancels the service order (nothing collected yet).
        if (cancelled() || collected() || record.shipmentState === "delivered") return false;
        if (shopify.paid > 0) add("refunded", shopify.paid);
        shopify.paid = 0;
        shopify.owed = 0;
        add("owed", 0);
        add("service_cancelled", 0, { serviceOrderRef: reference() });
        record.syncState = "CANCELLED";
        record.shipmentState = "cancelled";
        return true;
      },
    ],
  ];

  // How often each event comes: the parcel's own path (pickup, delivery) more often than a cancel or a refund.
  const weights: Record<string, number> = {
    pickup: 4,
    "deliver with cash": 4,
    edit: 3,
    "link paid": 2,
    "capture part": 2,
  };
  const deck = moves.flatMap((move) => Array.from({ length: weights[move[0]] ?? 1 }, () => move));
  for (let step = 0; steps.length < length && step < length * 4; step++) {
    const [name, move] = deck[next(deck.length)];
    if (!move()) continue;
    steps.push(name);
    snapshots.push(snapshot());
  }
  return snapshots;

  function snapshot(): MoneySnapshot {
    return { steps: [...steps], record: { ...record }, entries: entries.map((entry) => ({ ...entry })) };
  }
}
