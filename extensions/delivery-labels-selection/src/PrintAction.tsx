/** @jsxImportSource preact */
import "@shopify/ui-extensions/preact";
import type { Api } from "@shopify/ui-extensions/admin.order-index.selection-print-action.render";
import { render } from "preact";
import { LabelsPrintAction } from "../../shared-labels/LabelsPrintAction";

// The `shopify` global, read under another name (see extensions/delivery-order-block/src/BlockExtension.tsx).
const admin = (globalThis as unknown as { shopify: Api }).shopify;

export default async () => {
  render(<LabelsPrintAction admin={admin} />, document.body);
};
