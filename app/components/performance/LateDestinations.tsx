import { Form, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, Checkbox, List, Text } from "@shopify/polaris";
import { useState } from "react";
import { useI18n } from "~/i18n";
import type { LateDestination, LatenessPolicy } from "~/performance/browser";
import { TitledCard } from "~/components/TitledCard";
import { SubduedText } from "~/components/SubduedText";
import { usePerformanceFormat } from "./usePerformanceFormat";

/** The destinations delivered later than promised too often, and the merchant's switch to widen their dates at checkout. */
export function LateDestinations({
  late,
  policy,
  widenLateDates,
  saved,
}: {
  late: LateDestination[];
  policy: LatenessPolicy;
  widenLateDates: boolean;
  saved: boolean;
}) {
  const { t, tn } = useI18n();
  const { percent, place } = usePerformanceFormat();
  const [on, setOn] = useState(widenLateDates);
  const submitting = useNavigation().formData?.get("intent") === "widen";
  const terms = { share: percent(policy.lateShareAbove), days: policy.windowDays, min: policy.minDeliveries };
  return (
    <TitledCard title={t("performance.late.title")}>
      {late.length === 0 ? (
        <SubduedText>{t("performance.late.none", terms)}</SubduedText>
      ) : (
        <BlockStack gap="200">
          <Text as="p">{t("performance.late.intro", terms)}</Text>
          <div data-testid="late-destinations">
            <List>
              {late.map((destination) => (
                <List.Item key={destination.destinationKey}>
                  {t("performance.late.row", {
                    place: place(destination.label),
                    late: destination.late,
                    deliveries: destination.deliveries,
                    share: percent(destination.lateShare),
                    p90: tn("performance.days", destination.p90DaysLate),
                  })}
                  {widenLateDates &&
                    ` — ${t("performance.late.widenBy", { days: tn("performance.days", destination.widenDays) })}`}
                </List.Item>
              ))}
            </List>
          </div>
        </BlockStack>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="widen" />
        <input type="hidden" name="widenLateDates" value={on ? "on" : "off"} />
        <BlockStack gap="200">
          <Checkbox
            label={t("performance.late.widen")}
            helpText={t("performance.late.widenHelp", { max: policy.maxWidenDays })}
            checked={on}
            onChange={setOn}
          />
          <div>
            <Button submit loading={submitting}>
              {t("performance.late.save")}
            </Button>
          </div>
          {saved && (
            <Banner tone="success">
              <p>{t("performance.late.saved")}</p>
            </Banner>
          )}
        </BlockStack>
      </Form>
    </TitledCard>
  );
}
