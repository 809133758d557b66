import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { forbidden, notFound, validationFailure } from "@/lib/api/errors";
import type { UpdateCompany } from "@/lib/companies/company-schema";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { companyAuditFields, companyDetailsDto, companyVersion, type CompanyAuditFields } from "./company-dto";
import { agencyCodeTaken, isUniqueViolation, staleCompany } from "./company-errors";

/**
 * PATCH /api/company/{id} (admin): changes any subset of a company's fields.
 *
 * The row is locked for the change, so concurrent changes apply one after the other; with `version`
 * a change made since the caller read the company answers 409 CONFLICT instead of overwriting it.
 * Disabling a company revokes every open session of its users in the same transaction (their
 * sign-in is refused from then on by the account check). A `company.update` audit event records the
 * before and after values of the fields that changed.
 */
export async function updateCompany(actor: Actor, id: number, patch: UpdateCompany) {
  if (!abilityFor(actor).can("manage", "Company")) throw forbidden();
  try {
    const company = await db.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Company" WHERE id = ${id} FOR UPDATE`;
      if (locked.length === 0) throw notFound("Company");
      const before = await tx.company.findUniqueOrThrow({ where: { id }, include: { _count: { select: { users: true } } } });
      if (patch.version !== undefined && patch.version !== companyVersion(before)) throw staleCompany();

      const requested: Partial<CompanyAuditFields> = {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.agencyCode !== undefined && { agencyCode: patch.agencyCode }),
        ...(patch.email !== undefined && { email: patch.email }),
        ...(patch.role !== undefined && { role: patch.role }),
        ...(patch.enabled !== undefined && { enabled: patch.enabled }),
        ...(patch.commission !== undefined && { commission: patch.commission }),
        ...(patch.address?.street !== undefined && { street: patch.address.street }),
        ...(patch.address?.city !== undefined && { city: patch.address.city }),
        ...(patch.address?.state !== undefined && { state: patch.address.state }),
        ...(patch.address?.zipCode !== undefined && { zipCode: patch.address.zipCode }),
      };
      const previous = companyAuditFields(before);
      const changed = (Object.keys(requested) as (keyof CompanyAuditFields)[]).filter((key) => requested[key] !== previous[key]);
      if (changed.length === 0)
        return tx.company.findUniqueOrThrow({ where: { id }, include: { logoFile: true, _count: { select: { users: true } } } });

      if (changed.includes("role") && before._count.users > 0) {
        throw validationFailure([{ path: "role", message: "The role cannot change while the company has users" }]);
      }
      if (changed.includes("enabled") && requested.enabled === false && id === actor.companyId) {
        throw validationFailure([{ path: "enabled", message: "You cannot disable your own company" }]);
      }
      if (changed.includes("agencyCode") && requested.agencyCode) {
        const other = await tx.company.findFirst({ where: { agencyCode: requested.agencyCode, NOT: { id } }, select: { id: true } });
        if (other) throw agencyCodeTaken();
      }

      const data: Prisma.CompanyUpdateInput = Object.fromEntries(changed.map((key) => [key, requested[key]]));
      // Each change moves updatedAt (and so the version) forward, even twice within a millisecond.
      data.updatedAt = new Date(Math.max(Date.now(), before.updatedAt.getTime() + 1));
      const after = await tx.company.update({ where: { id }, data, include: { logoFile: true, _count: { select: { users: true } } } });

      let sessionsRevoked = 0;
      if (before.enabled && !after.enabled) {
        const revoked = await tx.session.updateMany({
          where: { revokedAt: null, user: { companyId: id } },
          data: { revokedAt: new Date() },
        });
        sessionsRevoked = revoked.count;
      }
      const next = companyAuditFields(after);
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "company.update",
        subjectType: "Company",
        subjectId: id,
        before: Object.fromEntries(changed.map((key) => [key, previous[key]])),
        after: { ...Object.fromEntries(changed.map((key) => [key, next[key]])), ...(sessionsRevoked > 0 && { sessionsRevoked }) },
      });
      return after;
    });
    return companyDetailsDto(company);
  } catch (error) {
    if (isUniqueViolation(error)) throw agencyCodeTaken();
    throw error;
  }
}
