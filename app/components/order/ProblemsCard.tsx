import { Banner, BlockStack } from "@shopify/polaris";
import type { OrderDetail } from "~/admin";
import { amountDiffersStage, isKnownOrderFlag } from "~/admin/browser";
import { useI18n } from "~/i18n";
import { TitledCard } from "~/components/TitledCard";

/** What went wrong or needs checking, each with what to do. Renders nothing when all is well. */
export function ProblemsCard({ order, guidance }: { order: OrderDetail["order"]; guidance: string | null }) {
  const { t, tn, dateTime } = useI18n();
  // Without an error, attentionReason says why the order waits, in the reader's language (app/problems).
  const waitingReason = !order.lastErrorCode ? order.attentionReason : null;
  const flags = order.flags.filter((flag) => flag !== "TAX_ID_FORMAT_WARNING"); // shown with the buyer
  if (!order.lastErrorCode && !waitingReason && flags.length === 0) return null;
  return (
    <TitledCard title={t("order.problems.title")}>
      {order.lastErrorCode && (
        <Banner tone="critical" title={t("order.problems.lastError", { code: order.lastErrorCode })}>
          <BlockStack gap="100">
            {order.lastErrorMessage && <p>{order.lastErrorMessage}</p>}
            {(order.lastErrorAt || order.attempts > 0) && (
              <p>
                {[
                  order.lastErrorAt && t("order.problems.recordedAt", { at: dateTime(order.lastErrorAt) }),
                  order.attempts > 0 && tn("order.problems.attempts", order.attempts),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            )}
            {guidance && (
              <p>
                <strong>{t("order.problems.whatToDo")}</strong> {guidance}
              </p>
            )}
          </BlockStack>
        </Banner>
      )}
      {waitingReason && (
        <Banner tone="info" title={t("order.problems.waiting")}>
          <p>{waitingReason}</p>
        </Banner>
      )}
      {flags.map((flag) =>
        flag === "SHIPMENT_CANCELLED" && order.cancelledBy && order.cancelledBy !== "service" ? (
          // The merchant cancelled (in Shopify or from the app): nothing to send again, nobody to blame.
          <Banner key={flag} tone="info" title={t(`order.flag.SHIPMENT_CANCELLED.${order.cancelledBy}.title`)}>
            <p>{t(`order.flag.SHIPMENT_CANCELLED.${order.cancelledBy}.body`)}</p>
          </Banner>
        ) : flag === "AMOUNT_DIFFERS" && amountDiffersStage(order.payment) !== "before_collection" ? (
          <SettledAtDelivery key={flag} payment={order.payment} />
        ) : isKnownOrderFlag(flag) ? (
          <Banner key={flag} tone="warning" title={t(`order.flag.${flag}.title`)}>
            <BlockStack gap="100">
              {flag === "AMOUNT_DIFFERS" && <AmountsThatDiffer payment={order.payment} />}
              <p>{t(`order.flag.${flag}.body`)}</p>
            </BlockStack>
          </Banner>
        ) : (
          <Banner key={flag} tone="info" title={t("order.flags.unknown")}>
            <p>{flag}</p>
          </Banner>
        ),
      )}
    </TitledCard>
  );
}

/** What the rider will collect against what the buyer now owes (decision 041). */
function AmountsThatDiffer({ payment }: { payment: OrderDetail["order"]["payment"] }) {
  const { t, money } = useI18n();
  if (payment.owedNowMinor === null || payment.stillToCollectMinor === null) return null;
  return (
    <p>
      <strong>
        {t("payment.amountDiffers", {
          collects: money(payment.stillToCollectMinor, payment.currency),
          owes: money(payment.owedNowMinor, payment.currency),
        })}
      </strong>
    </p>
  );
}

/**
 * An amount that differed, once the service collected (docs/decisions/073): what the rider collected against what
 * the buyer still owes, or is owed back, and what to do in Shopify. Nothing when the collection settled it.
 */
function SettledAtDelivery({ payment }: { payment: OrderDetail["order"]["payment"] }) {
  const { t, money } = useI18n();
  const stage = amountDiffersStage(payment);
  if (stage !== "shortfall" && stage !== "refund_due") return null;
  const story = stage === "shortfall" ? "shortfall" : "overCollected";
  const amount = stage === "shortfall" ? payment.shortfallMinor : payment.refundDueMinor;
  return (
    <Banner tone="warning" title={t(`order.${story}.title`)}>
      <BlockStack gap="100">
        <p>
          <strong>
            {t(`order.${story}.amounts`, {
              collected: money(payment.collectedMinor, payment.currency),
              amount: money(amount, payment.currency),
            })}
          </strong>
        </p>
        <p>{t(`order.${story}.body`)}</p>
      </BlockStack>
    </Banner>
  );
}
