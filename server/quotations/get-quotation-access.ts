import "server-only";
import { notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";

/** The quotation's scope if the actor may read it; not found otherwise (never forbidden). */
export async function getQuotationAccess(actor: Actor, quotationId: unknown) {
  const id = pathId(String(quotationId ?? ""), "Quotation");
  const row = await db.quotation.findFirst({
    where: { AND: [{ id }, accessibleWhere(abilityFor(actor), "read", "Quotation")] },
    select: { id: true, status: true, brokerCompanyId: true, brokerUserId: true },
  });
  if (!row) throw notFound("Quotation");
  return row;
}
