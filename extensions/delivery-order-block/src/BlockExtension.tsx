/** @jsxImportSource preact */
// The pragma above keeps this file on Preact's JSX when the app's tsconfig (React) checks it too.
import "@shopify/ui-extensions/preact";
import type { Api } from "@shopify/ui-extensions/admin.order-details.block.render";
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { deliveryBlockView, type DeliveryBlockView, type ParcelView } from "./delivery-summary";
import { loadDelivery } from "./load-delivery";

// The admin gives each extension target a `shopify` global. It is read through one typed line,
// under another name: `shopify app dev` may generate a shopify.d.ts that declares `shopify` in this
// module, and the two declarations must not clash.
const admin = (globalThis as unknown as { shopify: Api }).shopify;

export default async () => {
  render(<DeliveryBlock />, document.body);
};

type BlockState = { status: "loading" } | { status: "failed" } | { status: "ready"; view: DeliveryBlockView };

function DeliveryBlock() {
  const { i18n, data } = admin;
  const orderGid = data.selected[0]?.id;
  const [state, setState] = useState<BlockState>({ status: "loading" });

  useEffect(() => {
    if (!orderGid) {
      setState({ status: "failed" });
      return;
    }
    let current = true;
    // localeCode says which locale file the admin chose, so the app's advice comes in the same language.
    loadDelivery(fetch, orderGid, i18n.translate("localeCode")).then((load) => {
      if (!current) return;
      setState(
        load.status === "ok" ? { status: "ready", view: deliveryBlockView(load.payload, i18n) } : { status: "failed" },
      );
    });
    return () => {
      current = false;
    };
  }, [orderGid]);

  const heading = i18n.translate("heading");
  if (state.status === "loading") {
    return (
      <s-admin-block heading={heading}>
        <s-spinner accessibilityLabel={i18n.translate("loading")} />
      </s-admin-block>
    );
  }
  if (state.status === "failed") {
    return (
      <s-admin-block heading={heading}>
        <s-text tone="critical">{i18n.translate("loadFailed")}</s-text>
      </s-admin-block>
    );
  }
  return <DeliveryDetails heading={heading} view={state.view} />;
}

function DeliveryDetails({ heading, view }: { heading: string; view: DeliveryBlockView }) {
  return (
    <s-admin-block heading={heading} collapsedSummary={view.stateLabel}>
      <s-stack direction="block" gap="base">
        <s-stack direction="inline" gap="small" alignItems="center">
          <s-badge tone={view.tone}>{view.stateLabel}</s-badge>
          {view.etaText && <s-text color="subdued">{view.etaText}</s-text>}
        </s-stack>
        {view.attention && (
          <s-banner tone="warning" heading={view.attention.title}>
            {view.attention.message}
          </s-banner>
        )}
        {view.detail && <s-text color="subdued">{view.detail}</s-text>}
        {view.lastEvent && <s-text>{view.lastEvent}</s-text>}
        {view.parcels.length === 0 && view.paymentText && <s-text>{view.paymentText}</s-text>}
        {view.parcels.length === 0 && view.shipmentRef && <s-text color="subdued">{view.shipmentRef}</s-text>}
        {view.parcels.map((parcel) => (
          <ParcelDetails key={parcel.key} parcel={parcel} />
        ))}
        <s-stack direction="inline" gap="base">
          {view.parcels.length === 0 && view.trackingLink && (
            <s-link href={view.trackingLink.url} target="_blank">
              {view.trackingLink.label}
            </s-link>
          )}
          {view.appOrderLink && <s-link href={view.appOrderLink.url}>{view.appOrderLink.label}</s-link>}
        </s-stack>
      </s-stack>
    </s-admin-block>
  );
}

/** One parcel of an order over several locations: its state, amount, shipment and tracking link (decision 086). */
function ParcelDetails({ parcel }: { parcel: ParcelView }) {
  return (
    <s-stack direction="block" gap="small-200">
      <s-stack direction="inline" gap="small" alignItems="center">
        <s-text type="strong">{parcel.label}</s-text>
        <s-badge tone={parcel.tone}>{parcel.stateLabel}</s-badge>
      </s-stack>
      {parcel.paymentText && <s-text>{parcel.paymentText}</s-text>}
      {parcel.shipmentRef && <s-text color="subdued">{parcel.shipmentRef}</s-text>}
      {parcel.trackingLink && (
        <s-link href={parcel.trackingLink.url} target="_blank">
          {parcel.trackingLink.label}
        </s-link>
      )}
    </s-stack>
  );
}
