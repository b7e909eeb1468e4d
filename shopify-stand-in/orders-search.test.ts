import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_SCOPES } from "./documents.fixture";
import { createShopifyStandIn, type ShopifyStandIn } from "./stand-in";
import { adminGraphql, API_SECRET } from "./test-kit";

const SHOP = "search-shop.myshopify.com";
let standIn: ShopifyStandIn;
let token: string;
const ids: string[] = [];

const ORDERS = `query Orders($first: Int!, $after: String, $query: String, $sortKey: OrderSortKeys, $reverse: Boolean) {
  orders(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
    nodes { id name updatedAt } pageInfo { hasNextPage endCursor } } }`;

beforeAll(async () => {
  standIn = await createShopifyStandIn({ apiSecret: API_SECRET });
  token = standIn.state.addShop({ domain: SHOP, scopes: APP_SCOPES });
  // Five orders created a day apart; the first one was updated last.
  for (let day = 1; day <= 5; day++) {
    const createdAt = `2026-11-0${day}T10:00:00.000Z`;
    ids.push(
      standIn.state.addOrder(SHOP, {
        name: `#S${day}`,
        createdAt,
        lineItems: [{ title: "Rice", quantity: 1, price: "10.00" }],
      }).id,
    );
  }
  standIn.state.getOrder(ids[0])!.updatedAt = "2026-11-09T10:00:00.000Z";
  standIn.state.getOrder(ids[4])!.cancelledAt = "2026-11-05T11:00:00.000Z";
});
afterAll(() => standIn.close());

const call = (variables: Record<string, unknown>) => adminGraphql(standIn.url, SHOP, token, ORDERS, variables);
const names = (answer: Awaited<ReturnType<typeof call>>) =>
  (answer.body.data!.orders.nodes as Array<{ name: string }>).map((o) => o.name);

describe("the orders query", () => {
  it("filters on updated_at with Shopify's search syntax and sorts by the sort key", async () => {
    const answer = await call({ first: 10, query: "updated_at:>'2026-11-02T12:00:00Z'", sortKey: "UPDATED_AT" });

    expect(names(answer)).toEqual(["#S3", "#S4", "#S5", "#S1"]);
    expect(answer.body.extensions!.cost.requestedQueryCost).toBeGreaterThan(0);
  });

  it("pages with cursors until hasNextPage is false", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const answer = await call({ first: 2, after, sortKey: "CREATED_AT" });
      seen.push(...names(answer));
      if (!answer.body.data!.orders.pageInfo.hasNextPage) break;
      after = answer.body.data!.orders.pageInfo.endCursor;
    }
    expect(seen).toEqual(["#S1", "#S2", "#S3", "#S4", "#S5"]);
  });

  it("combines status, fulfillment status and created_at, newest first with reverse", async () => {
    const answer = await call({
      first: 10,
      query: "status:open fulfillment_status:unshipped created_at:>=2026-11-02",
      sortKey: "CREATED_AT",
      reverse: true,
    });

    expect(names(answer)).toEqual(["#S4", "#S3", "#S2"]);
  });

  it("ignores an unknown field with a search warning, as Shopify does, and refuses a broken cursor", async () => {
    const unknown = await call({ first: 10, query: "colour:blue", sortKey: "ID" });
    const broken = await call({ first: 1, after: "not-a-cursor" });

    expect(names(unknown)).toHaveLength(5);
    expect(
      (unknown.body.extensions as unknown as { search: Array<{ warnings: unknown[] }> }).search[0].warnings,
    ).toEqual([{ field: "colour", message: "Invalid search field for this query." }]);
    expect(broken.body.errors).toEqual([
      expect.objectContaining({ message: "Invalid cursor for current pagination sort." }),
    ]);
  });

  it("answers THROTTLED with the query's cost and what the bucket holds", async () => {
    standIn.throttleNext(1, 3);
    const answer = await call({ first: 50, sortKey: "UPDATED_AT" });

    expect(answer.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: "THROTTLED" }) }),
    ]);
    const cost = answer.body.extensions!.cost;
    expect(cost.requestedQueryCost).toBeGreaterThan(3);
    expect(cost.throttleStatus).toEqual({ maximumAvailable: 2000, currentlyAvailable: 3, restoreRate: 100 });
  });
});
