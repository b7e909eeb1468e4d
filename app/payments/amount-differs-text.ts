import { formatMinor } from "~/i18n";
import type { Locale } from "~/i18n";
import { translate } from "~/i18n";
import type { PaymentTruth } from "./payment-truth";

/**
 * "The rider will collect 31,500 XOF; the buyer now owes 21,500 XOF." and what to do, for the
 * views without a page of their own (the order block, the CLI); null when the amounts agree. Pure.
 */
export function amountDiffersText(
  locale: Locale,
  truth: Pick<PaymentTruth, "stillToCollectMinor" | "owedNowMinor" | "currency">,
): string | null {
  if (truth.owedNowMinor === null || truth.stillToCollectMinor === null || !truth.currency) return null;
  const amounts = translate(locale, "payment.amountDiffers", {
    collects: formatMinor(locale, truth.stillToCollectMinor, truth.currency),
    owes: formatMinor(locale, truth.owedNowMinor, truth.currency),
  });
  return `${amounts} ${translate(locale, "orderBlock.flag.AMOUNT_DIFFERS")}`;
}
