import type { MoneyEntry } from "~/payments";
import { deriveMoney } from "~/payments";
import { owedByParcel, splitAmountOverParcels } from "~/order-mapping";
import { handedOff, prng, sequenceStart, type StoredMoney } from "./money-sequences";

/*
 * Generated sequences of money events on an order of two parcels (docs/decisions/076, 091): captures by gateway,
 * edits up and down, partial and full refunds, a cancel of one parcel or of the order, links paid, deliveries of
 * one parcel with cash collected. Each step leads to what the app stores: a record per parcel (OrderSync row),
 * each parcel's amount set by the split rule (owedByParcel, decisions 072/087) and the order's ledger entries,
 * the parcel's naming its row. Seeded, so a failing sequence is run again by its number.
 */

export type ParcelRecord = StoredMoney & {
  id: string;
  parcelNumber: number;
  parcelValueMinor: number;
  /** What its items are worth on the order now (0 once a "cancel one parcel" took them off). */
  parcelValueNowMinor: number;
  parcelOwedWholeMinor: number;
};

export type ParcelMoneySnapshot = {
  steps: string[];
  parcels: ParcelRecord[];
  entries: MoneyEntry[];
  /** Shopify's own outstanding amount (owed less paid), which the ledger's balance must equal. */
  shopifyOutstanding: number;
};

const STEP = 100; // XOF: whole francs in the service's minor units (docs/decisions/072)

export function parcelMoneySequence(seed: number, length = 12): ParcelMoneySnapshot[] {
  const next = prng(seed);
  const steps: string[] = [];
  const snapshots: ParcelMoneySnapshot[] = [];
  const values = [STEP * (20 + next(300)), STEP * (20 + next(300))];
  const start = sequenceStart(next, values[0] + values[1] + STEP * next(30));
  const { entries, now, add, shopify, outstanding, capture, plan } = start;

  // Handoff: each parcel's share of what is owed by the split rule (app/orders/parcels.server.ts).
  const owing = outstanding();
  const ids = ["os-1", "os-2"];
  const shares = splitAmountOverParcels(
    Math.max(0, owing),
    ids.map((id, i) => ({ id, valueMinor: values[i] })),
    STEP,
  ).amounts;
  const refs = new Map(ids.map((id, i) => [id, i === 0 ? "ref-1" : "ref-1-p2"]));
  const parcels: ParcelRecord[] = ids.map((id, i) => ({
    id,
    parcelNumber: i + 1,
    parcelValueMinor: values[i],
    parcelValueNowMinor: values[i],
    parcelOwedWholeMinor: Math.max(0, owing),
    ...handedOff(`svc-${i + 1}`, plan, shares.get(id)!, now),
  }));
  const serviceAmount = (p: ParcelRecord) =>
    add("service_amount", p.codAmountMinor ?? 0, { serviceOrderRef: refs.get(p.id), parcelId: p.id });
  parcels.forEach(serviceAmount);
  steps.push(`handoff ${plan} ${parcels.map((p) => p.codAmountMinor).join("+")}`);
  snapshots.push(snapshot());

  const flag = (p: ParcelRecord, name: string, on: boolean) => {
    const rest = (p.flaggedReason ?? "").split(",").filter((f) => f && f !== name);
    p.flaggedReason = [...rest, ...(on ? [name] : [])].join(",") || null;
  };
  const cancelled = (p: ParcelRecord) => p.syncState === "CANCELLED";
  const awaiting = (p: ParcelRecord) => ["COD_PENDING", "LINK_PENDING"].includes(p.paymentState ?? "") && !cancelled(p);
  const collected = (p: ParcelRecord) => ["COD_COLLECTED", "LINK_PAID"].includes(p.paymentState ?? "");
  const pick = (fits: (p: ParcelRecord) => boolean) => {
    const fit = parcels.filter(fits);
    return fit.length > 0 ? fit[next(fit.length)] : null;
  };
  const cancelService = (p: ParcelRecord) =>
    add("service_cancelled", 0, { serviceOrderRef: refs.get(p.id), parcelId: p.id });

  /**
   * What the buyer owes changed (app/orders/amount-after-handoff.server.ts, decision 087): each parcel still
   * collecting is given its part by owedByParcel; before pickup it is created anew with it, after pickup it is
   * flagged AMOUNT_DIFFERS with its part until the two agree again.
   */
  const followAmount = () => {
    const open = parcels.filter(awaiting);
    const parts = owedByParcel(
      Math.max(0, outstanding()),
      open.map((p) => ({
        id: p.id,
        valueMinor: p.parcelValueMinor,
        sentMinor: p.codAmountMinor ?? 0,
        basis: { wholeMinor: p.parcelOwedWholeMinor, valueMinor: p.parcelValueMinor },
      })),
      STEP,
    );
    for (const p of open) {
      const part = parts.get(p.id)!;
      if (p.shipmentState === "created" && part !== p.codAmountMinor) {
        cancelService(p);
        refs.set(p.id, `${refs.get(p.id)}-r`);
        p.codAmountMinor = part;
        p.parcelOwedWholeMinor = Math.max(0, outstanding());
        serviceAmount(p);
      }
      const differs = part !== p.codAmountMinor;
      p.owedNowMinor = differs ? part : null;
      flag(p, "AMOUNT_DIFFERS", differs);
    }
  };

  /** The service brought the buyer's money: Shopify records it (app/payments/settle-in-shopify.server.ts). */
  const recordInShopify = (p: ParcelRecord, amount: number) => (p.shopifyPaidAt = start.recordInShopify(amount));

  const moves: Array<[string, () => string | null]> = [
    [
      "pickup",
      () => {
        const p = pick((p) => p.shipmentState === "created" && !cancelled(p) && p.paymentState !== "LINK_PENDING");
        if (!p) return null;
        p.shipmentState = "picked_up";
        return `pickup ${p.parcelNumber}`;
      },
    ],
    [
      "edit",
      () => {
        if (!parcels.some(awaiting)) return null;
        const delta = STEP * (1 + next(100)) * (next(2) === 0 ? 1 : -1);
        if (outstanding() + delta <= 0) return null;
        shopify.owed += delta;
        add("owed", shopify.owed);
        followAmount();
        return `edit ${delta}`;
      },
    ],
    [
      "capture part",
      () => {
        if (!parcels.some(awaiting) || outstanding() <= STEP) return null;
        capture(STEP * (1 + next(Math.floor(outstanding() / STEP) - 1)));
        followAmount();
        return "capture part";
      },
    ],
    [
      "capture all",
      () => {
        // Paid in Shopify before the service collected: each parcel still collecting is marked paid.
        if (!parcels.some(awaiting) || outstanding() <= 0) return null;
        capture(outstanding());
        for (const p of parcels.filter(awaiting)) {
          p.paymentState = "PAID_RECORDED";
          p.paymentHoldAt = null;
          p.owedNowMinor = null;
          flag(p, "AMOUNT_DIFFERS", false);
          p.codAmountMinor = 0;
          serviceAmount(p);
        }
        return "capture all";
      },
    ],
    [
      "link paid",
      () => {
        // A cancelled parcel's link first, often while the other parcel still collects (docs/decisions/099).
        const p =
          pick((p) => p.paymentState === "LINK_PENDING" && cancelled(p)) ??
          pick((p) => p.paymentState === "LINK_PENDING");
        if (!p) return null;
        add("link_paid", p.codAmountMinor ?? 0, { serviceOrderRef: refs.get(p.id), parcelId: p.id });
        p.paymentState = "LINK_PAID";
        p.paymentHoldAt = null;
        // Received against what the order owes whatever service order took it (docs/decisions/099): recorded in
        // Shopify as any collection, unless the whole order was cancelled; a refund is due only for the excess.
        if (!cancelled(p) || shopify.owed > 0) recordInShopify(p, p.codAmountMinor ?? 0);
        if (cancelled(p)) {
          // The flags as the ledger says them (app/payments/money-flags.server.ts), on the parcel collected last.
          const ledger = deriveMoney(entries);
          flag(p, "PAID_TWICE", ledger.paidTwice);
          flag(p, "PAID_AFTER_CANCEL", ledger.paidAfterCancellation && !ledger.paidTwice);
        }
        followAmount();
        return `link paid ${p.parcelNumber}`;
      },
    ],
    [
      "deliver with cash",
      () => {
        const p = pick((p) => p.paymentState === "COD_PENDING" && p.shipmentState === "picked_up" && !cancelled(p));
        if (!p) return null;
        const cash = p.codAmountMinor ?? 0;
        add("rider_collected", cash, { serviceOrderRef: refs.get(p.id), parcelId: p.id });
        p.paymentState = "COD_COLLECTED";
        p.shipmentState = "delivered";
        p.codCollectedAt = now();
        recordInShopify(p, cash);
        // What Shopify now has outstanding is what the other parcel collects (orders/updated follows it).
        followAmount();
        return `deliver ${p.parcelNumber} with ${cash}`;
      },
    ],
    [
      "paid online after collection",
      () => {
        // A second payment: nothing is collected any more (while a parcel collects, a payment is a capture).
        const p = pick((p) => collected(p) && !cancelled(p));
        if (!p || parcels.some(awaiting)) return null;
        capture(Math.max(STEP, outstanding() > 0 ? outstanding() : (p.codAmountMinor ?? STEP)));
        flag(p, "PAID_TWICE", true);
        return `paid online after parcel ${p.parcelNumber}`;
      },
    ],
    [
      "refund the second payment",
      () => {
        const due = deriveMoney(entries).refundDue.shopMinor;
        if (due <= 0 || parcels.every(cancelled)) return null;
        shopify.paid -= due;
        add("refunded", due);
        return "refund the second payment";
      },
    ],
    [
      "refund items",
      () => {
        if (shopify.paid <= STEP || parcels.every(cancelled)) return null;
        const amount = STEP * (1 + next(Math.floor(Math.min(shopify.paid, shopify.owed) / STEP) - 1));
        if (amount <= 0 || amount >= shopify.owed) return null;
        shopify.owed -= amount;
        shopify.paid -= amount;
        add("owed", shopify.owed);
        add("refunded", amount);
        return "refund items";
      },
    ],
    [
      "cancel one parcel",
      () => {
        // Its items taken off the order (an edit down by their value) and its service order cancelled.
        const p = pick((p) => !cancelled(p) && !collected(p) && p.shipmentState !== "delivered");
        if (!p || parcels.filter((o) => !cancelled(o)).length < 2 || shopify.owed - p.parcelValueMinor <= 0)
          return null;
        shopify.owed -= p.parcelValueMinor;
        p.parcelValueNowMinor = 0;
        add("owed", shopify.owed);
        if (outstanding() < 0) {
          add("refunded", -outstanding());
          shopify.paid = shopify.owed;
        }
        cancelService(p);
        p.syncState = "CANCELLED";
        p.shipmentState = "cancelled";
        followAmount();
        return `cancel parcel ${p.parcelNumber}`;
      },
    ],
    [
      "cancel",
      () => {
        if (parcels.some((p) => collected(p) || p.shipmentState === "delivered") || parcels.every(cancelled))
          return null;
        if (shopify.paid > 0) add("refunded", shopify.paid);
        shopify.paid = 0;
        shopify.owed = 0;
        add("owed", 0);
        for (const p of parcels.filter((p) => !cancelled(p))) {
          cancelService(p);
          p.syncState = "CANCELLED";
          p.shipmentState = "cancelled";
        }
        return "cancel";
      },
    ],
  ];

  const weights: Record<string, number> = {
    pickup: 5,
    "deliver with cash": 5,
    edit: 3,
    "link paid": 3,
    "cancel one parcel": 2,
  };
  const deck = moves.flatMap((move) => Array.from({ length: weights[move[0]] ?? 1 }, () => move));
  for (let step = 0; steps.length < length && step < length * 4; step++) {
    const said = deck[next(deck.length)][1]();
    if (!said) continue;
    steps.push(said);
    snapshots.push(snapshot());
  }
  return snapshots;

  function snapshot(): ParcelMoneySnapshot {
    return {
      steps: [...steps],
      parcels: parcels.map((p) => ({ ...p })),
      entries: entries.map((entry) => ({ ...entry })),
      shopifyOutstanding: outstanding(),
    };
  }
}
