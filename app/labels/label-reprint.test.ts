import { describe, expect, it } from "vitest";
import { labelReprint } from "./label-reprint";

const sent = { serviceOrderId: "ord_2", externalOrderRef: "shop-1002-ab12-r2" };

describe("a label to print again", () => {
  it("after a recreate, when the label on file names the cancelled reference", () => {
    expect(labelReprint({ ...sent, labelPrintedRef: "shop-1002-ab12" })).toEqual({
      printedRef: "shop-1002-ab12",
      currentRef: "shop-1002-ab12-r2",
    });
  });

  it("not once the label is downloaded again under the current reference", () => {
    expect(labelReprint({ ...sent, labelPrintedRef: "shop-1002-ab12-r2" })).toBeNull();
  });

  it("not for a label never downloaded, nor while the new order is not created yet", () => {
    expect(labelReprint({ ...sent, labelPrintedRef: null })).toBeNull();
    expect(labelReprint({ ...sent, serviceOrderId: null, labelPrintedRef: "shop-1002-ab12" })).toBeNull();
  });
});
