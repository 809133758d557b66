import { userCreateSchema, userUpdateSchema } from "@/lib/users/user-schema";
import type { ApiOperation } from "@/lib/api/operation";

// Users (admin): create with an invitation, read, edit, resend the invitation, import from CSV.
// GET /api/user (the list) is in foundation.ts.
export const USER_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/user",
    tag: "Administration",
    access: "manage User (admin)",
    body: userCreateSchema,
    summary: "Create a user and email an invitation",
    description:
      "The user starts in status `INVITED` without a password. An invitation email with a link to `APP_URL/auth/password-reset?token=…` (valid `INVITATION_TOKEN_TTL_HOURS`) is written in the same transaction. The role must match the company's role. Answers the user.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN", "CONFLICT"],
  },
  {
    method: "get",
    path: "/api/user/{userId}",
    tag: "Administration",
    access: "manage User (admin)",
    summary: "One user",
    description: "Includes `updatedAt`, to send back with a change.",
    errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND"],
  },
  {
    method: "patch",
    path: "/api/user/{userId}",
    tag: "Administration",
    access: "manage User (admin)",
    body: userUpdateSchema,
    summary: "Change a user",
    description:
      "Any subset of the fields. With `updatedAt` as last read, a change made by someone else in between is refused with 409 `CONFLICT`. `enabled: false` ends all of the user's sessions at once. Answers the user.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "CONFLICT"],
  },
  {
    method: "post",
    path: "/api/user/{userId}/resend-invitation",
    tag: "Administration",
    access: "manage User (admin)",
    summary: "Email a new invitation link",
    description: "Only for users in status `INVITED`; earlier invitation links stop working. No body.",
    errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION", "RATE_LIMITED"],
  },
  {
    method: "post",
    path: "/api/user/import",
    tag: "Administration",
    access: "manage User (admin)",
    summary: "Import users from a CSV file",
    description:
      "`multipart/form-data` with the file in field `file` (at most 1 MB, 500 users). Header line exactly `firstName,lastName,email,role,permissionLevel,company`; `company` is a company's name or agency code. All rows or none: `EMPTY_FILE` for an empty file or a header only, `VALIDATION_FAILURE` with `details` paths `row N.field` (N the line in the file), then `CSV_DUPLICATED_EMAIL` for emails used twice or already taken. Every user gets an invitation. Answers `{ created }`.",
    errors: ["VALIDATION_FAILURE", "EMPTY_FILE", "CSV_DUPLICATED_EMAIL", "FORBIDDEN", "RATE_LIMITED"],
  },
];
