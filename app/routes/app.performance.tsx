import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Banner, BlockStack, Card, Page, Text } from "@shopify/polaris";
import { requireAdmin } from "~/admin";
import { DeliveriesChart } from "~/components/performance/DeliveriesChart";
import { LateDestinations } from "~/components/performance/LateDestinations";
import { OnTimeChart } from "~/components/performance/OnTimeChart";
import { PerformanceFigures } from "~/components/performance/PerformanceFigures";
import { PerformancePeriod } from "~/components/performance/PerformancePeriod";
import { PerformanceTable } from "~/components/performance/PerformanceTable";
import { PeriodProblemBanner, ReportPeriodCard } from "~/components/ReportPeriod";
import { SubduedText } from "~/components/SubduedText";
import { readForm } from "~/http";
import { useI18n } from "~/i18n";
import { pageTitle } from "~/i18n";
import { MAX_REPORT_ORDERS, loadPerformancePage, saveWidenLateDates } from "~/performance";

export const meta = pageTitle("performance.title");

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { shopDomain } = await requireAdmin(context, request);
  const page = await loadPerformancePage(context.app, shopDomain, new URL(request.url).searchParams, request.signal);
  // A long report waits for the heavy-work pool; when it is full the page says so, and so does the status.
  const headers = page.busy ? { "Retry-After": String(page.busy.retryAfterSec) } : undefined;
  return data({ ...page, maxOrders: MAX_REPORT_ORDERS }, { status: page.busy ? 503 : 200, headers });
};

/** The merchant's switch: widen the dates shown at checkout where deliveries run late (decision 047). */
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const { shopDomain } = await requireAdmin(context, request);
  const form = await readForm(request);
  if (form.get("intent") !== "widen") throw new Response("Unknown form", { status: 400 });
  await saveWidenLateDates(context.app, shopDomain, form.get("widenLateDates") === "on");
  return { saved: true };
};

export default function PerformancePage() {
  const { query, problem, report, late, widenLateDates, policy, maxOrders, busy } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t, day } = useI18n();
  return (
    <Page title={t("performance.title")}>
      <BlockStack gap="400">
        <ReportPeriodCard intro="performance.intro" timeZone="performance.timeZone" asOf={report?.asOf ?? null}>
          <PerformancePeriod
            key={`${query.days}/${query.from}/${query.to}`}
            query={query}
            shown={report && { from: report.from, to: report.to }}
          />
        </ReportPeriodCard>
        {busy && (
          <Banner tone="warning">
            <p>{t("performance.busy", { seconds: busy.retryAfterSec })}</p>
          </Banner>
        )}
        <PeriodProblemBanner problem={problem} texts="performance.error" />
        <LateDestinations late={late} policy={policy} widenLateDates={widenLateDates} saved={Boolean(outcome?.saved)} />
        {report && (
          <Card>
            <BlockStack gap="400">
              <Text as="h2" variant="headingMd">
                {t("performance.period", { from: day(report.from), to: day(report.to) })}
              </Text>
              {report.truncated && (
                <Banner tone="warning">
                  <p>{t("performance.truncated", { max: maxOrders })}</p>
                </Banner>
              )}
              {report.all.shipped === 0 ? (
                <SubduedText>{t("performance.none")}</SubduedText>
              ) : (
                <PerformanceFigures figures={report.all} />
              )}
              <Text as="h3" variant="headingSm">
                {t("performance.chart.title")}
              </Text>
              <DeliveriesChart byDay={report.deliveredByDay} />
              {report.byCity.some((city) => city.onTimeShare !== null) && (
                <>
                  <Text as="h3" variant="headingSm">
                    {t("performance.chart.onTime")}
                  </Text>
                  <OnTimeChart cities={report.byCity} />
                </>
              )}
            </BlockStack>
          </Card>
        )}
        {report && report.all.shipped > 0 && (
          <>
            <PerformanceTable section="payment" groups={report.byPayment} total={report.byPayment.length} />
            <PerformanceTable section="country" groups={report.byCountry} total={report.byCountry.length} />
            <PerformanceTable section="region" groups={report.byRegion} total={report.totals.byRegion} />
            <PerformanceTable section="city" groups={report.byCity} total={report.totals.byCity} />
          </>
        )}
      </BlockStack>
    </Page>
  );
}
