import "server-only";
import { randomUUID } from "node:crypto";
import { quotationTransaction } from "./quotation-access";
import { forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import { permissionAllows, statusAllows } from "@/lib/quotations/quotation-actions";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { quotationDraftSchema } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db, type Tx } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { parseBrokerId, resolveBroker } from "./quotation-broker";
import { saveDraftContent } from "./save-draft-content";

export function quotationNumberFor(id: number, at = new Date()): string {
  return `Q${at.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}

/** Creates the master and its first version (NEW) inside a transaction; used by drafts and copies. */
export async function insertDraftQuotation(
  tx: Tx,
  actor: Actor,
  broker: { brokerUserId: number; brokerCompanyId: number },
  values: Record<string, unknown>,
  copiedFromId: number | null,
) {
  const created = await tx.quotation.create({
    data: {
      quotationNumber: `pending-${randomUUID()}`,
      ...broker,
      createdById: actor.id,
      copiedFromId,
      status: "NEW",
      versions: { create: { versionNumber: 1, status: "NEW" } },
    },
    include: { versions: true },
  });
  const quotationNumber = quotationNumberFor(created.id, created.createdAt);
  await tx.quotation.update({ where: { id: created.id }, data: { quotationNumber } });
  await saveDraftContent(tx, created.id, created.versions[0].id, values);
  await recordAuditEvent(tx, {
    actorId: actor.id,
    action: copiedFromId ? "quotation.copy" : "quotation.create",
    subjectType: "Quotation",
    subjectId: created.id,
    after: { quotationNumber, status: "NEW", brokerUserId: broker.brokerUserId, ...(copiedFromId ? { copiedFromId } : {}) },
  });
  return created.id;
}

/**
 * POST /api/quotation: saves the wizard's first values as a draft (status NEW), so a broker can
 * leave and come back. A broker's draft is its own; underwriters and admins name the broker.
 */
export async function createQuotationDraft(actor: Actor, input: ActionInput<typeof quotationDraftSchema>): Promise<QuotationDetailsDto> {
  const ability = abilityFor(actor);
  if (!ability.can("create", "Quotation")) throw forbidden();
  const values = actionInput(quotationDraftSchema, input);
  const id = await quotationTransaction(async (tx) => {
    const broker = await resolveBroker(tx, actor, parseBrokerId(values.brokerUserId));
    let copiedFromId: number | null = null;
    if (values.copiedFromId !== undefined) {
      const source = await tx.quotation.findFirst({
        where: { AND: [{ id: values.copiedFromId }, accessibleWhere(ability, "read", "Quotation")] },
      });
      if (!source) throw notFound("Quotation");
      if (!permissionAllows(ability, "copy", source) || !statusAllows("copy", source.status)) throw forbidden();
      copiedFromId = source.id;
    }
    return insertDraftQuotation(tx, actor, broker, values, copiedFromId);
  });
  return quotationDetailsDto(db, actor, id);
}
