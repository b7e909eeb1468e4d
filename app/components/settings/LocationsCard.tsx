import { Form, useNavigation } from "@remix-run/react";
import {
  Badge,
  Banner,
  BlockStack,
  Button,
  Card,
  Checkbox,
  Divider,
  InlineGrid,
  InlineStack,
  Text,
} from "@shopify/polaris";
import { Fragment, useState } from "react";
import type { LocationRow, LocationsSection, SaveLocationsResult } from "~/admin/browser";
import { useI18n } from "~/i18n";

/**
 * Which of the shop's Shopify locations ship with the delivery service (docs/decisions/085): one line a location,
 * its address and country, a tick, and whether the tick is the default rule's or the merchant's. A fulfillment
 * service's location is shown with why it cannot be ticked. The server checks the ticks against Shopify's list.
 */
export function LocationsCard({ section, outcome }: { section: LocationsSection; outcome?: SaveLocationsResult }) {
  const { t } = useI18n();
  return (
    <Card>
      {section.state === "unavailable" ? (
        <Banner tone="warning">
          <p>{t(section.message)}</p>
        </Banner>
      ) : section.locations.length === 0 ? (
        <Text as="p">{t("settings.locations.none")}</Text>
      ) : (
        <LocationsForm locations={section.locations} outcome={outcome} />
      )}
    </Card>
  );
}

/** What the section says beside its card: what it decides, and the default rule with the service's country. */
export function locationsHelp(
  section: LocationsSection,
  t: ReturnType<typeof useI18n>["t"],
  country: ReturnType<typeof useI18n>["country"],
): string {
  if (section.state !== "ready") return t("settings.locations.help");
  const rule = section.originCountryCode
    ? t("settings.locations.defaultRule", { country: country(section.originCountryCode) })
    : t("settings.locations.defaultRuleNoOrigin");
  return `${t("settings.locations.help")} ${rule}`;
}

function LocationsForm({ locations, outcome }: { locations: LocationRow[]; outcome?: SaveLocationsResult }) {
  const { t } = useI18n();
  const choosable = locations.filter((location) => !location.isFulfillmentService);
  const [ticks, setTicks] = useState(() => Object.fromEntries(choosable.map((l) => [l.id, l.ships])));
  const submitting = useNavigation().formData?.get("intent") === "locations";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="locations" />
      <input type="hidden" name="locations" value={JSON.stringify(ticks)} />
      <BlockStack gap="300">
        {locations.map((location, index) => (
          <Fragment key={location.id}>
            {index > 0 && <Divider />}
            <LocationLine
              location={location}
              ticked={ticks[location.id] ?? false}
              onTick={(ships) => setTicks((current) => ({ ...current, [location.id]: ships }))}
            />
          </Fragment>
        ))}
        {outcome?.ok && (
          <Banner tone="success">
            <p>{t("settings.locations.saved")}</p>
          </Banner>
        )}
        {outcome && !outcome.ok && (
          <Banner tone="critical">
            <p>{t(outcome.error)}</p>
          </Banner>
        )}
        <InlineStack align="end">
          <Button submit loading={submitting}>
            {t("settings.locations.save")}
          </Button>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}

function LocationLine({
  location,
  ticked,
  onTick,
}: {
  location: LocationRow;
  ticked: boolean;
  onTick: (ships: boolean) => void;
}) {
  const { t, country } = useI18n();
  const nameId = `location-${location.id.split("/").pop()}`;
  // Street and city when Shopify has them, then the country: on the name's line, so a location takes two lines.
  const where = [location.address, country(location.countryCode)].filter(Boolean).join(" · ");
  return (
    // The tick at the line's end on a wide screen; under it on a phone.
    <div role="group" aria-labelledby={nameId}>
      <InlineGrid columns={{ xs: 1, md: "minmax(0, 1fr) auto" }} gap="100" alignItems="center">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h3" variant="headingSm" id={nameId}>
            {location.name}
          </Text>
          {!location.isFulfillmentService && (
            <Badge tone={ticked === location.defaultShips ? undefined : "info"}>
              {t(ticked === location.defaultShips ? "settings.locations.default" : "settings.locations.chosen")}
            </Badge>
          )}
          <Text as="span" tone="subdued">
            {where}
          </Text>
        </InlineStack>
        <Checkbox
          label={t("settings.locations.ships")}
          checked={location.isFulfillmentService ? false : ticked}
          disabled={location.isFulfillmentService}
          onChange={onTick}
        />
      </InlineGrid>
      {location.isFulfillmentService && (
        <Text as="p" tone="subdued">
          {t("settings.locations.fulfillmentService")}
        </Text>
      )}
    </div>
  );
}
