// PLACEHOLDER of the issue5-details branch, so that the pages type-check before the lead's query
// lands on main. On `git merge main`, take main's version of this file.
import type { AuditEventDto } from "@/server/audit/list-audit-events";
import type { Actor } from "@/server/auth/actor";

export async function listQuotationHistory(actor: Actor, id: string | number): Promise<AuditEventDto[]> {
  void actor;
  void id;
  return [];
}
