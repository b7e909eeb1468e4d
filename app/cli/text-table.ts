/**
 * A table for a terminal: the header row, then one row per item, columns aligned with two spaces between them.
 * The last column is not padded (it is the long free text: a problem, a reason), and no line ends in spaces.
 */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return `${[header, ...rows].map(line).join("\n")}\n`;
}
