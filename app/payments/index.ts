/**
 * An order's payment rules. The payment plan (what is owed, how it is paid); its money: one ledger per order, its
 * entries and the one pure derivation of the balance and every flag (paid twice, refund due, shortfall, paid after
 * cancellation, reprint label) from them (docs/decisions/073); the one payment truth every view tells, what a
 * refused mark-paid means; and the follow-ups in the service and in Shopify (mark-paid, links, holds, recording
 * what the rider collected). It sits above order-mapping, order-record and shopify, which it reads, and below
 * orders and tracking, which use it (docs/decisions/073, "Where the payment rules live").
 * The front door of app/payments (docs/decisions/052): what other folders use. A module here is imported from
 * another folder only through this file.
 */
export { decidePaymentPlan, isSendablePlan, owesNothing, paymentMethodFor } from "./payment-plan";
export type { MarkPaid, PaymentPlan, SendablePaymentPlan } from "./payment-plan";
export { amountToAsk, deriveMoney, shopifyRecordingFor } from "./ledger";
export type { Money, MoneyBalance, MoneyEntry, MoneyEntryKind } from "./ledger";
export { RIDER_CASH_PAYMENT_NAME, isCashRecording } from "./gateways";
export { amountDiffersText } from "./amount-differs-text";
export { paymentTruth, paymentTruthOf } from "./payment-truth";
export type { PaymentRecord, PaymentStory, PaymentTruth } from "./payment-truth";
export { paidBeforeCollection, readRefusedMarkPaid } from "./refused-mark-paid";
export { followUpPayment, isPaidInShopify, releaseHold } from "./payment-follow-up.server";
export { holdRoutedFulfillmentOrder, holdUnheldLinkOrders } from "./payment-hold.server";
export { markPaidInShopifyAfterArrival } from "./settle-in-shopify.server";
export { settleLinkPayments } from "./settle-link-payments.server";
export { forgetOrderMoneyEntries, orderLedgerOf, orderLedgersOf } from "./money-entries.server";
export type { OrderLedger } from "./entry-money";
export { learnShopifyPayments, recordOwed } from "./shopify-money-facts.server";
export {
  recordLinkPaid,
  recordRiderCollected,
  recordServiceAmount,
  recordServiceCancelled,
} from "./service-money-facts.server";
export type { ServiceRow } from "./service-money-facts.server";
