import { z } from "zod";
import { wireMoment, wireMoney } from "@/lib/api/wire-schemas";
import { COMPANY_ROLES } from "@/lib/companies/company-schema";

/** A company as the API answers it in lists (server/companies/company-dto.ts). */
export const companyDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  agencyCode: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(COMPANY_ROLES),
  enabled: z.boolean(),
  commission: wireMoney.describe('Commission in percent with two decimals ("12.50" is 12.5%)'),
  address: z.object({
    street: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
  }),
  createdAt: wireMoment,
});

export type CompanyDto = z.infer<typeof companyDtoSchema>;

/** The company's logo: `url` serves the image (`?v=` the file, so it can be cached for long). */
export const companyLogoSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: wireMoment,
});

/** One company as GET /api/company/{id} answers it: with its logo, user count and version. */
export const companyDetailsSchema = companyDtoSchema.extend({
  logo: companyLogoSchema.nullable(),
  usersCount: z.number().int(),
  updatedAt: wireMoment,
  /** Send back with PATCH; a change made since answers 409 CONFLICT. */
  version: z.string().describe("Send back with PATCH; a change made since answers 409 CONFLICT"),
});

export type CompanyDetails = z.infer<typeof companyDetailsSchema>;
