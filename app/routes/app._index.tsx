import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Banner, BlockStack, Layout, Page } from "@shopify/polaris";
import { getDashboardSummary } from "~/admin/dashboard-summary.server";
import { requireAdmin } from "~/admin/require-admin.server";
import { CheckoutHealth } from "~/components/dashboard/CheckoutHealth";
import { NeedsYouNow } from "~/components/dashboard/NeedsYouNow";
import { ShipmentCounts } from "~/components/dashboard/ShipmentCounts";
import { getAppContext } from "~/context.server";
import { useI18n } from "~/i18n/i18n-context";
import { pageTitle } from "~/i18n/page-title";

export const meta = pageTitle("dashboard.title");

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const { shopDomain } = await requireAdmin(request);
  return { summary: await getDashboardSummary(getAppContext(), shopDomain) };
};

export default function Dashboard() {
  const { summary } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <Page title={t("dashboard.title")}>
      <BlockStack gap="400">
        {!summary?.connected && (
          <Banner tone="warning" title={t("dashboard.notConnected.title")} action={{ content: t("dashboard.notConnected.action"), url: "/app/settings" }}>
            <p>{t("dashboard.notConnected.body")}</p>
          </Banner>
        )}
        {summary && (
          <Layout>
            <Layout.Section>
              <NeedsYouNow summary={summary} />
            </Layout.Section>
            <Layout.Section>
              <ShipmentCounts counts={summary.shipmentCounts} />
            </Layout.Section>
            <Layout.Section>
              <CheckoutHealth health={summary.checkout} />
            </Layout.Section>
          </Layout>
        )}
      </BlockStack>
    </Page>
  );
}
