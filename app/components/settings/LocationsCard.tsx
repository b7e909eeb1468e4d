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
  const { t, country } = useI18n();
  if (section.state === "unavailable")
    return (
      <Card>
        <Banner tone="warning">
          <p>{t(section.message)}</p>
        </Banner>
      </Card>
    );
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="p" tone="subdued">
          {section.originCountryCode
            ? t("settings.locations.defaultRule", { country: country(section.originCountryCode) })
            : t("settings.locations.defaultRuleNoOrigin")}
        </Text>
        {section.locations.length === 0 ? (
          <Text as="p">{t("settings.locations.none")}</Text>
        ) : (
          <LocationsForm locations={section.locations} outcome={outcome} />
        )}
      </BlockStack>
    </Card>
  );
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
  const where = [location.address ?? t("settings.locations.noAddress"), country(location.countryCode)].join(" · ");
  return (
    // One line a location on a wide screen (the tick at its end); the tick under it on a phone.
    <div role="group" aria-labelledby={nameId}>
      <InlineGrid columns={{ xs: 1, md: "minmax(0, 1fr) auto" }} gap="200" alignItems="center">
        <BlockStack gap="050">
          <InlineStack gap="200" blockAlign="center">
            <Text as="h3" variant="headingSm" id={nameId}>
              {location.name}
            </Text>
            {!location.isFulfillmentService && (
              <Badge tone={ticked === location.defaultShips ? undefined : "info"}>
                {t(ticked === location.defaultShips ? "settings.locations.default" : "settings.locations.chosen")}
              </Badge>
            )}
          </InlineStack>
          <Text as="p" tone="subdued">
            {where}
          </Text>
        </BlockStack>
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
