import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlockStack, Card, Page, Text } from "@shopify/polaris";
import { requireAdmin } from "~/admin";
import { loadLedgerPage } from "~/cod-ledger";
import { LedgerChart } from "~/components/cod-ledger/LedgerChart";
import { LedgerFigures } from "~/components/cod-ledger/LedgerFigures";
import { LedgerOrders } from "~/components/cod-ledger/LedgerOrders";
import { useI18n } from "~/i18n";
import { pageTitle } from "~/i18n";
import { PeriodForm } from "~/components/PeriodForm";
import { PeriodProblemBanner, ReportPeriodCard } from "~/components/ReportPeriod";
import { SubduedText } from "~/components/SubduedText";

export const meta = pageTitle("codLedger.title");

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { shopDomain } = await requireAdmin(context, request);
  return loadLedgerPage(context.app, shopDomain, new URL(request.url).searchParams);
};

export default function CodLedgerPage() {
  const { query, problem, ledger } = useLoaderData<typeof loader>();
  const { t, day } = useI18n();
  return (
    <Page title={t("codLedger.title")}>
      <BlockStack gap="400">
        <ReportPeriodCard intro="codLedger.intro" timeZone="codLedger.timeZone" asOf={ledger?.asOf ?? null}>
          <PeriodForm
            key={`${query.from}/${query.to}`}
            query={query}
            shown={ledger && { from: ledger.from, to: ledger.to }}
            csv={{ path: "/app/cod-ledger/csv", fileName: "cod-ledger.csv" }}
          />
        </ReportPeriodCard>
        <PeriodProblemBanner problem={problem} texts="codLedger.error" />
        {ledger && ledger.currencies.length === 0 && (
          <Card>
            <SubduedText>{t("codLedger.none")}</SubduedText>
          </Card>
        )}
        {ledger?.currencies.map((entry) => (
          <Card key={entry.currency}>
            <BlockStack gap="400">
              <Text
                as="h2"
                variant="headingMd"
              >{`${entry.currency} · ${t("codLedger.period", { from: day(ledger.from), to: day(ledger.to) })}`}</Text>
              <LedgerFigures entry={entry} help />
              <Text as="h3" variant="headingSm">
                {t("codLedger.chart.title")}
              </Text>
              <LedgerChart currency={entry.currency} byDay={entry.collected.byDay} />
            </BlockStack>
          </Card>
        ))}
        {ledger && ledger.currencies.length > 0 && (
          <>
            <LedgerOrders section="needsLook" orders={ledger.orders.needsLook} total={ledger.counts.needsLook} />
            <LedgerOrders section="onTheRoad" orders={ledger.orders.onTheRoad} total={ledger.counts.onTheRoad} />
            <LedgerOrders section="collected" orders={ledger.orders.collected} total={ledger.counts.collected} />
          </>
        )}
      </BlockStack>
    </Page>
  );
}
