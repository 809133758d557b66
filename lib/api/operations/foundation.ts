import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { auditEventDtoSchema } from "@/lib/audit/audit-event-dto";
import { loggedOutSchema, messageSchema, sessionExpirySchema } from "@/lib/auth/auth-dto";
import { currentUserDtoSchema } from "@/lib/auth/current-user";
import { REQUIRED, loginSchema, passwordRecoverySchema, resetPasswordSchema } from "@/lib/auth/schemas";
import { locationDtoSchema, usStateSchema } from "@/lib/geo/location-dto";
import { livenessSchema, readySchema } from "@/lib/health/health-dto";
import { appConfigDtoSchema } from "@/lib/settings/app-config-dto";
import { appConfigPatchSchema } from "@/lib/settings/config-schema";
import { emailOutboxDtoSchema } from "@/lib/settings/email-outbox-dto";
import { maintenanceNoticeSchema } from "@/lib/settings/maintenance-notice-dto";
import { changePasswordSchema, updateProfileSchema } from "@/lib/users/profile-schemas";

// Sign-in and the session, one's own account, health, lookups, app options and the admin's
// outbox and history. The lists of users, companies and binders are with their other calls.

export const login = defineOperation({
  method: "post",
  path: "/api/login",
  tag: "Authentication",
  access: "public",
  public: true,
  maintenanceExempt: true,
  body: loginSchema,
  response: sessionExpirySchema,
  summary: "Sign in",
  description:
    "Sets the httpOnly session cookie and a readable `portal.session-expires` cookie; answers `{ data: { expiresAt } }`. Repeated failures answer 429 RATE_LIMITED with Retry-After.",
  errors: ["VALIDATION_FAILURE", "INVALID_CREDENTIALS", "ACCOUNT_DISABLED", "RATE_LIMITED", "MAINTENANCE_MODE"],
});

export const refreshSession = defineOperation({
  method: "post",
  path: "/api/refresh",
  tag: "Authentication",
  access: "signed in",
  maintenanceExempt: true,
  response: sessionExpirySchema,
  summary: "Extend the session",
  description: "Answers the new `expiresAt` and re-issues both cookies.",
  errors: ["UNAUTHENTICATED"],
});

export const logout = defineOperation({
  method: "post",
  path: "/api/logout",
  tag: "Authentication",
  access: "public",
  public: true,
  maintenanceExempt: true,
  response: loggedOutSchema,
  summary: "Sign out",
  description: "Revokes the session and clears the cookies.",
});

export const getMyself = defineOperation({
  method: "get",
  path: "/api/myself",
  tag: "Authentication",
  access: "signed in",
  response: currentUserDtoSchema,
  summary: "The current user, with its permission rules",
  errors: ["UNAUTHENTICATED", "MAINTENANCE_MODE"],
});

export const updateMyself = defineOperation({
  method: "patch",
  path: "/api/myself",
  tag: "Authentication",
  access: "signed in",
  body: updateProfileSchema,
  response: currentUserDtoSchema,
  summary: "Change own preferences (time zone)",
  errors: ["VALIDATION_FAILURE"],
});

export const changeOwnPassword = defineOperation({
  method: "put",
  path: "/api/myself/password",
  tag: "Authentication",
  access: "signed in",
  body: changePasswordSchema,
  response: messageSchema,
  summary: "Change own password with the current one",
  description: "Other sessions of the user end.",
  errors: ["VALIDATION_FAILURE"],
});

export const requestPasswordRecovery = defineOperation({
  method: "post",
  path: "/api/user/password-recovery",
  tag: "Authentication",
  access: "public",
  public: true,
  maintenanceExempt: true,
  body: passwordRecoverySchema,
  response: messageSchema,
  summary: "Email a password reset link",
  description:
    "Answers the same whether or not the address has an account. The link is `APP_URL/auth/password-reset?token=…`. At most 20 requests per client address in 15 minutes (429 with `Retry-After`).",
  errors: ["VALIDATION_FAILURE", "RATE_LIMITED"],
});

export const resetPassword = defineOperation({
  method: "patch",
  path: "/api/user/reset-password",
  tag: "Authentication",
  access: "reset or invitation token as `Authorization: Bearer`",
  public: true,
  maintenanceExempt: true,
  body: resetPasswordSchema,
  response: messageSchema,
  summary: "Set a new password with a token",
  errors: ["VALIDATION_FAILURE", "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED", "RATE_LIMITED"],
});

export const health = defineOperation({
  method: "get",
  path: "/api/health",
  tag: "Operations",
  access: "public",
  public: true,
  sessionless: true,
  maintenanceExempt: true,
  response: livenessSchema,
  summary: "Liveness: the process answers",
  description:
    'Always 200 `{ data: { status: "ok", uptimeSeconds } }` while the process runs; touches neither the database nor the storage, and answers during maintenance.',
});

export const getMaintenanceNotice = defineOperation({
  method: "get",
  path: "/api/maintenance",
  tag: "Operations",
  access: "public",
  public: true,
  sessionless: true,
  maintenanceExempt: true,
  response: maintenanceNoticeSchema,
  summary: "Whether maintenance mode is on, and its message",
  description:
    '`{ "on": true, "message": "Upgrading the rater until 10:00 EST" }` while maintenance mode is on (the default text when the admin left the message empty), `{ "on": false, "message": null }` otherwise. ' +
    "The sign-in page reads it to tell people before they type a password; it answers during maintenance and without a session.",
});

export const ready = defineOperation({
  method: "get",
  path: "/api/ready",
  tag: "Operations",
  access: "public",
  public: true,
  sessionless: true,
  maintenanceExempt: true,
  response: readySchema,
  summary: "Readiness: the database and the file storage are reachable",
  description:
    '200 `{ data: { status: "ready", checks: { database, storage } } }` (each `{ ok, ms }`, storage with its `backend`); 503 SERVICE_UNAVAILABLE with `Retry-After` and the failed checks in `details` when either does not answer within 3 s.',
  errors: ["SERVICE_UNAVAILABLE"],
});

export const listStates = defineOperation({
  method: "get",
  path: "/api/state",
  tag: "Lookups",
  access: "signed in",
  many: true,
  response: usStateSchema,
  summary: "US states and DC",
});

export const listLocations = defineOperation({
  method: "get",
  path: "/api/location",
  tag: "Lookups",
  access: "signed in",
  list: true,
  response: locationDtoSchema,
  summary: "Search ZIP codes",
  description: "Fields: zipCode, city, state (filter and sort), latitude, longitude (sort).",
});

export const getConfig = defineOperation({
  method: "get",
  path: "/api/config",
  tag: "Settings",
  access: "read Config (all roles)",
  can: ["read", "Config"],
  response: appConfigDtoSchema,
  summary: "App options and rater configuration",
});

export const updateConfig = defineOperation({
  method: "patch",
  path: "/api/config",
  tag: "Settings",
  access: "update Config (admin)",
  can: ["update", "Config"],
  body: appConfigPatchSchema,
  response: appConfigDtoSchema,
  summary: "Change app options",
  description: "Money in dollars, rates as fractions (0.02 is 2%). Includes maintenance mode and its message.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const listAuditEvents = defineOperation({
  method: "get",
  path: "/api/audit-event",
  tag: "Administration",
  access: "read AuditEvent (admin)",
  can: ["read", "AuditEvent"],
  query: z.object({
    subjectType: z.string({ error: REQUIRED }).min(1, REQUIRED).describe("e.g. Company, User, AppConfig"),
    subjectId: z.string({ error: REQUIRED }).min(1, REQUIRED),
  }),
  many: true,
  response: auditEventDtoSchema,
  summary: "History of one record",
  description:
    "Newest first, with before and after values; recorded ids read as names (`broker`, `company`, `copiedFrom`, `policy`, `document`), technical ids such as envelope ids are left out.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const listEmailOutbox = defineOperation({
  method: "get",
  path: "/api/email-outbox",
  tag: "Administration",
  access: "read EmailOutbox (admin)",
  can: ["read", "EmailOutbox"],
  list: true,
  response: emailOutboxDtoSchema,
  summary: "Emails written by the portal, with delivery status",
  description:
    "Newest first (`createdAt` desc). Fields: id (number), status (enum), subject, template (text: like, eq, neq, in), to (the recipients: `like` finds a recipient whose address contains the text, any case; eq, neq, in compare whole addresses), createdAt (date). " +
    'The settings page\'s search: `f={"or":[{"to":{"like":"…"}},{"subject":{"like":"…"}}]}`.',
});

export const FOUNDATION_OPERATIONS = [
  login,
  refreshSession,
  logout,
  getMyself,
  updateMyself,
  changeOwnPassword,
  requestPasswordRecovery,
  resetPassword,
  health,
  getMaintenanceNotice,
  ready,
  listStates,
  listLocations,
  getConfig,
  updateConfig,
  listAuditEvents,
  listEmailOutbox,
];
