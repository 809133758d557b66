import { z } from "zod";
import { wireMoment } from "@/lib/api/wire-schemas";
import { COMPANY_ROLES } from "@/lib/companies/company-schema";
import { ACTIONS, SUBJECT_TYPES } from "@/lib/permissions/rules";
import { PERMISSION_LEVELS, USER_ROLES } from "@/lib/users/user-schema";

const action = z.enum(ACTIONS);
const subject = z.enum(SUBJECT_TYPES);

/** One permission rule as lib/permissions/rules.ts writes it; the browser builds its ability from them. */
export const appRuleSchema = z.object({
  action: z.union([action, z.array(action)]),
  subject: z.union([subject, z.array(subject)]),
  conditions: z.record(z.string(), z.unknown()).optional(),
});

/** The answer of GET /api/myself (and PATCH): the current user with its company, formats and permission rules. */
export const currentUserDtoSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  permissionLevel: z.enum(PERMISSION_LEVELS),
  company: z.object({ id: z.number().int(), name: z.string(), role: z.enum(COMPANY_ROLES) }),
  timeZone: z.string(),
  dateFormat: z.string(),
  timeFormat: z.string(),
  sessionExpiresAt: wireMoment,
  rules: z.array(appRuleSchema),
});

export type CurrentUserDto = z.infer<typeof currentUserDtoSchema>;
