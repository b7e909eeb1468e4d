import { describe, expect, it } from "vitest";
import { decidePaymentPlan, isCodOrder, isSendablePlan, paymentMethodFor } from "./payment-plan";
import { exactToMinor, makeOrder, settingsWith } from "~/order-mapping/shopify-order.fixture";
import { minorUnitsFromDecimalString } from "~/money";

const wait = settingsWith({ unpaidOrders: "wait_for_payment" });
const link = settingsWith({ unpaidOrders: "payment_link" });

describe("decidePaymentPlan", () => {
  it.each([
    [
      "a pending COD order is collected in cash for what is outstanding",
      { financial_status: "pending" },
      wait,
      { kind: "cod", paymentType: "COD", codAmountMinor: 2750000 },
    ],
    [
      "a partially paid COD order collects only the rest",
      {
        financial_status: "partially_paid",
        payment_gateway_names: ["gift_card", "Cash on Delivery (COD)"],
        total_outstanding: "7500",
      },
      wait,
      { kind: "cod", paymentType: "COD", codAmountMinor: 750000 },
    ],
    [
      "an unpaid bank-deposit order waits when the merchant waits for payment",
      { payment_gateway_names: ["Bank Deposit"] },
      wait,
      { kind: "wait_for_payment", reason: "unpaid" },
    ],
    [
      "an unpaid bank-deposit order gets a payment link for the full amount when the merchant chose links",
      { payment_gateway_names: ["Bank Deposit"] },
      link,
      { kind: "payment_link", paymentType: "BankTransfer", codAmountMinor: 2750000 },
    ],
    [
      "a partially paid card order gets a link for what is outstanding",
      {
        financial_status: "partially_paid",
        payment_gateway_names: ["shopify_payments"],
        total_outstanding: "10000.50",
      },
      link,
      { kind: "payment_link", paymentType: "Card", codAmountMinor: 1000050 },
    ],
    [
      "an authorized card payment waits for capture, even under payment links",
      { financial_status: "authorized", payment_gateway_names: ["shopify_payments"] },
      link,
      { kind: "wait_for_payment", reason: "authorized" },
    ],
    [
      "an authorized payment waits even with a COD gateway, so cash is not taken on top of the card",
      { financial_status: "authorized", payment_gateway_names: ["shopify_payments", "Cash on Delivery (COD)"] },
      wait,
      { kind: "wait_for_payment", reason: "authorized" },
    ],
    ["a voided order is not delivered", { financial_status: "voided" }, wait, { kind: "none", reason: "voided" }],
    ["a refunded order is not delivered", { financial_status: "refunded" }, wait, { kind: "none", reason: "refunded" }],
    [
      "a cancelled order is not delivered whatever it paid",
      { financial_status: "paid", cancelled_at: "2026-07-02T10:00:00Z" },
      wait,
      { kind: "none", reason: "cancelled" },
    ],
    [
      "an unknown status waits instead of shipping or charging",
      { financial_status: "expired" },
      link,
      { kind: "wait_for_payment", reason: "unknown_financial_status" },
    ],
    [
      "a pending order without an outstanding amount falls back to its total",
      { total_outstanding: null, total_price: "27500" },
      wait,
      { kind: "cod", paymentType: "COD", codAmountMinor: 2750000 },
    ],
    [
      "a partially paid order without an outstanding amount waits",
      { financial_status: "partially_paid", total_outstanding: null },
      wait,
      { kind: "wait_for_payment", reason: "unknown_outstanding" },
    ],
  ])("%s", (_name, patch, settings, expected) => {
    expect(decidePaymentPlan(makeOrder(patch), settings, exactToMinor)).toEqual(expected);
  });

  it("records a paid order as paid, with nothing to collect and a mark-paid follow-up in UTC", () => {
    const order = makeOrder({
      financial_status: "paid",
      payment_gateway_names: ["shopify_payments"],
      total_outstanding: "0",
      processed_at: "2026-07-01T19:00:00-05:00",
    });
    expect(decidePaymentPlan(order, wait, exactToMinor)).toEqual({
      kind: "paid",
      paymentType: "Card",
      codAmountMinor: 0,
      markPaid: {
        paidVia: "manual_other",
        reference: "Shopify #1001 (shopify_payments)",
        paidAt: "2026-07-02T00:00:00.000Z",
      },
    });
  });

  it("uses the capture's authorization as the mark-paid reference when transactions are merged in", () => {
    const order = makeOrder({
      financial_status: "partially_refunded",
      total_outstanding: "0.00",
      payment_gateway_names: ["Bank Deposit"],
      transactions: [
        { kind: "authorization", status: "success", authorization: "AUTH-1", processed_at: "2026-07-01T08:00:00Z" },
        { kind: "capture", status: "success", authorization: "VIR-2026-0042", processed_at: "2026-07-01T09:30:00Z" },
      ],
    });
    expect(decidePaymentPlan(order, wait, exactToMinor)).toMatchObject({
      kind: "paid",
      paymentType: "BankTransfer",
      markPaid: { paidVia: "manual_bank_transfer", reference: "VIR-2026-0042", paidAt: "2026-07-01T09:30:00.000Z" },
    });
  });

  // docs/decisions/073: what is owed is total_outstanding, not the status's name.
  it("a partially refunded order still owing money is not paid: the rider collects what is outstanding", () => {
    const order = makeOrder({
      financial_status: "partially_refunded",
      total_outstanding: "21500.00",
      payment_gateway_names: ["Cash on Delivery (COD)"],
    });
    expect(decidePaymentPlan(order, wait, exactToMinor)).toMatchObject({ kind: "cod", codAmountMinor: 2150000 });
    const link = makeOrder({
      financial_status: "partially_refunded",
      total_outstanding: "500",
      payment_gateway_names: ["Bank Deposit"],
    });
    expect(decidePaymentPlan(link, wait, exactToMinor)).toMatchObject({ kind: "wait_for_payment", reason: "unpaid" });
  });

  it("a paid order with a negative total_outstanding (more came than is owed) is paid", () => {
    const order = makeOrder({
      financial_status: "paid",
      total_outstanding: "-10000.00",
      payment_gateway_names: ["COD"],
    });
    expect(decidePaymentPlan(order, wait, exactToMinor)).toMatchObject({ kind: "paid", codAmountMinor: 0 });
  });

  it("a paid order without total_outstanding (an older payload) is paid", () => {
    const order = makeOrder({
      financial_status: "paid",
      total_outstanding: null,
      payment_gateway_names: ["Bank Deposit"],
    });
    expect(decidePaymentPlan(order, wait, exactToMinor)).toMatchObject({ kind: "paid", codAmountMinor: 0 });
  });

  it("treats a gateway the merchant mapped to COD as cash on delivery, never as a payment link", () => {
    const settings = settingsWith({
      unpaidOrders: "payment_link",
      gatewayMapping: [{ gateway: "Paiement à la livraison", paymentType: "COD", paidVia: "manual_cash" }],
    });
    const order = makeOrder({ payment_gateway_names: ["Paiement a la livraison"] });
    expect(decidePaymentPlan(order, settings, exactToMinor)).toMatchObject({ kind: "cod", codAmountMinor: 2750000 });
  });

  // docs/decisions/040: three decimals are brought to the service's two by rounding down.
  it("collects a three-decimal amount rounded down, never more than owed", () => {
    const order = makeOrder({ currency: "KWD", presentment_currency: "KWD", total_outstanding: "12.345" });
    expect(decidePaymentPlan(order, settingsWith({}), minorUnitsFromDecimalString)).toMatchObject({
      kind: "cod",
      codAmountMinor: 1234,
    });
  });

  // docs/decisions/014: an order with nothing to collect is never COD.
  it.each([
    [
      "cash paid before dispatch goes as the unmapped default, its cash on file through mark-paid",
      "manual_cash",
      "Card",
    ],
    ["a COD-mapped gateway recorded as a transfer goes as a bank transfer", "manual_bank_transfer", "BankTransfer"],
  ] as const)("a paid order whose gateway maps to COD: %s", (_label, paidVia, paymentType) => {
    const settings = settingsWith({ gatewayMapping: [{ gateway: "Cash", paymentType: "COD", paidVia }] });
    const plan = decidePaymentPlan(
      makeOrder({ financial_status: "paid", total_outstanding: "0", payment_gateway_names: ["Cash"] }),
      settings,
      exactToMinor,
    );
    expect(plan).toMatchObject({ kind: "paid", paymentType, codAmountMinor: 0, markPaid: { paidVia } });
  });
});

describe("paymentMethodFor", () => {
  it.each([
    [["Cash on Delivery (COD)"], "COD", "manual_cash"],
    [["Bank Deposit"], "BankTransfer", "manual_bank_transfer"],
    [["Shopify Payments"], "Card", "manual_other"],
    [["M-Pesa"], "MobileMoney", "manual_other"],
    [["Orange Money"], "MobileMoney", "manual_other"],
    [["gift_card", "wave"], "MobileMoney", "manual_other"],
    [["gift_card"], "Wallet", "manual_other"],
    [["some_new_gateway"], "Card", "manual_other"],
    [[], "Card", "manual_other"],
  ])("maps gateways %j to %s / %s", (gateways, paymentType, paidVia) => {
    expect(paymentMethodFor(gateways, settingsWith())).toMatchObject({ paymentType, paidVia });
  });
});

describe("isCodOrder and isSendablePlan", () => {
  it("recognises the merchant's own COD gateway name", () => {
    const settings = settingsWith({ codGatewayNames: ["Payer à la livraison"] });
    expect(isCodOrder(makeOrder({ payment_gateway_names: ["Payer a la Livraison"] }), settings)).toBe(true);
    expect(isCodOrder(makeOrder({ payment_gateway_names: ["Bank Deposit"] }), settings)).toBe(false);
  });

  it("sends paid, COD and payment-link plans only", () => {
    expect(isSendablePlan({ kind: "cod", paymentType: "COD", codAmountMinor: 1 })).toBe(true);
    expect(isSendablePlan({ kind: "wait_for_payment", reason: "unpaid" })).toBe(false);
    expect(isSendablePlan({ kind: "none", reason: "voided" })).toBe(false);
  });
});
