import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Banner, BlockStack, Layout, Page } from "@shopify/polaris";
import { getDashboardSummary, getMissedCheckoutSummary, requireAdmin } from "~/admin";
import { MissedCheckout } from "~/components/dashboard/MissedCheckout";
import { sendOrderNow } from "~/orders";
import { getCodLedger, parseShopLedgerPeriod } from "~/cod-ledger";
import { DEFAULT_LEDGER_DAYS } from "~/cod-ledger/browser";
import { CheckoutHealth } from "~/components/dashboard/CheckoutHealth";
import { CodLedgerCard } from "~/components/dashboard/CodLedgerCard";
import { LateDeliveriesCard } from "~/components/dashboard/LateDeliveriesCard";
import { getDashboardLateness } from "~/performance";
import { NeedsYouNow } from "~/components/dashboard/NeedsYouNow";
import { ShipmentCounts } from "~/components/dashboard/ShipmentCounts";
import { CallList } from "~/components/follow-up/CallList";
import { getCallList } from "~/follow-up";
import { readForm } from "~/http";
import { useI18n } from "~/i18n";
import { pageTitle } from "~/i18n";
import { dayIn } from "~/i18n";

export const meta = pageTitle("dashboard.title");

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { shopDomain, locale } = await requireAdmin(context, request);
  const ctx = context.app;
  const { period, terms } = await parseShopLedgerPeriod(ctx, shopDomain, {});
  const [summary, ledger, missed, calls, lateness] = await Promise.all([
    getDashboardSummary(ctx, shopDomain, locale),
    period.ok ? getCodLedger(ctx, shopDomain, period.period) : null,
    getMissedCheckoutSummary(ctx, shopDomain),
    getCallList(ctx, shopDomain),
    getDashboardLateness(ctx, shopDomain),
  ]);
  // The ledger's figures only: the orders behind them are on the ledger's own page.
  return {
    summary,
    missed,
    codLedger: ledger && { days: DEFAULT_LEDGER_DAYS, currencies: ledger.currencies },
    calls,
    today: dayIn(ctx.now(), terms.timeZone),
    lateness,
  };
};

/** "Send with this delivery service" on an order that missed the app at checkout. */
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const { shopDomain } = await requireAdmin(context, request);
  const form = await readForm(request);
  if (form.get("intent") !== "send-missed") throw new Response("Unknown form", { status: 400 });
  const ctx = context.app;
  const orderId = String(form.get("orderId") ?? "");
  const result = await sendOrderNow(ctx, shopDomain, orderId);
  const row = result.ok
    ? await ctx.db.orderSync.findUnique({ where: { id: orderId }, select: { orderName: true } })
    : null;
  return { sent: row?.orderName ?? null };
};

export default function Dashboard() {
  const { summary, missed, codLedger, calls, today, lateness } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <Page title={t("dashboard.title")}>
      <BlockStack gap="400">
        {!summary?.connected && (
          <Banner
            tone="warning"
            title={t("dashboard.notConnected.title")}
            action={{ content: t("dashboard.notConnected.action"), url: "/app/settings" }}
          >
            <p>{t("dashboard.notConnected.body")}</p>
          </Banner>
        )}
        {summary && (
          <Layout>
            <Layout.Section>
              <NeedsYouNow summary={summary} callsWaiting={calls?.total ?? 0} />
            </Layout.Section>
            {calls && (
              <Layout.Section>
                <CallList list={calls} today={today} />
              </Layout.Section>
            )}
            {lateness && lateness.count > 0 && (
              <Layout.Section>
                <LateDeliveriesCard count={lateness.count} widening={lateness.widening} />
              </Layout.Section>
            )}
            {missed && (
              <Layout.Section>
                <MissedCheckout summary={missed} sent={outcome?.sent ?? undefined} />
              </Layout.Section>
            )}
            <Layout.Section>
              <ShipmentCounts counts={summary.shipmentCounts} />
            </Layout.Section>
            {codLedger && (
              <Layout.Section>
                <CodLedgerCard days={codLedger.days} currencies={codLedger.currencies} />
              </Layout.Section>
            )}
            <Layout.Section>
              <CheckoutHealth health={summary.checkout} />
            </Layout.Section>
          </Layout>
        )}
      </BlockStack>
    </Page>
  );
}
