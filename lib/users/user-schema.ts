import { singleLineText } from "@/lib/api/text";
import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import { REQUIRED, emailSchema } from "@/lib/auth/schemas";
import { COUNTRIES, DATE_FORMATS, LANGUAGES, PERMISSION_LEVELS, TIME_FORMATS, TIME_ZONE_CODES, USER_ROLES } from "@/lib/users/user-labels";

export {
  COMPANY_ROLE_OF,
  COUNTRIES,
  COUNTRY_LABELS,
  DATE_FORMATS,
  IMPORT_HEADER,
  LANGUAGES,
  LANGUAGE_LABELS,
  PERMISSION_LEVELS,
  PERMISSION_LEVEL_LABELS,
  ROLE_LABELS,
  TIME_FORMATS,
  TIME_ZONE_CODES,
  USER_ROLES,
  USER_ROLE_FOR_COMPANY,
  USER_STATUSES,
  USER_STATUS_LABELS,
  roleMismatchMessage,
  type CompanyRoleName,
  type PermissionLevelName,
  type UserRoleName,
} from "@/lib/users/user-labels";

// The user record of spec §3, shared by the admin forms and the API (DESIGN.md §1): the same schema
// checks the form in the browser and the body of POST /api/user and PATCH /api/user/{id}.

export const ACCESS_END_BEFORE_START = "The access end date must not be before the start date";
export const INVALID_DATE = "This value must be a valid date";

const name = (label: string) =>
  singleLineText(z.string({ error: REQUIRED }).trim())
    .min(1, REQUIRED)
    .max(100, `${label} must have at most 100 characters`);

const enumOf = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** A calendar date as YYYY-MM-DD; an empty entry (a cleared date field) is "no date". */
const calendarDate = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z
    .string({ error: INVALID_DATE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= "1900-01-01" && s <= "2099-12-31";
    }, INVALID_DATE)
    .nullable(),
);

export const LICENCE_NUMBER_MESSAGE = "Use letters, digits, spaces, dots, slashes or hyphens (at most 30)";

/**
 * The producer license number of a broker (decision D81), as the state issued it ("0H12345",
 * "IL 18374652"); an empty entry is "none on file".
 */
const licenceNumber = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
  z
    .string({ error: LICENCE_NUMBER_MESSAGE })
    .max(30, LICENCE_NUMBER_MESSAGE)
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9 ./-]*[A-Za-z0-9])?$/, LICENCE_NUMBER_MESSAGE)
    .nullable(),
);

/** A company id as a number, or a numeric string (a form's select). */
const companyId = recordId("Choose a company");

const fields = {
  firstName: name("First name"),
  lastName: name("Last name"),
  email: emailSchema,
  role: enumOf(USER_ROLES, "Choose a role"),
  companyId,
  permissionLevel: enumOf(PERMISSION_LEVELS, "Choose a permission level"),
  enabled: z.boolean({ error: "Enabled must be true or false" }),
  accessStartDate: calendarDate,
  accessEndDate: calendarDate,
  timeZone: enumOf(TIME_ZONE_CODES, "Choose a time zone"),
  language: enumOf(LANGUAGES, "The language must be EN"),
  country: enumOf(COUNTRIES, "The country must be USA"),
  dateFormat: enumOf(DATE_FORMATS, "The date format must be MM/dd/yyyy"),
  timeFormat: enumOf(TIME_FORMATS, "The time format must be HH:mm"),
  licenceNumber,
};

function accessDatesInOrder(v: { accessStartDate?: string | null; accessEndDate?: string | null }) {
  return !v.accessStartDate || !v.accessEndDate || v.accessEndDate >= v.accessStartDate;
}

/** POST /api/user and the create form. Everything but names, email, role and company has a default. */
export const userCreateSchema = z
  .object({
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    role: fields.role,
    companyId: fields.companyId,
    permissionLevel: fields.permissionLevel.default("VIEW_COMPANY_INDICATIONS"),
    enabled: fields.enabled.default(true),
    accessStartDate: fields.accessStartDate.optional().default(null),
    accessEndDate: fields.accessEndDate.optional().default(null),
    timeZone: fields.timeZone.default("EST"),
    language: fields.language.default("EN"),
    country: fields.country.default("USA"),
    dateFormat: fields.dateFormat.default("MM/dd/yyyy"),
    timeFormat: fields.timeFormat.default("HH:mm"),
    licenceNumber: fields.licenceNumber.optional().default(null),
  })
  .strict()
  .refine(accessDatesInOrder, { message: ACCESS_END_BEFORE_START, path: ["accessEndDate"] });

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreateValues = z.output<typeof userCreateSchema>;

/**
 * PATCH /api/user/{id} and the edit form: any subset of the fields. `updatedAt` (as last read) makes
 * the change fail with 409 CONFLICT when someone else saved the user in between.
 */
export const userUpdateSchema = z
  .object({
    firstName: fields.firstName.optional(),
    lastName: fields.lastName.optional(),
    email: fields.email.optional(),
    role: fields.role.optional(),
    companyId: fields.companyId.optional(),
    permissionLevel: fields.permissionLevel.optional(),
    enabled: fields.enabled.optional(),
    accessStartDate: fields.accessStartDate.optional(),
    accessEndDate: fields.accessEndDate.optional(),
    timeZone: fields.timeZone.optional(),
    language: fields.language.optional(),
    country: fields.country.optional(),
    dateFormat: fields.dateFormat.optional(),
    timeFormat: fields.timeFormat.optional(),
    licenceNumber: fields.licenceNumber.optional(),
    updatedAt: z.iso.datetime({ offset: true, error: "updatedAt must be an ISO timestamp" }).optional(),
  })
  .strict()
  .refine(accessDatesInOrder, { message: ACCESS_END_BEFORE_START, path: ["accessEndDate"] });

export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type UserUpdateValues = z.output<typeof userUpdateSchema>;

/** One data row of the CSV import (header `firstName,lastName,email,role,permissionLevel,company`). */
export const userImportRowSchema = z.object({
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: fields.email,
  role: z.enum(USER_ROLES, { error: `Role must be one of ${USER_ROLES.join(", ")}` }),
  permissionLevel: z.enum(PERMISSION_LEVELS, { error: `Permission level must be one of ${PERMISSION_LEVELS.join(", ")}` }),
  company: singleLineText(z.string({ error: REQUIRED }).trim()).min(1, REQUIRED),
});

export type UserImportRow = z.output<typeof userImportRowSchema>;
