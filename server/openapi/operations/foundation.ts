import { loginSchema, passwordRecoverySchema, resetPasswordSchema } from "@/lib/auth/schemas";
import { appConfigPatchSchema } from "@/lib/settings/config-schema";
import { changePasswordSchema, updateProfileSchema } from "@/lib/users/profile-schemas";
import type { Operation } from "../operation";

// GET /api/quotation (the list) is in quotations.ts with the other quotation calls.
export const FOUNDATION_OPERATIONS: Operation[] = [
  { method: "post", path: "/api/login", tag: "Authentication", access: "public", body: loginSchema, summary: "Sign in",
    description: "Sets the httpOnly session cookie and a readable `portal.session-expires` cookie; answers `{ data: { expiresAt } }`. Repeated failures answer 429 RATE_LIMITED with Retry-After.",
    errors: ["VALIDATION_FAILURE", "INVALID_CREDENTIALS", "ACCOUNT_DISABLED", "RATE_LIMITED", "MAINTENANCE_MODE"] },
  { method: "post", path: "/api/refresh", tag: "Authentication", access: "signed in", summary: "Extend the session", description: "Answers the new `expiresAt` and re-issues both cookies.", errors: ["UNAUTHENTICATED"] },
  { method: "post", path: "/api/logout", tag: "Authentication", access: "public", summary: "Sign out", description: "Revokes the session and clears the cookies." },
  { method: "get", path: "/api/myself", tag: "Authentication", access: "signed in", summary: "The current user, with its permission rules", errors: ["UNAUTHENTICATED", "MAINTENANCE_MODE"] },
  { method: "patch", path: "/api/myself", tag: "Authentication", access: "signed in", body: updateProfileSchema, summary: "Change own preferences (time zone)", errors: ["VALIDATION_FAILURE"] },
  { method: "put", path: "/api/myself/password", tag: "Authentication", access: "signed in", body: changePasswordSchema, summary: "Change own password with the current one", description: "Other sessions of the user end.", errors: ["VALIDATION_FAILURE"] },
  { method: "post", path: "/api/user/password-recovery", tag: "Authentication", access: "public", body: passwordRecoverySchema, summary: "Email a password reset link",
    description: "Answers the same whether or not the address has an account. The link is `APP_URL/auth/password-reset?token=…`. At most 20 requests per client address in 15 minutes (429 with `Retry-After`).", errors: ["VALIDATION_FAILURE", "RATE_LIMITED"] },
  { method: "patch", path: "/api/user/reset-password", tag: "Authentication", access: "reset or invitation token as `Authorization: Bearer`", body: resetPasswordSchema, summary: "Set a new password with a token",
    errors: ["VALIDATION_FAILURE", "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED", "RATE_LIMITED"] },
  { method: "get", path: "/api/health", tag: "Operations", access: "public", summary: "Liveness: the process answers",
    description: "Always 200 `{ data: { status: \"ok\", uptimeSeconds } }` while the process runs; touches neither the database nor the storage, and answers during maintenance." },
  { method: "get", path: "/api/ready", tag: "Operations", access: "public", summary: "Readiness: the database and the file storage are reachable",
    description: "200 `{ data: { status: \"ready\", checks: { database, storage } } }` (each `{ ok, ms }`, storage with its `backend`); 503 SERVICE_UNAVAILABLE with `Retry-After` and the failed checks in `details` when either does not answer within 3 s.",
    errors: ["SERVICE_UNAVAILABLE"] },
  { method: "get", path: "/api/state", tag: "Lookups", access: "signed in", summary: "US states and DC" },
  { method: "get", path: "/api/location", tag: "Lookups", access: "signed in", list: true, summary: "Search ZIP codes",
    description: "Fields: zipCode, city, state (filter and sort), latitude, longitude (sort)." },
  { method: "get", path: "/api/config", tag: "Settings", access: "read Config (all roles)", summary: "App options and rater configuration" },
  { method: "patch", path: "/api/config", tag: "Settings", access: "update Config (admin)", body: appConfigPatchSchema, summary: "Change app options",
    description: "Money in dollars, rates as fractions (0.02 is 2%). Includes maintenance mode and its message.", errors: ["VALIDATION_FAILURE", "FORBIDDEN"] },
  { method: "get", path: "/api/state-fees", tag: "Settings", access: "read StateFee (admin)", summary: "State surplus-lines taxes and fees" },
  { method: "get", path: "/api/binder", tag: "Settings", access: "read Binder (admin)", list: true, summary: "Binders with the capacity used" },
  { method: "get", path: "/api/company", tag: "Administration", access: "manage Company (admin)", list: true, summary: "Companies" },
  { method: "get", path: "/api/user", tag: "Administration", access: "manage User (admin)", list: true, summary: "Users",
    description: "Search with `f={\"or\":[{\"firstName\":{\"like\":\"ann\"}},{\"company.name\":{\"like\":\"ann\"}}]}`; role and enabled with `in`." },
  { method: "get", path: "/api/audit-event", tag: "Administration", access: "read AuditEvent (admin)", summary: "History of one record",
    description: "Query `subjectType` (e.g. Company, User, AppConfig) and `subjectId`; newest first, with before and after values; recorded ids read as names (`broker`, `company`, `copiedFrom`, `policy`, `document`), technical ids such as envelope ids are left out.", errors: ["VALIDATION_FAILURE", "FORBIDDEN"] },
  { method: "get", path: "/api/email-outbox", tag: "Administration", access: "read EmailOutbox (admin)", list: true, summary: "Emails written by the portal, with delivery status" },
  { method: "get", path: "/api/policy", tag: "Policies", access: "read Policy (brokers see their company's, or their own)", list: true, summary: "Policies" },
];
