import { STATUS_CODES } from "node:http";
import type { Lang } from "./language";
import { ERROR_CATALOGUE } from "./messages";

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

// A refusal with one of the spec's stable codes (spec §7). Handlers throw it; the dispatcher renders it.
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      details?: Record<string, unknown>;
      params?: Record<string, unknown>;
      status?: number;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.status = options.status ?? ERROR_CATALOGUE[code]?.status ?? 500;
  }
}

export function validationFailed(fields: string[]): ApiError {
  return new ApiError("VALIDATION_FAILED", { details: { fields } });
}

// spec §7: {error (HTTP reason), message, statusCode, code, details?}.
export function errorBody(error: ApiError, lang: Lang) {
  const entry = ERROR_CATALOGUE[error.code];
  const params = { ...error.options.details, ...error.options.params };
  return {
    error: STATUS_CODES[error.status] ?? "Error",
    message: entry ? entry[lang](params) : error.code,
    statusCode: error.status,
    code: error.code,
    ...(error.options.details ? { details: error.options.details } : {}),
  };
}
