import { createCompanySchema, updateCompanySchema } from "@/lib/companies/company-schema";
import type { ApiOperation } from "@/lib/api/operation";

// GET /api/company (the list) is documented with the other lists in foundation.ts.
export const COMPANY_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/company",
    tag: "Administration",
    access: "manage Company (admin)",
    body: createCompanySchema,
    status: 201,
    summary: "Create a company",
    description:
      "Answers 201 with the company as `GET /api/company/{companyId}` does. `commission` is a percentage (0–100, a number or numeric text), rounded half up to two decimals; `agencyCode` is stored upper-case and must be unique (409 CONFLICT with `details` at `agencyCode`). The logo is a separate call.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN", "CONFLICT"],
  },
  {
    method: "get",
    path: "/api/company/{companyId}",
    tag: "Administration",
    access: "manage Company (admin)",
    summary: "One company",
    description:
      "With `logo` (`url`, `fileName`, `contentType`, `size`, `uploadedAt`, or null), `usersCount`, `updatedAt` and `version` (send it back with PATCH).",
    errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND"],
  },
  {
    method: "patch",
    path: "/api/company/{companyId}",
    tag: "Administration",
    access: "manage Company (admin)",
    body: updateCompanySchema,
    summary: "Change a company",
    description:
      "Any subset of the fields; `null` or an empty text clears an optional one. With `version`, a company changed since answers 409 CONFLICT. Disabling a company signs its users out at once and refuses their sign-in until it is enabled again. The role cannot change while the company has users, and admins cannot disable their own company.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "CONFLICT"],
  },
  {
    method: "put",
    path: "/api/company/{companyId}/logo",
    tag: "Administration",
    access: "manage Company (admin)",
    summary: "Upload the company's logo",
    description:
      "`multipart/form-data` with the image in the field `file`. The type is read from the bytes: PNG or JPEG only, at most 3 MB, width/height 3:2 within 1%, at most 6000 × 4000 pixels. A rejected file answers 400 VALIDATION_FAILURE with the reason at `file` and changes nothing. Answers the company with its new `logo`.",
    errors: ["VALIDATION_FAILURE", "EMPTY_FILE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "RATE_LIMITED"],
  },
  {
    method: "get",
    path: "/api/company/{companyId}/logo",
    tag: "Administration",
    access: "manage Company (admin), or a user of that company",
    summary: "The company's logo image",
    description:
      "The image bytes with their content type (not the JSON envelope), `Cache-Control: private` and an ETag. 404 RESOURCE_NOT_FOUND when the company has no logo, or is not the caller's own company (for everyone but admins).",
    errors: ["RESOURCE_NOT_FOUND"],
  },
];
