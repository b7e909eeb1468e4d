/**
 * An order's money: one ledger per order, its entries and the one pure derivation of the balance and every
 * flag (paid twice, refund due, shortfall, paid after cancellation, reprint label) from them
 * (docs/decisions/073). The front door of app/payments (docs/decisions/052): what other folders use. A module
 * here is imported from another folder only through this file.
 */
export { amountToAsk, deriveMoney, shopifyRecordingFor } from "./ledger";
export type { Money, MoneyBalance, MoneyEntry, MoneyEntryKind } from "./ledger";
export { RIDER_CASH_PAYMENT_NAME, isCashRecording } from "./gateways";
