import type { QuotationStatus } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { isoDate, isoSeconds } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import { QUOTATION_STATUS_LABELS } from "@/lib/status/status-style";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";
import { accessibleWhere } from "@/server/permissions/accessible-where";

export const QUOTATION_FIELDS: ResourceFields = {
  quotationNumber: { type: "string" },
  insuredName: { type: "string" },
  "brokerCompany.name": { type: "string" },
  brokerCompanyId: { type: "number" },
  brokerUserId: { type: "number" },
  eventDate: { type: "date" },
  createdAt: { type: "date" },
  status: { type: "enum", values: Object.keys(QUOTATION_STATUS_LABELS) as QuotationStatus[] },
};

/** GET /api/quotation: the quotations the actor may read (a broker: its company's, or its own). */
export async function listQuotations(actor: Actor, url: string) {
  const ability = abilityFor(actor);
  if (!ability.can("read", "Quotation")) throw forbidden();
  const { where, orderBy, skip, take, query } = parseListQuery(url, QUOTATION_FIELDS, { defaultSort: { field: "createdAt", direction: "desc" } });
  const scoped = { AND: [accessibleWhere(ability, "read", "Quotation"), where] };
  const [rows, itemsCount] = await Promise.all([
    db.quotation.findMany({ where: scoped, orderBy, skip, take, include: { brokerCompany: { select: { id: true, name: true } } } }),
    db.quotation.count({ where: scoped }),
  ]);
  return {
    items: rows.map((q) => ({
      id: q.id,
      quotationNumber: q.quotationNumber,
      insuredName: q.insuredName,
      brokerCompany: q.brokerCompany,
      eventDate: isoDate(q.eventDate),
      status: q.status,
      createdAt: isoSeconds(q.createdAt),
    })),
    pagination: { index: query.page.index, size: query.page.size, itemsCount },
  };
}
