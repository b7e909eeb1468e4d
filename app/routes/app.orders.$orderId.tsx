import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { boundary } from "@shopify/shopify-app-remix/server";
import { Banner, BlockStack, InlineGrid, Page } from "@shopify/polaris";
import { inShopDays, invalidFormOutcome, OrderActionFormSchema } from "~/admin/browser";
import { getOrderDetail, requireAdmin, runOrderAction, type OrderDetail } from "~/admin";
import { BuyerCard } from "~/components/order/BuyerCard";
import { FiscalCard } from "~/components/order/FiscalCard";
import { LabelsCard } from "~/components/labels/LabelsCard";
import { OrderActions } from "~/components/order/OrderActions";
import { ParcelsCard } from "~/components/order/ParcelsCard";
import { ProblemsCard } from "~/components/order/ProblemsCard";
import { ServiceOrderCard } from "~/components/order/ServiceOrderCard";
import { ShopifyOrderCard } from "~/components/order/ShopifyOrderCard";
import { TimelineCard } from "~/components/order/TimelineCard";
import { OrderFollowUpCard } from "~/components/follow-up/OrderFollowUpCard";
import { NotFoundPage } from "~/components/NotFoundPage";
import { StateBadge } from "~/components/StateBadge";
import { buyerContactOf, getOrderFollowUp, telLink, whatsAppLink } from "~/follow-up";
import { openOrderPersonalData } from "~/order-record";
import { readForm } from "~/http";
import { useI18n } from "~/i18n";
import { pageTitle } from "~/i18n";
import { dayIn } from "~/i18n";
import { loadShopTerms } from "~/shops";
import { trackingPageForOrder } from "~/tracking";

export const meta = pageTitle(
  (data) => (data as { detail?: { order: { orderName: string } } } | undefined)?.detail?.order.orderName ?? "",
);

export const loader = async ({ request, params, context }: LoaderFunctionArgs) => {
  const { shopDomain, locale } = await requireAdmin(context, request);
  const ctx = context.app;
  const detail = await getOrderDetail(ctx, shopDomain, params.orderId ?? "", locale);
  if (!detail) throw new Response("Order not found", { status: 404 });
  // The record-payment form's day: the shop's today, in its time zone.
  const { timeZone } = await loadShopTerms(ctx, shopDomain);
  const followUp = await getOrderFollowUp(ctx, shopDomain, detail.order.id);
  return {
    detail,
    followUp,
    shopDomain,
    today: dayIn(ctx.now(), timeZone),
    contact: await buyerContact(ctx, shopDomain, detail),
  };
};

/** Ways to reach the buyer from the order page: a call, WhatsApp, and the tracking page the buyer sees once sent. */
async function buyerContact(ctx: LoaderFunctionArgs["context"]["app"], shopDomain: string, detail: OrderDetail) {
  const stored = await ctx.db.orderSync.findUniqueOrThrow({
    where: { id: detail.order.id },
    select: { id: true, trackingToken: true, shopifyOrderJson: true, customerPhone: true },
  });
  const opened = openOrderPersonalData(ctx.secrets, stored);
  // The number the call list would ring: the order's phones read in the shipping country, as E.164.
  const { phoneE164 } = buyerContactOf(opened.shopifyOrderJson, opened.customerPhone, "en");
  return {
    phoneE164,
    telUrl: phoneE164 ? telLink(phoneE164) : null,
    whatsAppUrl: phoneE164 ? whatsAppLink(phoneE164, "") : null,
    trackingUrl: detail.order.serviceOrderId ? await trackingPageForOrder(ctx, shopDomain, stored) : null,
  };
}

export const action = async ({ request, params, context }: ActionFunctionArgs) => {
  const { shopDomain } = await requireAdmin(context, request);
  const form = OrderActionFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success) return invalidFormOutcome(form.error);
  const ctx = context.app;
  const { timeZone } = await loadShopTerms(ctx, shopDomain);
  return runOrderAction(ctx, shopDomain, params.orderId ?? "", inShopDays(form.data, timeZone));
};

export default function OrderPage() {
  const { detail, followUp, shopDomain, today, contact } = useLoaderData<typeof loader>();
  const { t, money } = useI18n();
  const { order, service } = detail;
  const live = service.status === "ok" ? service.order : null;
  return (
    <Page
      title={order.orderName}
      titleMetadata={
        // Once the service holds the order, where the parcel is says more than "Sent" (a failed attempt, a return).
        order.syncState === "SENT" && order.shipmentState ? (
          <StateBadge kind="shipment" state={order.shipmentState} />
        ) : (
          <StateBadge kind="sync" state={order.syncState} />
        )
      }
      backAction={{ content: t("nav.orders"), url: "/app/orders" }}
    >
      <BlockStack gap="400">
        {service.status === "unavailable" && (
          <Banner tone="warning" title={t("order.service.unavailableTitle")}>
            <p>
              {service.code === "NOT_CONNECTED"
                ? t("order.service.notConnected")
                : t("order.service.unavailable", { message: service.message || service.code })}
            </p>
          </Banner>
        )}
        {order.collectRoundedDown && (
          <Banner tone="info" title={t("payment.roundedDown.title")}>
            <p>
              {t("payment.roundedDown.body", {
                owed: `${order.collectRoundedDown.owed} ${order.collectRoundedDown.currency}`,
                collected: money(order.collectRoundedDown.collectedMinor, order.collectRoundedDown.currency),
              })}
            </p>
          </Banner>
        )}
        {order.payment.heldForPayment && (
          <Banner tone="info" title={t("paymentStory.link_pending")}>
            <p>{t("payment.held")}</p>
          </Banner>
        )}
        <OrderActions
          actions={detail.actions}
          paymentLinkUrl={
            order.payment.story === "link_pending"
              ? (order.paymentLinkUrl ?? live?.payment?.paymentLinkUrl ?? null)
              : null
          }
          today={today}
        />
        <ProblemsCard order={order} guidance={detail.guidance} />
        <LabelsCard orderId={order.id} state={order.labels} reprint={order.labelReprint} />
        <ParcelsCard parcels={detail.parcels} currentId={order.id} />
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
          <ShopifyOrderCard order={order} shopDomain={shopDomain} contact={contact} />
          <ServiceOrderCard detail={detail} />
        </InlineGrid>
        {followUp && <OrderFollowUpCard orderId={order.id} followUp={followUp} today={today} />}
        <TimelineCard detail={detail} />
        {service.status !== "not_sent" && (
          <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
            <BuyerCard
              live={live}
              originCountryCode={detail.originCountryCode}
              taxIdWarning={order.flags.includes("TAX_ID_FORMAT_WARNING")}
            />
            <FiscalCard live={live} />
          </InlineGrid>
        )}
      </BlockStack>
    </Page>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage backUrl="/app/orders" />;
  return boundary.error(error);
}
