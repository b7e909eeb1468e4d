import { Banner } from "@shopify/polaris";
import { useI18n } from "~/i18n";

/** Said on the dashboard only when some destination runs late too often (docs/decisions/047). */
export function LateDeliveriesCard({ count, widening }: { count: number; widening: boolean }) {
  const { t, tn } = useI18n();
  if (count === 0) return null;
  return (
    <Banner
      tone="warning"
      title={t("dashboard.late.title")}
      action={{ content: t("dashboard.late.open"), url: "/app/performance" }}
    >
      <p>{tn("dashboard.late.body", count)}</p>
      {widening && <p>{t("dashboard.late.widening")}</p>}
    </Banner>
  );
}
