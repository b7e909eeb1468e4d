/** @jsxImportSource preact */
// The pragma above keeps this file on Preact's JSX when the app's tsconfig (React) checks it too.
import "@shopify/ui-extensions/preact";
import type { Api } from "@shopify/ui-extensions/admin.order-details.action.render";
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { actionTexts } from "./action-texts";
import {
  loadOrderActions,
  runOrderAction,
  type ActionRun,
  type ActionsLoad,
  type OrderAction,
  type OrderActionsView,
} from "./order-actions-api";

// The admin gives each target a `shopify` global, read through one typed line under another name
// (`shopify app dev` may generate a shopify.d.ts declaring `shopify`; the two must not clash).
const admin = (globalThis as unknown as { shopify: Api }).shopify;
const t = (key: string, replacements?: Record<string, string | number>) => admin.i18n.translate(key, replacements);
// Which locale file the admin chose: the app answers its sentences (refusals, advice) in the same language.
const locale = () => t("localeCode");

export default async () => {
  render(<OrderActions />, document.body);
};

type Step =
  | { name: "choose" }
  | { name: "confirm"; action: OrderAction }
  | { name: "running"; action: OrderAction }
  | { name: "result"; action: OrderAction; run: ActionRun };

function OrderActions() {
  const orderGid = admin.data.selected[0]?.id;
  const [load, setLoad] = useState<ActionsLoad | null>(null);
  const [step, setStep] = useState<Step>({ name: "choose" });
  const [reason, setReason] = useState("");

  const reload = () => {
    setLoad(null);
    setStep({ name: "choose" });
    if (!orderGid) return setLoad({ status: "error", reason: "invalid" });
    loadOrderActions(fetch, orderGid, locale()).then(setLoad);
  };
  useEffect(reload, [orderGid]);

  if (!load) return <s-admin-action heading={t("headingUnknown")} loading />;
  if (load.status !== "ok") {
    const message = load.status === "not_found" ? t("notFound") : t("loadFailed");
    return (
      <s-admin-action heading={t("headingUnknown")}>
        <s-text tone={load.status === "not_found" ? "neutral" : "critical"}>{message}</s-text>
        <s-button slot="primary-action" onClick={() => admin.close()}>
          {t("close")}
        </s-button>
      </s-admin-action>
    );
  }
  const heading = t("heading", { order: load.view.orderName });
  if (step.name === "choose")
    return <Choose heading={heading} view={load.view} onPick={(action) => setStep({ name: "confirm", action })} />;
  if (step.name === "result") return <Result heading={heading} run={step.run} onBack={reload} />;

  const texts = actionTexts(t, step.action);
  const running = step.name === "running";
  const confirm = async () => {
    setStep({ name: "running", action: step.action });
    const run = await runOrderAction(fetch, { orderGid: orderGid!, action: step.action, reason, locale: locale() });
    setStep({ name: "result", action: step.action, run });
  };
  return (
    <s-admin-action heading={texts.confirmTitle}>
      <s-stack direction="block" gap="base">
        <s-paragraph>{texts.explain}</s-paragraph>
        {step.action === "cancel" && (
          <s-text-area
            label={t("cancelReason")}
            value={reason}
            maxLength={500}
            rows={2}
            onInput={(event) => setReason(event.currentTarget.value ?? "")}
          />
        )}
      </s-stack>
      <s-button
        slot="primary-action"
        variant="primary"
        tone={texts.destructive ? "critical" : "auto"}
        loading={running}
        onClick={confirm}
      >
        {texts.confirm}
      </s-button>
      <s-button slot="secondary-actions" disabled={running} onClick={() => setStep({ name: "choose" })}>
        {t("back")}
      </s-button>
    </s-admin-action>
  );
}

function Choose({
  heading,
  view,
  onPick,
}: {
  heading: string;
  view: OrderActionsView;
  onPick: (a: OrderAction) => void;
}) {
  const [first, ...others] = view.actions;
  return (
    <s-admin-action heading={heading}>
      <s-stack direction="block" gap="base">
        <s-paragraph>{first ? t("choose") : t("noAction")}</s-paragraph>
        {view.paymentLinkUrl && <PaymentLink url={view.paymentLinkUrl} />}
        {others.length > 0 && (
          <s-stack direction="inline" gap="base">
            {others.map((action) => {
              const texts = actionTexts(t, action);
              return (
                <s-button key={action} tone={texts.destructive ? "critical" : "auto"} onClick={() => onPick(action)}>
                  {texts.button}
                </s-button>
              );
            })}
          </s-stack>
        )}
      </s-stack>
      {first ? (
        <s-button slot="primary-action" tone={first === "cancel" ? "critical" : "auto"} onClick={() => onPick(first)}>
          {actionTexts(t, first).button}
        </s-button>
      ) : (
        <s-button slot="primary-action" onClick={() => admin.close()}>
          {t("close")}
        </s-button>
      )}
      <s-button slot="secondary-actions" onClick={() => admin.close()}>
        {t("close")}
      </s-button>
    </s-admin-action>
  );
}

function Result({ heading, run, onBack }: { heading: string; run: ActionRun; onBack: () => void }) {
  return (
    <s-admin-action heading={heading}>
      {run.status === "done" ? (
        <s-stack direction="block" gap="base">
          <s-banner tone={run.partial ? "warning" : "success"} heading={t(run.partial ? "partialTitle" : "doneTitle")}>
            {run.lines ? run.lines.map((line) => <s-paragraph key={line}>{line}</s-paragraph>) : run.message}
          </s-banner>
          {(run.links ?? (run.url ? [run.url] : [])).map((url) => (
            <PaymentLink key={url} url={url} />
          ))}
        </s-stack>
      ) : (
        <s-banner tone="critical" heading={t("failedTitle")}>
          <s-paragraph>
            {run.status === "refused" ? run.message : run.status === "not_found" ? t("notFound") : t("requestFailed")}
          </s-paragraph>
          {run.status === "refused" && run.advice && <s-paragraph>{run.advice}</s-paragraph>}
        </s-banner>
      )}
      <s-button slot="primary-action" onClick={() => admin.close()}>
        {t("close")}
      </s-button>
      <s-button slot="secondary-actions" onClick={onBack}>
        {t("moreActions")}
      </s-button>
    </s-admin-action>
  );
}

function PaymentLink({ url }: { url: string }) {
  return (
    <s-stack direction="block" gap="small-200">
      <s-text-field label={t("paymentLink")} value={url} readOnly />
      <s-link href={url} target="_blank">
        {t("openPaymentLink")}
      </s-link>
    </s-stack>
  );
}
