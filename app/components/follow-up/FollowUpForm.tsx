import { useFetcher } from "@remix-run/react";
import { Banner, Button, InlineStack, Select, TextField } from "@shopify/polaris";
import { useState } from "react";
import {
  FOLLOW_UP_OUTCOMES,
  MAX_AGREED_DAYS_AHEAD,
  MAX_FOLLOW_UPS_PER_ORDER,
  type FollowUpResult,
} from "~/follow-up/browser";
import { useI18n } from "~/i18n";

/** Records what was done about one order's failed delivery; the page's data reloads after it. */
export function FollowUpForm({ orderId, seenAt, today }: { orderId: string; seenAt: string; today: string }) {
  const { t, tValue } = useI18n();
  const fetcher = useFetcher<FollowUpResult>();
  // No outcome chosen in advance: one click must never record a call that did not happen.
  const [outcome, setOutcome] = useState<string>("");
  const [agreedDay, setAgreedDay] = useState("");
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" action={`/app/follow-up/${orderId}`} data-follow-up-form={orderId}>
      <input type="hidden" name="intent" value="record" />
      <input type="hidden" name="seenAt" value={seenAt} />
      <InlineStack gap="200" blockAlign="end">
        <Select
          label={t("followUp.outcomeLabel")}
          name="outcome"
          options={FOLLOW_UP_OUTCOMES.map((value) => ({ value, label: tValue("followUp.outcome", value) }))}
          placeholder={t("followUp.outcomePlaceholder")}
          value={outcome}
          onChange={setOutcome}
        />
        {outcome === "NEW_DATE_AGREED" && (
          <TextField
            label={t("followUp.agreedDay")}
            name="agreedDay"
            type="date"
            min={today}
            autoComplete="off"
            value={agreedDay}
            onChange={setAgreedDay}
            requiredIndicator
          />
        )}
        <Button submit disabled={!outcome} loading={fetcher.state !== "idle"}>
          {t("followUp.record")}
        </Button>
      </InlineStack>
      {result && (
        <div style={{ marginTop: "var(--p-space-200)" }} data-follow-up-result>
          {result.ok ? (
            <Banner tone={result.newerEvent ? "warning" : "success"}>
              <p>{result.newerEvent ? t("followUp.newerEvent") : t("followUp.recorded")}</p>
            </Banner>
          ) : (
            <Banner tone="critical">
              <p>
                {tValue("followUp.problem", result.code, {
                  days: MAX_AGREED_DAYS_AHEAD,
                  max: MAX_FOLLOW_UPS_PER_ORDER,
                })}
              </p>
            </Banner>
          )}
        </div>
      )}
    </fetcher.Form>
  );
}
