import { Text } from "@shopify/polaris";
import type { Key, ReactNode } from "react";

type Props = {
  headings: string[];
  /** Columns of amounts and counts: aligned to the end, never broken over two lines. */
  numeric?: number[];
  rows: Array<{ key: Key; cells: ReactNode[] }>;
};

/*
 * Words wrap at spaces; a word is only broken when it alone is wider than its column (a long reference). In a box
 * narrower than 30rem (a phone), where even wrapped columns do not fit side by side, each row becomes a block: its
 * first cell as the row's title, then each other cell under its column's name. Written without quotes or angle
 * brackets, which React would escape in a style element's text.
 */
const CSS = `
.dc-fitting { container-type: inline-size; }
.dc-fitting table { width: 100%; border-collapse: collapse; }
.dc-fitting th, .dc-fitting td {
  padding: var(--p-space-200); vertical-align: top; text-align: start; overflow-wrap: break-word;
  border-block-start: var(--p-border-width-025) solid var(--p-color-border-secondary);
}
.dc-fitting th { border-block-start: none; }
.dc-fitting .dc-numeric { text-align: end; white-space: nowrap; }
@container (max-width: 30rem) {
  .dc-fitting thead { display: none; }
  .dc-fitting tr { display: block; padding-block: var(--p-space-200);
    border-block-start: var(--p-border-width-025) solid var(--p-color-border-secondary); }
  .dc-fitting td { display: flex; gap: var(--p-space-300); justify-content: space-between; border: none;
    padding-block: var(--p-space-050); text-align: end; }
  .dc-fitting td::before { content: attr(data-label); color: var(--p-color-text-secondary); text-align: start; }
  .dc-fitting td:first-child { font-weight: var(--p-font-weight-semibold); }
  .dc-fitting td:first-child::before { content: none; }
}
`;

/**
 * A table that fits its card at any width. Polaris's DataTable keeps every cell on one line and, when that is wider
 * than the card, scrolls sideways behind a fixed first column: at 390 px, and with French's longer words at 1280 px,
 * the merchant had to scroll to read what to do about an order.
 */
export function FittingTable({ headings, numeric = [], rows }: Props) {
  const cellClass = (index: number) => (numeric.includes(index) ? "dc-numeric" : undefined);
  return (
    <div className="dc-fitting">
      <style>{CSS}</style>
      <table>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={heading} scope="col" className={cellClass(index)}>
                <Text as="span" variant="bodySm" fontWeight="medium" tone="subdued">
                  {heading}
                </Text>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={index} className={cellClass(index)} data-label={headings[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
