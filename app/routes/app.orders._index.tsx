import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { BlockStack, Card, Page, Pagination, Text } from "@shopify/polaris";
import { useState } from "react";
import { listOrderSyncs, requireAdmin, runBulkOrderAction } from "~/admin";
import {
  BulkOrderActionSchema,
  type BulkOrderOutcome,
  orderFiltersQuery,
  parcelIdsOf,
  parseOrderFilters,
} from "~/admin/browser";
import { ConfirmModal } from "~/components/ConfirmModal";
import { LabelsError } from "~/components/labels/LabelsError";
import { useLabelsDownload } from "~/components/labels/use-labels-download";
import { BulkOutcomeBanner } from "~/components/orders/BulkOutcomeBanner";
import { OrderFiltersForm } from "~/components/orders/OrderFiltersForm";
import { PickupLabelsModal, waitingForPickup } from "~/components/orders/PickupLabels";
import { OrdersTable, type BulkIntent } from "~/components/orders/OrdersTable";
import { readForm } from "~/http";
import { useI18n } from "~/i18n";
import { pageTitle } from "~/i18n";
import { SubduedText } from "~/components/SubduedText";

export const meta = pageTitle("orders.title");

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const { shopDomain } = await requireAdmin(context, request);
  const filters = parseOrderFilters(new URL(request.url).searchParams);
  return { filters, page: await listOrderSyncs(context.app, shopDomain, filters) };
};

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const { shopDomain } = await requireAdmin(context, request);
  const form = await readForm(request);
  const bulk = BulkOrderActionSchema.safeParse({ intent: form.get("intent"), ids: form.getAll("id") });
  if (!bulk.success) throw new Response("Malformed bulk action", { status: 400 });
  return runBulkOrderAction(context.app, shopDomain, bulk.data);
};

export default function Orders() {
  const { filters, page } = useLoaderData<typeof loader>();
  const { t, tn } = useI18n();
  const fetcher = useFetcher<BulkOrderOutcome>();
  const [pending, setPending] = useState<{ intent: BulkIntent; ids: string[] } | null>(null);
  const confirm = () => {
    if (!pending) return;
    const data = new FormData();
    data.set("intent", pending.intent);
    pending.ids.forEach((id) => data.append("id", id));
    fetcher.submit(data, { method: "post" });
    setPending(null);
  };
  const labels = useLabelsDownload();
  const [pickup, setPickup] = useState(false);
  const waiting = waitingForPickup(page.orders);
  return (
    <Page
      title={t("orders.title")}
      primaryAction={{
        content: t("orders.pickupLabels.action"),
        disabled: waiting.length === 0,
        onAction: () => setPickup(true),
      }}
    >
      <BlockStack gap="400">
        {fetcher.data && <BulkOutcomeBanner outcome={fetcher.data} />}
        <LabelsError error={labels.error} />
        <Card>
          <OrderFiltersForm filters={filters} options={page.options} />
        </Card>
        <Card padding="0">
          <OrdersTable
            orders={page.orders}
            onBulkAction={(intent, ids) => setPending({ intent, ids })}
            onPrintLabels={(ids, format) => labels.download(parcelIdsOf(page.orders, ids), format)}
          />
        </Card>
        <BlockStack gap="200" inlineAlign="center">
          <SubduedText>{t("orders.pageOf", { page: page.page, pages: page.pageCount, total: page.total })}</SubduedText>
          <Pagination
            hasPrevious={page.page > 1}
            previousURL={`/app/orders${orderFiltersQuery(filters, { page: page.page - 1 })}`}
            hasNext={page.page < page.pageCount}
            nextURL={`/app/orders${orderFiltersQuery(filters, { page: page.page + 1 })}`}
            accessibilityLabels={{ previous: t("orders.previousPage"), next: t("orders.nextPage") }}
          />
        </BlockStack>
      </BlockStack>
      {pickup && (
        <PickupLabelsModal
          orders={waiting}
          loading={labels.loading}
          onPrint={async (format) => {
            await labels.download(
              waiting.map((order) => order.id),
              format,
            );
            setPickup(false);
          }}
          onClose={() => setPickup(false)}
        />
      )}
      {pending && (
        <ConfirmModal
          open
          title={tn(
            pending.intent === "bulk-send" ? "orders.bulk.confirmSend" : "orders.bulk.confirmRetry",
            pending.ids.length,
          )}
          confirmLabel={t(pending.intent === "bulk-send" ? "orders.bulk.send" : "orders.bulk.retry")}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        >
          <Text as="p">
            {t(pending.intent === "bulk-send" ? "orders.bulk.explainSend" : "orders.bulk.explainRetry")}
          </Text>
        </ConfirmModal>
      )}
    </Page>
  );
}
