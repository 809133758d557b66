import "server-only";
import type { Company, StoredFile } from "@/generated/prisma/client";
import { isoSeconds, money } from "@/lib/api/serialize";
import type { CompanyDetails, CompanyDto } from "@/lib/companies/company-dto";

/** A company as the API answers it in lists. */
export function companyDto(company: Company): CompanyDto {
  return {
    id: company.id,
    name: company.name,
    agencyCode: company.agencyCode,
    email: company.email,
    role: company.role,
    enabled: company.enabled,
    commission: money(company.commission),
    address: { street: company.street, city: company.city, state: company.state, zipCode: company.zipCode },
    createdAt: isoSeconds(company.createdAt),
  };
}

/** The optimistic-concurrency token of a company: its updatedAt in milliseconds, as text. */
export function companyVersion(company: Pick<Company, "updatedAt">): string {
  return String(company.updatedAt.getTime());
}

export function logoUrl(companyId: number, fileId: number): string {
  return `/api/company/${companyId}/logo?v=${fileId}`;
}

/** One company with its logo, user count and version, as GET /api/company/{id} answers it. */
export function companyDetailsDto(company: Company & { logoFile: StoredFile | null; _count?: { users: number } }): CompanyDetails {
  const { logoFile } = company;
  return {
    ...companyDto(company),
    logo: logoFile
      ? {
          url: logoUrl(company.id, logoFile.id),
          fileName: logoFile.fileName,
          contentType: logoFile.contentType,
          size: logoFile.size,
          uploadedAt: isoSeconds(logoFile.createdAt),
        }
      : null,
    usersCount: company._count?.users ?? 0,
    updatedAt: isoSeconds(company.updatedAt),
    version: companyVersion(company),
  };
}

/** The fields an audit event records for a company, flat, in wire format. */
export function companyAuditFields(company: Company) {
  return {
    name: company.name,
    agencyCode: company.agencyCode,
    email: company.email,
    role: company.role,
    enabled: company.enabled,
    commission: money(company.commission),
    street: company.street,
    city: company.city,
    state: company.state,
    zipCode: company.zipCode,
  };
}

export type CompanyAuditFields = ReturnType<typeof companyAuditFields>;
