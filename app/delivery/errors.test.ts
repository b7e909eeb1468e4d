import { describe, expect, test } from "vitest";
import {
  DeliveryAuthenticationError,
  DeliveryConflictError,
  DeliveryConnectionError,
  DeliveryCustomerError,
  DeliveryError,
  DeliveryErrorCode,
  deliveryErrorFromResponse,
  DeliveryNotFoundError,
  DeliveryPermissionError,
  DeliveryPlanError,
  DeliveryRateLimitError,
  DeliveryResponseError,
  DeliveryServerError,
  DeliveryValidationError,
  retryAfterMsFromHeader,
} from "./errors";

/** An error body as spec §7 describes it. */
function errorBody(statusCode: number, code: string, details?: object) {
  return { error: "Reason", message: `A sentence about ${code}.`, statusCode, code, ...(details ? { details } : {}) };
}

// Every code of spec §7's table, with its status and the class the client must throw.
const SECTION_7: Array<[string, number, new (...args: never[]) => DeliveryError]> = [
  ["VALIDATION_FAILED", 400, DeliveryValidationError],
  ["API_KEY_REQUIRED", 401, DeliveryAuthenticationError],
  ["API_KEY_INVALID", 401, DeliveryAuthenticationError],
  ["API_KEY_SCOPE_MISSING", 403, DeliveryPermissionError],
  ["IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD", 409, DeliveryConflictError],
  ["CROSS_BORDER_NOT_INCLUDED_IN_PLAN", 403, DeliveryPlanError],
  ["CUSTOMER_BUSINESS_NAME_REQUIRED", 400, DeliveryCustomerError],
  ["CUSTOMER_TYPE_B2C_HAS_BUSINESS_DETAILS", 400, DeliveryCustomerError],
  ["CUSTOMER_TAX_ID_FORMAT", 400, DeliveryCustomerError],
  ["CUSTOMER_PHONE_INVALID", 400, DeliveryCustomerError],
];

describe("deliveryErrorFromResponse", () => {
  test.each(SECTION_7)(
    "maps %s (HTTP %i) to its class, keeping code, message and status",
    (code, status, errorClass) => {
      const error = deliveryErrorFromResponse(status, errorBody(status, code));
      expect(error).toBeInstanceOf(errorClass);
      expect(error).toBeInstanceOf(DeliveryError);
      expect(error).toBeInstanceOf(Error);
      expect(error.code).toBe(code);
      expect(error.statusCode).toBe(status);
      expect(error.message).toBe(`A sentence about ${code}.`);
      expect(error.name).toBe(errorClass.name);
      expect(error.retryable).toBe(false);
    },
  );

  test("has a constant for every code of section 7", () => {
    for (const [code] of SECTION_7) expect(DeliveryErrorCode[code as keyof typeof DeliveryErrorCode]).toBe(code);
  });

  test("lists the failing fields of a validation error as dotted paths", () => {
    const error = deliveryErrorFromResponse(
      400,
      errorBody(400, "VALIDATION_FAILED", { fields: ["items.0.unitPriceMinor", "currency"] }),
    );
    expect((error as DeliveryValidationError).fields).toEqual(["items.0.unitPriceMinor", "currency"]);
  });

  test("reads field paths also when the service sends objects or a map", () => {
    const asObjects = deliveryErrorFromResponse(
      400,
      errorBody(400, "VALIDATION_FAILED", {
        fields: [{ path: "customer.phoneE164", message: "x" }, { field: "currency" }],
      }),
    );
    const asMap = deliveryErrorFromResponse(
      400,
      errorBody(400, "VALIDATION_FAILED", { fields: { "deliveryAddress.city": "required" } }),
    );
    expect((asObjects as DeliveryValidationError).fields).toEqual(["customer.phoneE164", "currency"]);
    expect((asMap as DeliveryValidationError).fields).toEqual(["deliveryAddress.city"]);
  });

  test("keeps customer errors catchable as validation errors", () => {
    expect(deliveryErrorFromResponse(400, errorBody(400, "CUSTOMER_PHONE_INVALID"))).toBeInstanceOf(
      DeliveryValidationError,
    );
  });

  test("lists the missing scopes of a permission error", () => {
    const error = deliveryErrorFromResponse(
      403,
      errorBody(403, "API_KEY_SCOPE_MISSING", { missingScopes: ["orders:cancel"] }),
    );
    expect((error as DeliveryPermissionError).missingScopes).toEqual(["orders:cancel"]);
    expect(error.details.missingScopes).toEqual(["orders:cancel"]);
  });

  test("keeps an unknown code and picks the class from the status", () => {
    const error = deliveryErrorFromResponse(400, errorBody(400, "ORDER_ALREADY_PAID"));
    expect(error).toBeInstanceOf(DeliveryValidationError);
    expect(error.code).toBe("ORDER_ALREADY_PAID");
    expect(deliveryErrorFromResponse(409, errorBody(409, "ORDER_NOT_CANCELLABLE"))).toBeInstanceOf(
      DeliveryConflictError,
    );
    expect(deliveryErrorFromResponse(418, errorBody(418, "TEAPOT")).constructor).toBe(DeliveryError);
  });

  test("maps a 404 to a not-found error even without a code", () => {
    const error = deliveryErrorFromResponse(404, "");
    expect(error).toBeInstanceOf(DeliveryNotFoundError);
    expect(error.code).toBe(DeliveryErrorCode.NOT_FOUND);
  });

  test("maps a 429 with Retry-After in seconds or as an HTTP date", () => {
    const now = Date.parse("2026-11-22T10:00:00.000Z");
    const seconds = deliveryErrorFromResponse(429, "", { "Retry-After": "7" }, now) as DeliveryRateLimitError;
    const date = deliveryErrorFromResponse(
      429,
      "",
      new Headers({ "retry-after": "Sun, 22 Nov 2026 10:00:30 GMT" }),
      now,
    ) as DeliveryRateLimitError;
    expect(seconds).toBeInstanceOf(DeliveryRateLimitError);
    expect(seconds.code).toBe(DeliveryErrorCode.RATE_LIMITED);
    expect(seconds.retryAfterMs).toBe(7000);
    expect(date.retryAfterMs).toBe(30_000);
    expect(seconds.retryable).toBe(true);
  });

  test("maps a 5xx with a non-JSON body to a retryable server error with a readable message", () => {
    const error = deliveryErrorFromResponse(502, "<html><body>Bad gateway</body></html>");
    expect(error).toBeInstanceOf(DeliveryServerError);
    expect(error.code).toBe(DeliveryErrorCode.SERVER_ERROR);
    expect(error.message).toBe("The delivery service answered HTTP 502 with a body that is not JSON.");
    expect(error.raw).toBe("<html><body>Bad gateway</body></html>");
    expect(error.retryable).toBe(true);
  });

  test("parses a JSON body given as text, and copes with JSON that is not an object", () => {
    expect(deliveryErrorFromResponse(401, JSON.stringify(errorBody(401, "API_KEY_INVALID"))).code).toBe(
      "API_KEY_INVALID",
    );
    const arrayBody = deliveryErrorFromResponse(400, "[1,2]");
    expect(arrayBody).toBeInstanceOf(DeliveryValidationError);
    expect(arrayBody.code).toBe(DeliveryErrorCode.UNKNOWN_ERROR);
  });

  test("takes a request id from the response headers when there is one", () => {
    expect(deliveryErrorFromResponse(500, "", { "X-Request-Id": "req_42" }).requestId).toBe("req_42");
  });

  test("serialises to a plain object without stack or cause", () => {
    const json = JSON.parse(JSON.stringify(deliveryErrorFromResponse(403, errorBody(403, "API_KEY_SCOPE_MISSING"))));
    expect(json).toEqual({
      name: "DeliveryPermissionError",
      message: "A sentence about API_KEY_SCOPE_MISSING.",
      code: "API_KEY_SCOPE_MISSING",
      statusCode: 403,
      details: {},
      retryable: false,
    });
  });
});

describe("retryable", () => {
  test("is true for rate limits, server errors and connection failures only", () => {
    expect(new DeliveryConnectionError({ code: "TIMEOUT", message: "t", timedOut: true }).retryable).toBe(true);
    expect(new DeliveryConnectionError({ code: "REQUEST_ABORTED", message: "a" }).retryable).toBe(false);
    expect(new DeliveryResponseError({ code: "INVALID_RESPONSE", message: "r" }).retryable).toBe(false);
    expect(
      deliveryErrorFromResponse(409, errorBody(409, "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD")).retryable,
    ).toBe(false);
  });
});

describe("retryAfterMsFromHeader", () => {
  test("ignores absent or unreadable values and never returns a negative delay", () => {
    const now = Date.parse("2026-11-22T10:00:00.000Z");
    expect(retryAfterMsFromHeader(null, now)).toBeUndefined();
    expect(retryAfterMsFromHeader("soon", now)).toBeUndefined();
    expect(retryAfterMsFromHeader("Sun, 22 Nov 2026 09:00:00 GMT", now)).toBe(0);
  });
});
