import { z } from "zod";
import { namedRecord, wireDate, wireMoment } from "@/lib/api/wire-schemas";
import { TIME_ZONE_CODES } from "@/lib/users/profile-schemas";
import { PERMISSION_LEVELS, USER_ROLES, USER_STATUSES } from "@/lib/users/user-schema";

/** A user as the API answers it (server/users/user-dto.ts): never the password hash. `updatedAt` is the version PATCH checks. */
export const userRecordSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  permissionLevel: z.enum(PERMISSION_LEVELS),
  status: z.enum(USER_STATUSES),
  enabled: z.boolean(),
  company: namedRecord,
  accessStartDate: wireDate.nullable(),
  accessEndDate: wireDate.nullable(),
  timeZone: z.enum(TIME_ZONE_CODES),
  language: z.string(),
  country: z.string(),
  dateFormat: z.string(),
  timeFormat: z.string(),
  /** The producer license number (brokers), printed in the policy's producer block; null when none is on file. */
  licenceNumber: z.string().nullable(),
  createdAt: wireMoment,
  updatedAt: wireMoment,
  lastLoginAt: wireMoment.nullable(),
});

export type UserRecord = z.infer<typeof userRecordSchema>;

/** POST /api/user/{id}/resend-invitation. */
export const invitationSentSchema = z.object({ message: z.string(), expiresAt: wireMoment });

/** POST /api/user/import: how many users were created (all rows or none). */
export const userImportResultSchema = z.object({ created: z.number().int() });
