import { singleLineText } from "@/lib/api/text";
import { z } from "zod";
import { REQUIRED } from "@/lib/auth/schemas";
import { US_STATE_CODES } from "@/lib/geo/us-states";
import { COMPANY_ROLES } from "./company-labels";

export { COMPANY_ROLES, COMPANY_ROLE_LABELS, LOGO_ACCEPT, LOGO_RULES_HINT, type CompanyRoleName } from "./company-labels";

// Companies (spec §3, §5, §9): the schemas the form and the API share. Texts are trimmed, an empty
// optional text is stored as null, and commission is a percentage with two decimals.

export const COMMISSION_NOT_A_NUMBER = "Commission must be a number";
export const COMMISSION_RANGE = "Commission must be between 0 and 100";
export const INVALID_EMAIL = "Enter a valid email address";
export const AGENCY_CODE_TAKEN = "This agency code is already used by another company";

// Logo (spec §3, §9): png/jpg/jpeg checked from the bytes, at most 3 MB, ratio 3:2.
export const LOGO_MAX_BYTES = 3 * 1024 * 1024;
/** Bodies above this are refused before they are read; between the two the use case explains why. */
export const LOGO_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
export const LOGO_RATIO = 3 / 2;
/** Width/height may differ from 3/2 by this fraction (1%), so 301 × 200 passes and 310 × 200 does not. */
export const LOGO_RATIO_TOLERANCE = 0.01;
/** Larger images are refused so that browsers and PDFs never decode huge bitmaps. */
export const LOGO_MAX_WIDTH = 6000;
export const LOGO_MAX_HEIGHT = 4000;

/** Rounds a non-negative decimal string half up to two places without binary floating point. */
export function roundToCents(decimal: string): string {
  const [whole, fraction = ""] = decimal.split(".");
  const padded = (fraction + "000").slice(0, 3);
  let cents = BigInt((whole || "0") + padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += BigInt(1);
  const text = cents.toString().padStart(3, "0");
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

const DECIMAL = /^\+?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Commission in percent: a number, or a string holding one ("12.5"), 0 to 100, rounded half up to
 * two decimals. The output is a decimal string ("12.50"), never a binary float.
 */
export const commissionSchema = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : COMMISSION_NOT_A_NUMBER),
  })
  .transform((value, ctx) => {
    let text: string;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) {
        ctx.addIssue({ code: "custom", message: COMMISSION_NOT_A_NUMBER });
        return z.NEVER;
      }
      if (value < 0) {
        ctx.addIssue({ code: "custom", message: COMMISSION_RANGE });
        return z.NEVER;
      }
      text = /e/i.test(String(value)) ? value.toFixed(12) : String(value);
    } else {
      text = value.trim();
      if (text === "") {
        ctx.addIssue({ code: "custom", message: REQUIRED });
        return z.NEVER;
      }
      if (/^-\d*\.?\d+$/.test(text)) {
        ctx.addIssue({ code: "custom", message: COMMISSION_RANGE });
        return z.NEVER;
      }
      if (!DECIMAL.test(text)) {
        ctx.addIssue({ code: "custom", message: COMMISSION_NOT_A_NUMBER });
        return z.NEVER;
      }
      text = text.replace(/^\+/, "");
    }
    if (Number(text) > 100) {
      ctx.addIssue({ code: "custom", message: COMMISSION_RANGE });
      return z.NEVER;
    }
    return roundToCents(text);
  });

/** An optional text: trimmed, "" and null become null, absent stays absent (PATCH leaves it alone). */
function optionalText(max: number, label: string) {
  return singleLineText(z.string({ error: `${label} must be text` }).trim())
    .max(max, `${label} must have at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));
}

const nameSchema = singleLineText(z.string({ error: REQUIRED }).trim())
  .min(1, REQUIRED)
  .max(200, "Name must have at most 200 characters");

const agencyCodeSchema = optionalText(30, "Agency code")
  .refine(
    (v) => v == null || /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(v),
    "Agency code may only contain letters, digits, dots, dashes and underscores",
  )
  .transform((v) => (v == null ? v : v.toUpperCase()));

const emailSchema = optionalText(254, "Email")
  .refine((v) => v == null || z.email().safeParse(v).success, INVALID_EMAIL)
  .transform((v) => (v == null ? v : v.toLowerCase()));

const roleSchema = z.enum(COMPANY_ROLES, { error: "Choose a role" });
const enabledSchema = z.boolean({ error: "Enabled must be true or false" });

export const addressSchema = z
  .object(
    {
      street: optionalText(200, "Street"),
      city: optionalText(100, "City"),
      state: optionalText(50, "State")
        .transform((v) => (v == null ? v : v.toUpperCase()))
        .refine((v) => v == null || US_STATE_CODES.includes(v), "Choose a state"),
      zipCode: optionalText(5, "ZIP code").refine((v) => v == null || /^\d{5}$/.test(v), "ZIP code must have 5 digits"),
    },
    { error: "Address must be an object" },
  )
  .strict();

/** POST /api/company and the create form. */
export const createCompanySchema = z
  .object({
    name: nameSchema,
    agencyCode: agencyCodeSchema,
    email: emailSchema,
    role: roleSchema,
    enabled: enabledSchema.default(true),
    commission: commissionSchema,
    address: addressSchema.optional(),
  })
  .strict();

/**
 * PATCH /api/company/{id} and the edit form: any subset of the fields. `version` (from GET) makes
 * the change conditional: when the company changed since, the call answers 409 CONFLICT.
 */
export const updateCompanySchema = z
  .object({
    name: nameSchema.optional(),
    agencyCode: agencyCodeSchema,
    email: emailSchema,
    role: roleSchema.optional(),
    enabled: enabledSchema.optional(),
    commission: commissionSchema.optional(),
    address: addressSchema.optional(),
    version: z
      .string({ error: "version must be the text GET answered" })
      .regex(/^\d{1,16}$/, "version must be the text GET answered")
      .optional(),
  })
  .strict();

export type CreateCompanyInput = z.input<typeof createCompanySchema>;
export type CreateCompany = z.output<typeof createCompanySchema>;
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;
export type UpdateCompany = z.output<typeof updateCompanySchema>;
