import "server-only";
import { forbidden } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";

/** The companies a user can belong to, for the user forms' company select (admin). */
export async function listCompanyOptions(actor: Actor) {
  if (!abilityFor(actor).can("manage", "User")) throw forbidden();
  return db.company.findMany({
    select: { id: true, name: true, agencyCode: true, role: true, enabled: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}

export type CompanyOption = Awaited<ReturnType<typeof listCompanyOptions>>[number];
