import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { companyDetailsSchema, companyDtoSchema } from "@/lib/companies/company-dto";
import { createCompanySchema, updateCompanySchema } from "@/lib/companies/company-schema";

export const listCompanies = defineOperation({
  method: "get",
  path: "/api/company",
  tag: "Administration",
  access: "manage Company (admin)",
  can: ["manage", "Company"],
  list: true,
  response: companyDtoSchema,
  summary: "Companies",
});

export const createCompany = defineOperation({
  method: "post",
  path: "/api/company",
  tag: "Administration",
  access: "manage Company (admin)",
  can: ["manage", "Company"],
  body: createCompanySchema,
  status: 201,
  response: companyDetailsSchema,
  summary: "Create a company",
  description:
    "Answers 201 with the company as `GET /api/company/{companyId}` does. `commission` is a percentage (0–100, a number or numeric text), rounded half up to two decimals; `agencyCode` is stored upper-case and must be unique (409 CONFLICT with `details` at `agencyCode`). The logo is a separate call.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN", "CONFLICT"],
});

export const getCompany = defineOperation({
  method: "get",
  path: "/api/company/{companyId}",
  tag: "Administration",
  access: "manage Company (admin)",
  can: ["manage", "Company"],
  response: companyDetailsSchema,
  summary: "One company",
  description:
    "With `logo` (`url`, `fileName`, `contentType`, `size`, `uploadedAt`, or null), `usersCount`, `updatedAt` and `version` (send it back with PATCH).",
  errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND"],
});

export const updateCompany = defineOperation({
  method: "patch",
  path: "/api/company/{companyId}",
  tag: "Administration",
  access: "manage Company (admin)",
  can: ["manage", "Company"],
  body: updateCompanySchema,
  response: companyDetailsSchema,
  summary: "Change a company",
  description:
    "Any subset of the fields; `null` or an empty text clears an optional one. With `version`, a company changed since answers 409 CONFLICT. Disabling a company signs its users out at once and refuses their sign-in until it is enabled again. The role cannot change while the company has users, and admins cannot disable their own company.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "CONFLICT"],
});

export const uploadCompanyLogo = defineOperation({
  method: "put",
  path: "/api/company/{companyId}/logo",
  tag: "Administration",
  access: "manage Company (admin)",
  can: ["manage", "Company"],
  multipart: true,
  body: z.object({ file: z.file().describe("A PNG or JPEG image") }),
  response: companyDetailsSchema,
  summary: "Upload the company's logo",
  description:
    "`multipart/form-data` with the image in the field `file`. The type is read from the bytes: PNG or JPEG only, at most 3 MB, width/height 3:2 within 1%, at most 6000 × 4000 pixels. A rejected file answers 400 VALIDATION_FAILURE with the reason at `file` and changes nothing. Answers the company with its new `logo`.",
  errors: ["VALIDATION_FAILURE", "EMPTY_FILE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "RATE_LIMITED"],
});

export const getCompanyLogo = defineOperation({
  method: "get",
  path: "/api/company/{companyId}/logo",
  tag: "Administration",
  access: "manage Company (admin), or a user of that company",
  query: z.object({ v: z.string().optional().describe("The logo's file id, as in `logo.url`: the answer may then be cached for long") }),
  binary: "image/*",
  summary: "The company's logo image",
  description:
    "The image bytes with their content type (not the JSON envelope), `Cache-Control: private` and an ETag. 404 RESOURCE_NOT_FOUND when the company has no logo, or is not the caller's own company (for everyone but admins).",
  errors: ["RESOURCE_NOT_FOUND"],
});

export const COMPANY_OPERATIONS = [listCompanies, createCompany, getCompany, updateCompany, uploadCompanyLogo, getCompanyLogo];
