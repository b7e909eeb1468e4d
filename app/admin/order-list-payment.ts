import type { PaymentTruth } from "~/payments";

/**
 * What an order's row in the list says of its money, from the one payment truth (app/payments/payment-truth.ts):
 * the same figures as the order page, the CLI and the order block. Pure.
 */
export function orderListPayment(payment: PaymentTruth) {
  return {
    paymentStory: payment.story,
    stillToCollectMinor: payment.stillToCollectMinor,
    refundDueMinor: payment.refundDueMinor,
    shortfallMinor: payment.shortfallMinor,
    // Set when the rider will collect another amount than the buyer now owes (decision 041).
    owedNowMinor: payment.owedNowMinor,
  };
}
