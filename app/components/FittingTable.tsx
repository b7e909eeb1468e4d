import { Text } from "@shopify/polaris";
import type { CSSProperties, Key, ReactNode } from "react";

type Props = {
  headings: string[];
  /** Columns of amounts and counts: aligned to the end, never broken over two lines. */
  numeric?: number[];
  rows: Array<{ key: Key; cells: ReactNode[] }>;
};

const CELL: CSSProperties = {
  padding: "var(--p-space-200) var(--p-space-200)",
  verticalAlign: "top",
  // Words wrap at spaces; a word is only broken when it alone is wider than the column (a long reference).
  overflowWrap: "break-word",
  borderBlockStart: "var(--p-border-width-025) solid var(--p-color-border-secondary)",
};

/**
 * A table whose cells wrap, so it fits its card at any width. Polaris's DataTable keeps every cell on one line and,
 * when that is wider than the card, scrolls sideways behind a fixed first column: at 390 px, and with French's
 * longer words at 1280 px, the merchant had to scroll to read what to do about an order.
 */
export function FittingTable({ headings, numeric = [], rows }: Props) {
  const align = (index: number): CSSProperties =>
    numeric.includes(index) ? { textAlign: "end", whiteSpace: "nowrap" } : { textAlign: "start" };
  return (
    <table style={{ width: "100%", borderCollapse: "collapse" }}>
      <thead>
        <tr>
          {headings.map((heading, index) => (
            <th key={heading} scope="col" style={{ ...CELL, ...align(index), borderBlockStart: "none" }}>
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
              <td key={index} style={{ ...CELL, ...align(index) }}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
