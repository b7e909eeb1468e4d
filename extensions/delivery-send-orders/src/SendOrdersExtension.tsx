/** @jsxImportSource preact */
// The pragma above keeps this file on Preact's JSX when the app's tsconfig (React) checks it too.
import "@shopify/ui-extensions/preact";
import type { Api } from "@shopify/ui-extensions/admin.order-index.selection-action.render";
import { render } from "preact";
import { useState } from "preact/hooks";
import { resultLines } from "./result-lines";
import { MAX_SELECTED_ORDERS, sendOrders, type SendRun } from "./send-orders-api";

// The admin gives each target a `shopify` global, read through one typed line under another name
// (`shopify app dev` may generate a shopify.d.ts declaring `shopify`; the two must not clash).
const admin = (globalThis as unknown as { shopify: Api }).shopify;
const t = (key: string, replacements?: Record<string, string | number>) => admin.i18n.translate(key, replacements);

export default async () => {
  render(<SendOrders />, document.body);
};

function SendOrders() {
  const orderGids = admin.data.selected.map((selected) => selected.id);
  const [running, setRunning] = useState(false);
  const [run, setRun] = useState<SendRun | null>(null);

  if (run?.status === "ok") return <Results run={run} />;

  const problem =
    orderGids.length === 0
      ? t("noneSelected")
      : orderGids.length > MAX_SELECTED_ORDERS
        ? t("tooMany", { max: MAX_SELECTED_ORDERS })
        : null;
  const send = async () => {
    setRunning(true);
    // The locale file's code, so the app writes each order's reason in the same language.
    setRun(await sendOrders(fetch, orderGids, t("localeCode")));
    setRunning(false);
  };
  return (
    <s-admin-action heading={t("heading")}>
      <s-stack direction="block" gap="base">
        <s-text>{t("selected", { count: orderGids.length })}</s-text>
        <s-paragraph>{t("explain")}</s-paragraph>
        {problem && <s-banner tone="warning">{problem}</s-banner>}
        {run && <s-banner tone="critical">{t("requestFailed")}</s-banner>}
      </s-stack>
      <s-button slot="primary-action" variant="primary" disabled={Boolean(problem)} loading={running} onClick={send}>
        {t("send")}
      </s-button>
      <s-button slot="secondary-actions" disabled={running} onClick={() => admin.close()}>
        {t("cancel")}
      </s-button>
    </s-admin-action>
  );
}

function Results({ run }: { run: Extract<SendRun, { status: "ok" }> }) {
  const { summary, lines } = resultLines(t, run.result);
  return (
    <s-admin-action heading={t("heading")}>
      <s-stack direction="block" gap="base">
        <s-text type="strong">{summary}</s-text>
        {run.result.queued > 0 && <s-text color="subdued">{t("queuedNote")}</s-text>}
        <s-table>
          <s-table-header-row>
            <s-table-header>{t("orderColumn")}</s-table-header>
            <s-table-header>{t("resultColumn")}</s-table-header>
            <s-table-header>{t("whyColumn")}</s-table-header>
          </s-table-header-row>
          <s-table-body>
            {lines.map((line) => (
              <s-table-row key={line.key}>
                <s-table-cell>{line.order}</s-table-cell>
                <s-table-cell>
                  <s-badge tone={line.tone}>{line.label}</s-badge>
                </s-table-cell>
                <s-table-cell>{line.message}</s-table-cell>
              </s-table-row>
            ))}
          </s-table-body>
        </s-table>
      </s-stack>
      <s-button slot="primary-action" onClick={() => admin.close()}>
        {t("close")}
      </s-button>
    </s-admin-action>
  );
}
