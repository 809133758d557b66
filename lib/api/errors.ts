// The error catalogue (spec §8, DESIGN.md §3), shared by the server and the browser client.

export const ERROR_STATUS = {
  VALIDATION_FAILURE: 400,
  EMPTY_FILE: 400,
  CSV_DUPLICATED_EMAIL: 400,
  AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  ACCOUNT_DISABLED: 403,
  FORBIDDEN: 403,
  RESOURCE_NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_STATE_TRANSITION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  MAINTENANCE_MODE: 503,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ValidationDetail = { path: string; message: string };

export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: ValidationDetail[] };
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: ValidationDetail[];
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options?: { details?: ValidationDetail[]; headers?: Record<string, string> }) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options?.details;
    this.headers = options?.headers;
  }
}

export const notFound = (what = "Resource") => new AppError("RESOURCE_NOT_FOUND", `${what} not found`);
export const forbidden = () => new AppError("FORBIDDEN", "You do not have access to this resource");
export const validationFailure = (details: ValidationDetail[]) =>
  new AppError("VALIDATION_FAILURE", details[0]?.message ?? "Validation failed", { details });
