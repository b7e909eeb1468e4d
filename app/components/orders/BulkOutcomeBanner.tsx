import { Banner } from "@shopify/polaris";
import { ordersDone, type BulkOrderOutcome } from "~/admin/browser";
import { useI18n } from "~/i18n";

type Result = BulkOrderOutcome["results"][number];

/**
 * What a bulk send or retry did: how many orders, a line for each refusal, and, for an order of several parcels, a
 * line for each of its parcels, named as the COD ledger names them (docs/decisions/086, 092).
 */
export function BulkOutcomeBanner({ outcome }: { outcome: BulkOrderOutcome }) {
  const { t, tn, tValue, has } = useI18n();
  const { intent, results } = outcome;
  const message = (result: Result) => {
    if (result.ok) return tValue("orders.bulk.parcelDone", intent);
    const code = result.code ?? "";
    return has("order.actions.error", code) ? tValue("order.actions.error", code) : (result.message ?? code);
  };
  return (
    <Banner
      tone={results.some((result) => !result.ok) ? "warning" : "success"}
      title={tn("orders.bulk.done", ordersDone(results))}
    >
      {results
        .filter((result) => !result.ok || result.parcel)
        .map((result) => {
          const order = result.parcel
            ? t("order.parcels.ofOrder", { order: result.orderName, ...result.parcel })
            : result.orderName;
          return <p key={result.id}>{t("orders.bulk.failure", { order, message: message(result) })}</p>;
        })}
    </Banner>
  );
}
