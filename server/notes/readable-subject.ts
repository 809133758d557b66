import "server-only";
import { notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { NoteSubject } from "@/lib/notes/note-schema";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";

/**
 * The quotation or policy a note belongs to, if the actor may read it. A subject outside the
 * actor's scope is answered like a missing one: 404 RESOURCE_NOT_FOUND (DESIGN.md §4).
 */
export async function assertReadableSubject(tx: Tx, actor: Actor, subject: NoteSubject): Promise<void> {
  const ability = abilityFor(actor);
  if (subject.quotationId !== undefined) {
    const found = await tx.quotation.findFirst({
      where: { AND: [accessibleWhere(ability, "read", "Quotation"), { id: subject.quotationId }] },
      select: { id: true },
    });
    if (!found) throw notFound("Quotation");
    return;
  }
  const found = await tx.policy.findFirst({
    where: { AND: [accessibleWhere(ability, "read", "Policy"), { id: subject.policyId }] },
    select: { id: true },
  });
  if (!found) throw notFound("Policy");
}
