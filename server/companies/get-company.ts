import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { companyDetailsDto } from "./company-dto";

/** GET /api/company/{id} (admin): one company with its logo, its number of users and its version. */
export async function getCompany(actor: Actor, id: number) {
  if (!abilityFor(actor).can("manage", "Company")) throw forbidden();
  const company = await db.company.findUnique({ where: { id }, include: { logoFile: true, _count: { select: { users: true } } } });
  if (!company) throw notFound("Company");
  return companyDetailsDto(company);
}
