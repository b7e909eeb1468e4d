/** @jsxImportSource preact */
// The pragma above keeps this file on Preact's JSX when the app's tsconfig (React) checks it too.
import "@shopify/ui-extensions/preact";
import type { Api } from "@shopify/ui-extensions/admin.order-details.print-action.render";
import { useEffect, useState } from "preact/hooks";
import { requestLabels, type LabelFormat, type LabelsLoad } from "./request-labels";

/** Both print targets give the same API (PrintActionExtensionApi): the selected orders and i18n. */
export type PrintActionApi = Pick<Api, "data" | "i18n">;

/**
 * The print action's content: a choice of format and the labels' link as `src` once the app
 * answered; while there is no link the admin keeps its Print button disabled.
 */
export function LabelsPrintAction({ admin }: { admin: PrintActionApi }) {
  const { i18n, data } = admin;
  const orderIds = data.selected.map((resource) => resource.id);
  const [format, setFormat] = useState<LabelFormat>("thermal");
  const [load, setLoad] = useState<LabelsLoad | null>(null);

  useEffect(() => {
    let current = true;
    setLoad(null);
    // localeCode says which locale file the admin chose: a refusal comes in the same language.
    requestLabels(fetch, orderIds, format, i18n.translate("localeCode")).then((answer) => {
      if (current) setLoad(answer);
    });
    return () => {
      current = false;
    };
  }, [orderIds.join(","), format]);

  return (
    <s-admin-print-action src={load?.status === "ok" ? load.url : undefined}>
      <s-stack direction="block" gap="base">
        <s-select
          label={i18n.translate("format.label")}
          value={format}
          onChange={(event) => setFormat(event.currentTarget.value === "a4" ? "a4" : "thermal")}
        >
          <s-option value="thermal">{i18n.translate("format.thermal")}</s-option>
          <s-option value="a4">{i18n.translate("format.a4")}</s-option>
        </s-select>
        {load === null && <s-spinner accessibilityLabel={i18n.translate("loading")} />}
        {load?.status === "ok" && <s-text>{i18n.translate("ready", { count: load.count })}</s-text>}
        {load?.status === "refused" && <s-banner tone="warning">{load.message}</s-banner>}
        {load?.status === "error" && <s-banner tone="critical">{i18n.translate("loadFailed")}</s-banner>}
      </s-stack>
    </s-admin-print-action>
  );
}
