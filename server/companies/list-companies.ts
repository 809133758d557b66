import "server-only";
import type { CompanyRole } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";
import { companyDto } from "./company-dto";

export const COMPANY_ROLES = ["ADMIN", "UNDERWRITER", "BROKER"] as const satisfies readonly CompanyRole[];

/** The fields GET /api/company filters and sorts on (DESIGN.md §3 allow-list). */
export const COMPANY_FIELDS: ResourceFields = {
  name: { type: "string" },
  agencyCode: { type: "string" },
  email: { type: "string" },
  role: { type: "enum", values: COMPANY_ROLES },
  enabled: { type: "boolean" },
  commission: { type: "number" },
  city: { type: "string" },
  state: { type: "string" },
  createdAt: { type: "date" },
};

/** GET /api/company: admins list companies with the list query (f, p, s). */
export async function listCompanies(actor: Actor, url: string) {
  if (!abilityFor(actor).can("manage", "Company")) throw forbidden();
  const { where, orderBy, skip, take, query } = parseListQuery(url, COMPANY_FIELDS, { defaultSort: { field: "name", direction: "asc" } });
  const [rows, itemsCount] = await Promise.all([db.company.findMany({ where, orderBy, skip, take }), db.company.count({ where })]);
  return { items: rows.map(companyDto), pagination: { index: query.page.index, size: query.page.size, itemsCount } };
}
