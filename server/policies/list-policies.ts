import "server-only";
import type { PolicyStatus } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { isoDate, isoSeconds, money } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import { POLICY_STATUS_LABELS } from "@/lib/status/status-style";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";
import { accessibleWhere } from "@/server/permissions/accessible-where";

export const POLICY_FIELDS: ResourceFields = {
  policyNumber: { type: "string" },
  insuredName: { type: "string" },
  itemName: { type: "string" },
  "brokerCompany.name": { type: "string" },
  dateFrom: { type: "date" },
  premium: { type: "number", filterable: false },
  createdAt: { type: "date" },
  status: { type: "enum", values: Object.keys(POLICY_STATUS_LABELS) as PolicyStatus[] },
};

/** GET /api/policy: the policies the actor may read. */
export async function listPolicies(actor: Actor, url: string) {
  const ability = abilityFor(actor);
  if (!ability.can("read", "Policy")) throw forbidden();
  const { where, orderBy, skip, take, query } = parseListQuery(url, POLICY_FIELDS, {
    defaultSort: { field: "createdAt", direction: "desc" },
  });
  const scoped = { AND: [accessibleWhere(ability, "read", "Policy"), where] };
  const [rows, itemsCount] = await Promise.all([
    db.policy.findMany({ where: scoped, orderBy, skip, take, include: { brokerCompany: { select: { id: true, name: true } } } }),
    db.policy.count({ where: scoped }),
  ]);
  return {
    items: rows.map((p) => ({
      id: p.id,
      policyNumber: p.policyNumber,
      insuredName: p.insuredName,
      kind: p.kind,
      itemName: p.itemName,
      brokerCompany: p.brokerCompany,
      dateFrom: isoDate(p.dateFrom),
      dateUntil: isoDate(p.dateUntil),
      premium: money(p.premium),
      status: p.status,
      createdAt: isoSeconds(p.createdAt),
    })),
    pagination: { index: query.page.index, size: query.page.size, itemsCount },
  };
}
