import { mkdirSync, writeFileSync } from "node:fs";
import type { Demo } from "./demo-context";
import { say } from "./say";

/**
 * The sent order's label, as the merchant's order page downloads it (the admin preview stands in for
 * Shopify's admin): a 100 × 150 mm PDF, saved under .data/ for the reader to open.
 */
export async function showLabel(demo: Demo, row: { id: string; orderName: string; externalOrderRef: string }) {
  const url = `${demo.stack.app.url}/app/labels?order=${encodeURIComponent(row.id)}&format=thermal`;
  const response = await fetch(url);
  if (response.status !== 200 || response.headers.get("content-type") !== "application/pdf")
    throw new Error(`The label of ${row.orderName} was not made: ${response.status} ${await response.text()}`);
  mkdirSync(".data", { recursive: true });
  const file = `.data/demo-label-${row.orderName.replace(/\W/g, "")}.pdf`;
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  say.show(
    `Its label:      ${file} (100 × 150 mm; barcode and QR code = ${row.externalOrderRef}); also ${url}, or &format=a4`,
  );
}
