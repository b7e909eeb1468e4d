// Spec §5 and §7 through the client: each error code comes back as the right class with its `code`,
// `statusCode` and details, in English and in French (client `locale: "fr"` → Accept-Language) with
// identical codes. This file holds what any service can be asked without creating anything.
import { describe, expect, test } from "vitest";
import {
  DeliveryAuthenticationError,
  DeliveryError,
  DeliveryPermissionError,
  DeliveryValidationError,
  type DeliveryClient,
} from "~/delivery";
import {
  refusal,
  type ClientOptions,
  type ContractContext,
  type ContractKeys,
  type SandboxContext,
} from "../support/contract-kit";

type ErrorClass = abstract new (...args: never[]) => DeliveryError;

export interface ErrorScenario {
  code: string;
  status: number;
  errorClass: ErrorClass;
  /** The condition, for the test's name. */
  when: string;
  /** Which key to use; a scenario whose key the target lacks is not defined. Default `all`. */
  key?: (keys: ContractKeys) => string | undefined;
  options?: ClientOptions;
  provoke(client: DeliveryClient): Promise<unknown>;
  check?(error: DeliveryError): void;
}

// The sandbox's key check (and any proxy) sees no key at all: the client cannot be built without one
// (createDeliveryClient refuses an empty apiKey), so its transport option strips the header instead.
const withoutAuthHeaders: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.delete("authorization");
  headers.delete("x-api-key");
  return fetch(input, { ...init, headers });
};

const quoteRoute = {
  routeScope: "cross_border_intra_africa",
  originCountryCode: "CI",
  destinationCountryCode: "SN",
  serviceCode: "standard",
};

export const readOnlyScenarios: ErrorScenario[] = [
  {
    code: "VALIDATION_FAILED",
    status: 400,
    errorClass: DeliveryValidationError,
    when: "a quote field has the wrong type",
    provoke: (client) => client.createQuote({ ...quoteRoute, weightGrams: "heavy" as unknown as number }),
    check: (error) => expect((error as DeliveryValidationError).fields).toContain("weightGrams"),
  },
  {
    code: "API_KEY_REQUIRED",
    status: 401,
    errorClass: DeliveryAuthenticationError,
    when: "no key is sent",
    options: { fetch: withoutAuthHeaders },
    provoke: (client) => client.listCorridors(),
  },
  {
    code: "API_KEY_INVALID",
    status: 401,
    errorClass: DeliveryAuthenticationError,
    when: "the key is unknown",
    key: () => "svc_live_contract_unknown_key_0001",
    provoke: (client) => client.listCorridors(),
  },
  {
    code: "API_KEY_INVALID",
    status: 401,
    errorClass: DeliveryAuthenticationError,
    when: "the key is malformed",
    key: () => "sk_not-a-service-key!",
    provoke: (client) => client.listCorridors(),
  },
  {
    code: "API_KEY_INVALID",
    status: 401,
    errorClass: DeliveryAuthenticationError,
    when: "the key was revoked",
    key: (keys) => keys.revoked,
    provoke: (client) => client.listCorridors(),
  },
  {
    code: "API_KEY_SCOPE_MISSING",
    status: 403,
    errorClass: DeliveryPermissionError,
    when: "a checkout-only key reads corridors",
    key: (keys) => keys.checkout,
    provoke: (client) => client.listCorridors(),
    check: (error) => {
      expect((error as DeliveryPermissionError).missingScopes).toEqual(["orders:read"]);
      expect(error.details.missingScopes).toEqual(["orders:read"]);
    },
  },
];

/** Defines one test per scenario whose key the target has. */
export function errorScenarioTests(t: ContractContext, scenarios: ErrorScenario[]): void {
  for (const scenario of scenarios) {
    const key = scenario.key ? scenario.key(t.keys) : t.keys.all;
    if (!key) continue;
    const name = `${scenario.code} when ${scenario.when} is a ${scenario.errorClass.name} with status ${scenario.status}, in English and in French`;
    test(name, async () => {
      const english = await refusal(scenario.provoke(t.client({ apiKey: key, ...scenario.options, locale: "en" })));
      const french = await refusal(scenario.provoke(t.client({ apiKey: key, ...scenario.options, locale: "fr" })));
      for (const error of [english, french]) {
        expect(error).toBeInstanceOf(scenario.errorClass);
        expect(error).toMatchObject({ code: scenario.code, statusCode: scenario.status });
        // spec §7 error body: error (HTTP reason), message, statusCode, code, details where present.
        expect(error.raw).toMatchObject({
          error: expect.any(String),
          message: error.message,
          statusCode: scenario.status,
          code: scenario.code,
        });
        scenario.check?.(error);
      }
      expect(french.details).toEqual(english.details);
      expect(french.message).not.toBe(english.message);
    });
  }
}

export function errorContract(t: ContractContext, s: SandboxContext | undefined): void {
  describe("errors and authentication", () => {
    errorScenarioTests(t, readOnlyScenarios);

    test("an unknown, a malformed and a revoked key get one identical answer", async () => {
      const keys = [
        "svc_live_contract_unknown_key_0001",
        "sk_not-a-service-key!",
        ...(t.keys.revoked ? [t.keys.revoked] : []),
      ];
      const errors = await Promise.all(keys.map((apiKey) => refusal(t.client({ apiKey }).listCorridors())));
      expect(new Set(errors.map((e) => JSON.stringify(e.raw))).size).toBe(1);
    });

    test("the key is accepted both as a Bearer token and in X-API-Key", async () => {
      const bearer = await t.client({ authHeader: "bearer" }).listCorridors();
      expect(await t.client({ authHeader: "x-api-key" }).listCorridors()).toEqual(bearer);
      if (!s) return;
      const [first, second] = (await s.requests("/corridors")).map((r) => r.headers);
      expect(first).toMatchObject({ authorization: "Bearer [redacted]" });
      expect(first).not.toHaveProperty("x-api-key");
      expect(second).toMatchObject({ "x-api-key": "[redacted]" });
      expect(second).not.toHaveProperty("authorization");
    });

    if (t.keys.revoked) {
      test("a revoked key sent in X-API-Key is refused like one sent as a Bearer token", async () => {
        const error = await refusal(t.client({ apiKey: t.keys.revoked, authHeader: "x-api-key" }).listCorridors());
        expect(error).toMatchObject({ code: "API_KEY_INVALID", statusCode: 401 });
      });
    }

    if (t.keys.checkout) scopeTable(t, t.keys.checkout);
  });
}

// spec §5 scope table: a checkout-only key reaches nothing else, and the full key lacks checkout:rates.
function scopeTable(t: ContractContext, checkoutKey: string): void {
  const ref = "CT-scope-check";
  const calls: [string, string, (client: DeliveryClient) => Promise<unknown>][] = [
    ["GET /corridors", "orders:read", (c) => c.listCorridors()],
    ["POST /quotes", "orders:write", (c) => c.createQuote({ ...quoteRoute, weightGrams: 1000 })],
    ["POST /orders", "orders:write", (c) => c.createOrder(t.order())],
    ["GET /orders", "orders:read", (c) => c.listOrders()],
    ["GET /orders/{reference}", "orders:read", (c) => c.getOrder(ref)],
    ["GET /orders/{reference}/tracking", "tracking:read", (c) => c.getTracking(ref)],
    [
      "POST /orders/{reference}/mark-paid",
      "orders:write",
      (c) => c.markPaid(ref, { paidVia: "manual_cash", reference: "R", paidAt: "2026-03-10T08:30:00.000Z" }),
    ],
    ["POST /orders/{reference}/payment-link", "orders:write", (c) => c.createPaymentLink(ref)],
    ["POST /orders/{reference}/cancel", "orders:cancel", (c) => c.cancelOrder(ref)],
  ];
  test("a checkout-only key is refused on every other endpoint, naming the missing scope", async () => {
    const client = t.client({ apiKey: checkoutKey });
    for (const [endpoint, scope, call] of calls) {
      const error = await refusal(call(client));
      expect({ endpoint, name: error.name, code: error.code, missingScopes: error.details.missingScopes }).toEqual({
        endpoint,
        name: "DeliveryPermissionError",
        code: "API_KEY_SCOPE_MISSING",
        missingScopes: [scope],
      });
    }
  });

  test("the full key is refused on checkout rates, whose scope allows nothing else and is granted apart", async () => {
    const error = await refusal(
      t
        .client()
        .getCheckoutRates({ destination: { countryCode: "CI" }, currency: "XOF", goodsTotalMinor: 0, items: [] }),
    );
    expect(error).toMatchObject({ code: "API_KEY_SCOPE_MISSING", statusCode: 403, missingScopes: ["checkout:rates"] });
  });
}
