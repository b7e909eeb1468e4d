import { describe, expect, it } from "vitest";
import { replacedOrderNews } from "./replaced-order-news";

describe("a delivery about an order being replaced", () => {
  it("is applied when no replacement is planned, or once a refused cancel dropped the plan", () => {
    expect(replacedOrderNews(null)).toBe("apply");
  });

  it("waits while the cancel is unanswered: the service may refuse it", () => {
    expect(replacedOrderNews("cancel in flight")).toBe("wait");
  });

  it("is ignored only once the service confirmed the cancel", () => {
    expect(replacedOrderNews("cancelled")).toBe("ignore");
  });
});
