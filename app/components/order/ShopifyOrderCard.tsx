import { BlockStack, DescriptionList, InlineStack, Link } from "@shopify/polaris";
import type { OrderDetail } from "~/admin";
import { StateBadge } from "~/components/StateBadge";
import { useI18n } from "~/i18n";
import { TitledCard } from "~/components/TitledCard";
import { HeadedList } from "~/components/HeadedList";
import { SubduedText } from "~/components/SubduedText";

/** The Shopify side: the order as Shopify last sent it, and what the app decided about its payment. */
export function ShopifyOrderCard({
  order,
  shopDomain,
  contact,
}: {
  order: OrderDetail["order"];
  shopDomain: string;
  /** Links to reach the buyer: a call, WhatsApp, the buyer's tracking page (null where there is none). */
  contact: { phoneE164: string | null; telUrl: string | null; whatsAppUrl: string | null; trackingUrl: string | null };
}) {
  const { t, tValue, money, dateTime, phone } = useI18n();
  const shopify = order.shopify;
  const store = shopDomain.replace(/\.myshopify\.com$/, "");
  const items = [
    { term: t("order.shopify.created"), description: dateTime(order.createdAt) },
    { term: t("order.shopify.sync"), description: <StateBadge kind="sync" state={order.syncState} /> },
    {
      term: t("order.shopify.financialStatus"),
      description: tValue("financialStatus", order.payment.shopifyFinancialStatus),
    },
    { term: t("order.shopify.gateways"), description: shopify?.gateways.join(", ") || "—" },
    { term: t("order.shopify.total"), description: money(shopify?.totalMinor, shopify?.currency) },
    { term: t("payment.story"), description: tValue("paymentStory", order.payment.story) },
    {
      term: t("payment.stillToCollect"),
      description: money(order.payment.stillToCollectMinor, order.payment.currency),
    },
    {
      term: t("order.shopify.customer"),
      description: [shopify?.customerName, shopify?.businessName].filter(Boolean).join(" — ") || "—",
    },
    { term: t("order.shopify.phone"), description: phone(shopify?.phone ?? order.customerPhone) },
    { term: t("order.shopify.address"), description: shopify?.address || "—" },
    { term: t("order.shopify.shippingMethod"), description: shopify?.shippingMethod ?? "—" },
    ...(shopify?.attributes ?? []).map((attribute) => ({
      term: attribute.name || t("order.shopify.attribute"),
      description: attribute.value,
    })),
    { term: t("order.shopify.reference"), description: order.externalOrderRef },
  ];
  return (
    <TitledCard title={t("order.shopify.title")}>
      {!shopify && <SubduedText>{t("order.shopify.erased")}</SubduedText>}
      <DescriptionList items={items} />
      {shopify && shopify.items.length > 0 && (
        <HeadedList
          title={t("order.shopify.items")}
          items={shopify.items.map((item, index) => ({
            key: index,
            text: t("order.shopify.item", { quantity: item.quantity, name: item.name }),
          }))}
        />
      )}
      <BlockStack gap="200">
        {contact.telUrl && contact.whatsAppUrl && (
          <InlineStack gap="400">
            <Link url={contact.telUrl} target="_top" removeUnderline={false}>
              {t("followUp.call", { phone: phone(contact.phoneE164) })}
            </Link>
            <Link url={contact.whatsAppUrl} target="_blank">
              {t("followUp.whatsApp")}
            </Link>
          </InlineStack>
        )}
        {contact.trackingUrl && (
          <Link url={contact.trackingUrl} target="_blank">
            {t("order.trackingPage")}
          </Link>
        )}
        <Link url={`https://admin.shopify.com/store/${store}/orders/${order.shopifyOrderId}`} target="_top">
          {t("order.shopify.open")}
        </Link>
      </BlockStack>
    </TitledCard>
  );
}
