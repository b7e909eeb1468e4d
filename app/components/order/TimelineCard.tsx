import { List, Text } from "@shopify/polaris";
import type { OrderDetail } from "~/admin";
import { useI18n } from "~/i18n";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";

type Entry = {
  key: string;
  occurredAt: string;
  eventType: string;
  previousState?: string | null;
  newState?: string | null;
  checkpointName?: string | null;
  checkpointCountry?: string | null;
};

/** The shipment's events as the app recorded them; the service's own timeline when the app has none yet. */
export function TimelineCard({ detail }: { detail: OrderDetail }) {
  const { t, tValue, dateTime, country } = useI18n();
  const live = detail.service.status === "ok" ? detail.service.order.shipment.timeline : [];
  const entries: Entry[] =
    detail.events.length > 0
      ? detail.events.map((event) => ({ key: event.id, ...event }))
      : live.map((event, index) => ({
          key: String(index),
          occurredAt: event.occurredAt,
          eventType: event.eventType,
          newState: event.newState,
        }));
  return (
    <TitledCard title={t("order.timeline.title")}>
      {entries.length === 0 ? (
        <SubduedText>{t("order.timeline.empty")}</SubduedText>
      ) : (
        <List type="number">
          {entries.map((entry) => (
            <List.Item key={entry.key}>
              <Text as="span" fontWeight="semibold">
                {dateTime(entry.occurredAt)}
              </Text>
              {" — "}
              {tValue("event", entry.eventType)}
              {entry.newState &&
                ` (${entry.previousState ? `${tValue("shipmentState", entry.previousState)} → ` : ""}${tValue("shipmentState", entry.newState)})`}
              {entry.checkpointName &&
                ` — ${t("order.timeline.checkpoint", { name: entry.checkpointName, country: country(entry.checkpointCountry) })}`}
            </List.Item>
          ))}
        </List>
      )}
    </TitledCard>
  );
}
