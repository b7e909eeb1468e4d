import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import * as cli from "~/cli/command";
import * as compliance from "~/compliance/data-request-export.server";
import * as delivery from "~/delivery";
import * as env from "~/env.server";
import * as jobs from "~/jobs/errors";
import * as imports from "~/orders/import-orders.server";
import * as secrets from "~/secrets/encryption.server";
import * as shopify from "~/shopify/admin-graphql.server";
import * as tracking from "~/tracking/errors";
import { AppError, isAppError, retryHelps } from "./errors";

/* The one error family (docs/decisions/030-one-error-family.md): one root, a code and a retryable flag on every error. */

const modules = { cli, compliance, delivery, env, jobs, imports, secrets, shopify, tracking };

type ErrorClass = abstract new (...args: never[]) => Error;
const isErrorClass = (value: unknown): value is ErrorClass =>
  typeof value === "function" && value.prototype instanceof Error;

const deliveryInit = { message: "m", code: "SOME_CODE" };

/** One instance of every error class the modules above export, built as the code builds them. */
const examples: Error[] = [
  new cli.CliError("refused"),
  new cli.CliError("bad invocation", 2),
  new cli.CliHelpShown("Usage: …"),
  new compliance.DataRequestNotFoundError("no such export"),
  new delivery.DeliveryError(deliveryInit),
  new delivery.DeliveryValidationError(deliveryInit),
  new delivery.DeliveryCustomerError(deliveryInit),
  new delivery.DeliveryAuthenticationError(deliveryInit),
  new delivery.DeliveryPermissionError(deliveryInit),
  new delivery.DeliveryPlanError(deliveryInit),
  new delivery.DeliveryNotFoundError(deliveryInit),
  new delivery.DeliveryConflictError(deliveryInit),
  new delivery.DeliveryRateLimitError(deliveryInit),
  new delivery.DeliveryServerError(deliveryInit),
  new delivery.DeliveryConnectionError({ ...deliveryInit, code: "TIMEOUT", timedOut: true }),
  new delivery.DeliveryResponseError(deliveryInit),
  new env.EnvError("bad environment"),
  new jobs.PermanentJobError("no"),
  new jobs.JobPayloadError("bad payload"),
  new jobs.JobFailedError("over"),
  new jobs.JobFailedError("over", "LEASE_EXPIRED"),
  new jobs.UnknownJobError("nobody.knows"),
  new jobs.JobDrainTimeoutError(10, 1),
  new imports.ImportRefusedError("too old", "SINCE_TOO_OLD"),
  new secrets.SecretDecryptionError("integrity check failed"),
  new shopify.ShopifyAdminError("refused", shopify.ShopifyErrorCode.REFUSED, false),
  new tracking.TrackingRetryableError(tracking.TrackingErrorCode.BUSY, "busy"),
];

describe("one error family", () => {
  test("every error class these modules export is an AppError, and each has an example here", () => {
    const exported = Object.entries(modules).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter((entry): entry is [string, ErrorClass] => isErrorClass(entry[1]))
        .map(([name, value]) => ({ name: `${module}.${name}`, value })),
    );
    expect(exported.length).toBeGreaterThan(20);
    for (const { name, value } of exported) {
      expect(value.prototype instanceof AppError, `${name} extends AppError`).toBe(true);
      expect(
        examples.some((example) => example.constructor === value),
        `${name} has an example`,
      ).toBe(true);
    }
  });

  test("every example says a stable code and whether retrying helps, and keeps its class's name", () => {
    for (const error of examples) {
      expect(error).toBeInstanceOf(AppError);
      expect(isAppError(error)).toBe(true);
      expect(typeof (error as AppError).code, error.name).toBe("string");
      expect((error as AppError).code, error.name).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(typeof (error as AppError).retryable, error.name).toBe("boolean");
      expect(error.name).toBe(error.constructor.name);
    }
  });

  test("no class in app/ extends Error but the root", () => {
    const roots = sourceFiles("app").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/class\s+(\w+)\s+extends\s+Error\b/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(roots).toEqual(["app/errors.ts: AppError"]);
  });

  test("a cause is kept", () => {
    const cause = new Error("socket hang up");
    expect(new delivery.DeliveryConnectionError({ ...deliveryInit, cause }).cause).toBe(cause);
  });
});

describe("whether trying again may help", () => {
  test("false only when an error of ours says so; anything else is retried (the runner bounds the attempts)", () => {
    expect(retryHelps(new shopify.ShopifyAdminError("refused", shopify.ShopifyErrorCode.REFUSED, false))).toBe(false);
    expect(retryHelps(new delivery.DeliveryValidationError(deliveryInit))).toBe(false);
    expect(retryHelps(new delivery.DeliveryServerError(deliveryInit))).toBe(true);
    expect(retryHelps(new tracking.TrackingRetryableError(tracking.TrackingErrorCode.BUSY, "busy"))).toBe(true);
    expect(retryHelps(new Error("a bug"))).toBe(true);
    expect(retryHelps("a string")).toBe(true);
  });

  test("read on the contract, so an error from another copy of the module is still understood", () => {
    const fromAnotherCopy = Object.assign(new Error("refused"), { code: "SHOPIFY_REFUSED", retryable: false });
    expect(fromAnotherCopy).not.toBeInstanceOf(AppError);
    expect(retryHelps(fromAnotherCopy)).toBe(false);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "types" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
