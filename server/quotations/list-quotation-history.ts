import "server-only";
import type { Actor } from "@/server/auth/actor";
import { subjectHistory } from "@/server/audit/subject-history";
import { getQuotationAccess } from "./get-quotation-access";

/** GET /api/quotation/{id}/history: the audit timeline of a quotation the actor may read, newest first. */
export async function listQuotationHistory(actor: Actor, quotationId: unknown) {
  const { id } = await getQuotationAccess(actor, quotationId);
  return subjectHistory("Quotation", id);
}
