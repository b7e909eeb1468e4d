import { BlockStack, DescriptionList, Link, Text } from "@shopify/polaris";
import type { OrderDetail } from "~/admin";
import { StateBadge } from "~/components/StateBadge";
import { SubduedText } from "~/components/SubduedText";
import { TitledCard } from "~/components/TitledCard";
import { useI18n } from "~/i18n";

type Parcel = OrderDetail["parcels"][number];

/**
 * An order shipped from several locations is several parcels, each a service order of its own (docs/decisions/076):
 * each with its items, what it collects, where it is and its tracking number. Shown only when there are several.
 */
export function ParcelsCard({ parcels, currentId }: { parcels: OrderDetail["parcels"]; currentId: string }) {
  const { t } = useI18n();
  if (parcels.length < 2) return null;
  return (
    <TitledCard title={t("order.parcels.title", { count: parcels.length })}>
      <SubduedText>{t("order.parcels.intro")}</SubduedText>
      {parcels.map((parcel) => (
        <ParcelView key={parcel.id} parcel={parcel} current={parcel.id === currentId} />
      ))}
    </TitledCard>
  );
}

function ParcelView({ parcel, current }: { parcel: Parcel; current: boolean }) {
  const { t, money } = useI18n();
  const title = current
    ? t("order.parcels.thisPage", { number: parcel.parcelNumber })
    : t("order.parcels.parcel", { number: parcel.parcelNumber });
  const collects =
    parcel.toCollectMinor && parcel.currency
      ? money(parcel.toCollectMinor, parcel.currency)
      : t("order.parcels.nothingToCollect");
  return (
    <BlockStack gap="100">
      <Text as="h3" variant="headingSm">
        {current ? title : <Link url={`/app/orders/${parcel.id}`}>{title}</Link>}
      </Text>
      <DescriptionList
        gap="tight"
        items={[
          { term: t("order.parcels.reference"), description: parcel.externalOrderRef },
          {
            term: t("order.parcels.items"),
            description:
              parcel.items.length > 0
                ? parcel.items.map((item) => t("order.shopify.item", item)).join(", ")
                : t("order.parcels.noItems"),
          },
          { term: t("order.parcels.toCollect"), description: collects },
          {
            term: t("order.parcels.state"),
            description:
              parcel.syncState === "SENT" && parcel.shipmentState ? (
                <StateBadge kind="shipment" state={parcel.shipmentState} />
              ) : (
                <StateBadge kind="sync" state={parcel.syncState} />
              ),
          },
          { term: t("order.parcels.tracking"), description: parcel.shipmentId ?? "—" },
        ]}
      />
    </BlockStack>
  );
}
