import "server-only";
import { forbidden } from "@/lib/api/errors";
import type { CreateCompany } from "@/lib/companies/company-schema";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { companyAuditFields, companyDetailsDto } from "./company-dto";
import { agencyCodeTaken, isUniqueViolation } from "./company-errors";

/** POST /api/company (admin): creates a company and records a `company.create` audit event. */
export async function createCompany(actor: Actor, data: CreateCompany) {
  if (!abilityFor(actor).can("manage", "Company")) throw forbidden();
  try {
    const company = await db.$transaction(async (tx) => {
      if (data.agencyCode && (await tx.company.findUnique({ where: { agencyCode: data.agencyCode }, select: { id: true } }))) {
        throw agencyCodeTaken();
      }
      const created = await tx.company.create({
        data: {
          name: data.name,
          agencyCode: data.agencyCode ?? null,
          email: data.email ?? null,
          role: data.role,
          enabled: data.enabled,
          commission: data.commission,
          street: data.address?.street ?? null,
          city: data.address?.city ?? null,
          state: data.address?.state ?? null,
          zipCode: data.address?.zipCode ?? null,
        },
        include: { logoFile: true, _count: { select: { users: true } } },
      });
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "company.create",
        subjectType: "Company",
        subjectId: created.id,
        after: companyAuditFields(created),
      });
      return created;
    });
    return companyDetailsDto(company);
  } catch (error) {
    // Two creations with the same agency code at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw agencyCodeTaken();
    throw error;
  }
}
