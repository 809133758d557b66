import "server-only";
import { forbidden } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";

export type ReportFilterOptions = {
  binders: { id: number; uniqueMarketReference: string }[];
  brokerCompanies: { id: number; name: string }[];
};

/** The choices of the bordereau page's binder and broker company filters (read Report). */
export async function reportFilterOptions(actor: Actor): Promise<ReportFilterOptions> {
  if (!abilityFor(actor).can("read", "Report")) throw forbidden();
  const [binders, brokerCompanies] = await Promise.all([
    db.binder.findMany({ select: { id: true, uniqueMarketReference: true }, orderBy: [{ from: "desc" }, { id: "desc" }] }),
    db.company.findMany({ where: { role: "BROKER" }, select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
  ]);
  return { binders, brokerCompanies };
}
