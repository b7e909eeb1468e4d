import { describe, expect, test } from "vitest";
import { textTable } from "./text-table";

describe("a CLI table", () => {
  test("aligns its columns under a header, the last one unpadded", () => {
    expect(
      textTable(
        ["Order", "Day", "Note"],
        [
          ["#1001", "2026-12-01", "short"],
          ["#10002", "2026-12-02", ""],
        ],
      ),
    ).toBe("Order   Day         Note\n#1001   2026-12-01  short\n#10002  2026-12-02\n");
  });
});
