import { Form, useNavigate } from "@remix-run/react";
import { Banner, BlockStack, Button, ButtonGroup, FormLayout, InlineStack, TextField } from "@shopify/polaris";
import { useState } from "react";
import { useI18n } from "~/i18n/i18n-context";
import { PERIOD_PRESETS } from "~/performance/presets";

/**
 * The period: 7, 30 or 90 days in one click, or two dates as a GET form, so a period has its own
 * URL. Keyed by the period shown by its parent. The download covers the period shown.
 */
export function PerformancePeriod({
  query,
  shown,
}: {
  query: { days: string; from: string; to: string };
  shown: { from: string; to: string } | null;
}) {
  const { t } = useI18n();
  const [period, setPeriod] = useState({ from: query.from, to: query.to });
  // A client navigation: inside Shopify's admin it keeps the session, where a plain link would reload the frame.
  const navigate = useNavigate();
  const dateField = (end: "from" | "to") => (
    <TextField
      label={t(`codLedger.${end}`)}
      name={end}
      type="date"
      autoComplete="off"
      value={period[end]}
      onChange={(value) => setPeriod((current) => ({ ...current, [end]: value }))}
    />
  );
  return (
    <BlockStack gap="300">
      <nav aria-label={t("performance.presets")}>
        <ButtonGroup variant="segmented">
          {PERIOD_PRESETS.map((days) => (
            <Button key={days} onClick={() => navigate(`?days=${days}`)} pressed={query.days === String(days)}>
              {t(`performance.preset.${days}`)}
            </Button>
          ))}
        </ButtonGroup>
      </nav>
      <Form method="get">
        <FormLayout>
          <FormLayout.Group condensed>
            {dateField("from")}
            {dateField("to")}
          </FormLayout.Group>
          <InlineStack gap="300" blockAlign="start">
            <Button submit>{t("codLedger.apply")}</Button>
            {shown && <PerformanceCsvButton from={shown.from} to={shown.to} />}
          </InlineStack>
        </FormLayout>
      </Form>
    </BlockStack>
  );
}

/** Fetched, not linked: inside Shopify's admin App Bridge puts the session token on the app's own fetches. */
function PerformanceCsvButton({ from, to }: { from: string; to: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const download = async () => {
    setState("loading");
    try {
      const response = await fetch(`/app/performance/csv?${new URLSearchParams({ from, to })}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const name =
        /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "delivery-performance.csv";
      const url = URL.createObjectURL(await response.blob());
      const anchor = Object.assign(document.createElement("a"), { href: url, download: name });
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      URL.revokeObjectURL(url);
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return (
    <BlockStack gap="200">
      <Button onClick={download} loading={state === "loading"}>
        {t("codLedger.download")}
      </Button>
      {state === "failed" && (
        <Banner tone="critical">
          <p>{t("codLedger.downloadFailed")}</p>
        </Banner>
      )}
    </BlockStack>
  );
}
