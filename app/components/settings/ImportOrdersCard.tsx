import { useNavigation, useRevalidator, useSubmit } from "@remix-run/react";
import { Banner, BlockStack, Button, Card, InlineStack, ProgressBar, Text, TextField } from "@shopify/polaris";
import { useEffect, useState } from "react";
import type { ImportActionResult, ImportCardState } from "~/admin";
import { useI18n } from "~/i18n";

const REFRESH_MS = 2000;

/**
 * Orders placed before the app was connected: how many the rules select, a button to send them, and the progress.
 * Its title and what it does are the settings section's (app/routes/app.settings.tsx).
 */
export function ImportOrdersCard({
  state,
  outcome,
}: {
  state: NonNullable<ImportCardState>;
  outcome?: ImportActionResult;
}) {
  const { t, tn, number } = useI18n();
  const [days, setDays] = useState(String(state.latest?.days ?? state.defaultDays));
  const busy = useNavigation().formData?.get("intent") === "import";
  const latest = state.latest;
  const running = latest?.state === "RUNNING";
  const revalidator = useRevalidator();
  const submit = useSubmit();
  const start = (send: boolean) => submit({ intent: "import", days, send: send ? "yes" : "no" }, { method: "post" });
  // While an import runs, the page reads its progress again every few seconds.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  return (
    <Card>
      <BlockStack gap="300">
        {outcome && !outcome.ok && (
          <Banner tone="critical">
            <p>{t(outcome.error, { max: state.maxDays })}</p>
          </Banner>
        )}
        {latest && running && (
          <BlockStack gap="200">
            <Text as="p">
              {t(latest.dryRun ? "settings.import.counting" : "settings.import.sending", {
                days: latest.days,
                pages: number(latest.pagesRead),
                read: number(latest.ordersRead),
                queued: number(latest.ordersQueued),
              })}
            </Text>
            <ProgressBar progress={latest.pagesRead === 0 ? 5 : 50} size="small" />
          </BlockStack>
        )}
        {latest?.state === "DONE" && latest.dryRun && (
          <Text as="p" variant="headingSm">
            {tn("settings.import.matching", latest.ordersMatching, { days: latest.days })}
          </Text>
        )}
        {latest?.state === "DONE" && !latest.dryRun && (
          <Banner tone="success">
            <p>
              {t("settings.import.done", {
                queued: number(latest.ordersQueued),
                known: number(latest.ordersKnown),
                days: latest.days,
              })}
            </p>
          </Banner>
        )}
        {latest?.state === "FAILED" && (
          <Banner tone="warning" title={t("settings.import.failedTitle")}>
            <p>{t("settings.import.failed", { error: latest.error ?? "" })}</p>
          </Banner>
        )}
        <InlineStack gap="300" blockAlign="end">
          <div style={{ maxWidth: "10rem" }}>
            <TextField
              label={t("settings.import.days")}
              type="number"
              min={1}
              max={state.maxDays}
              autoComplete="off"
              value={days}
              onChange={setDays}
            />
          </div>
          <Button onClick={() => start(false)} disabled={running} loading={busy}>
            {t("settings.import.count")}
          </Button>
          <Button
            variant="primary"
            onClick={() => start(true)}
            disabled={running || (latest?.dryRun === true && latest.state === "DONE" && latest.ordersMatching === 0)}
            loading={busy}
          >
            {t("settings.import.send")}
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
