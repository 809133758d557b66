import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { invitationSentSchema, userImportResultSchema, userRecordSchema } from "@/lib/users/user-dto";
import { userCreateSchema, userUpdateSchema } from "@/lib/users/user-schema";

// Users (admin): list, create with an invitation, read, edit, resend the invitation, import from CSV.

export const listUsers = defineOperation({
  method: "get",
  path: "/api/user",
  tag: "Administration",
  access: "manage User (admin)",
  can: ["manage", "User"],
  list: true,
  response: userRecordSchema,
  summary: "Users",
  description: 'Search with `f={"or":[{"firstName":{"like":"ann"}},{"company.name":{"like":"ann"}}]}`; role and enabled with `in`.',
});

export const createUser = defineOperation({
  method: "post",
  path: "/api/user",
  tag: "Administration",
  access: "manage User (admin)",
  can: ["manage", "User"],
  body: userCreateSchema,
  response: userRecordSchema,
  summary: "Create a user and email an invitation",
  description:
    "The user starts in status `INVITED` without a password. An invitation email with a link to `APP_URL/auth/password-reset?token=…` (valid `INVITATION_TOKEN_TTL_HOURS`) is written in the same transaction. The role must match the company's role. Answers the user.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN", "CONFLICT"],
});

export const getUser = defineOperation({
  method: "get",
  path: "/api/user/{userId}",
  tag: "Administration",
  access: "manage User (admin)",
  can: ["manage", "User"],
  response: userRecordSchema,
  summary: "One user",
  description: "Includes `updatedAt`, to send back with a change.",
  errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND"],
});

export const updateUser = defineOperation({
  method: "patch",
  path: "/api/user/{userId}",
  tag: "Administration",
  access: "manage User (admin)",
  can: ["manage", "User"],
  body: userUpdateSchema,
  response: userRecordSchema,
  summary: "Change a user",
  description:
    "Any subset of the fields. With `updatedAt` as last read, a change made by someone else in between is refused with 409 `CONFLICT`. `enabled: false` ends all of the user's sessions at once. Answers the user.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "CONFLICT"],
});

export const resendInvitation = defineOperation({
  method: "post",
  path: "/api/user/{userId}/resend-invitation",
  tag: "Administration",
  access: "manage User (admin)",
  can: ["manage", "User"],
  response: invitationSentSchema,
  summary: "Email a new invitation link",
  description: "Only for users in status `INVITED`; earlier invitation links stop working. No body.",
  errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION", "RATE_LIMITED"],
});

export const importUsers = defineOperation({
  method: "post",
  path: "/api/user/import",
  tag: "Administration",
  access: "manage User (admin)",
  can: ["manage", "User"],
  multipart: true,
  body: z.object({ file: z.file().describe("The CSV file") }),
  response: userImportResultSchema,
  summary: "Import users from a CSV file",
  description:
    "`multipart/form-data` with the file in field `file` (at most 1 MB, 500 users). Header line exactly `firstName,lastName,email,role,permissionLevel,company`; `company` is a company's name or agency code. All rows or none: `EMPTY_FILE` for an empty file or a header only, `VALIDATION_FAILURE` with `details` paths `row N.field` (N the line in the file), then `CSV_DUPLICATED_EMAIL` for emails used twice or already taken. Every user gets an invitation. Answers `{ created }`.",
  errors: ["VALIDATION_FAILURE", "EMPTY_FILE", "CSV_DUPLICATED_EMAIL", "FORBIDDEN", "RATE_LIMITED"],
});

export const USER_OPERATIONS = [listUsers, createUser, getUser, updateUser, resendInvitation, importUsers];
